import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ForgotPasswordBody, type MailAccepted } from "@contract/account-credentials";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/account-fields";
import { errorToast } from "@/lib/error-toast";
import { OutcomeNotice } from "./outcome-notice";
import { usePlainRequest } from "./use-plain-request";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const form = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: "" } });
  const { send, isPending } = usePlainRequest();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { errors } = form.formState;

  if (sent) {
    return (
      <OutcomeNotice icon={MailCheck} title="Check your inbox">
        <p>{sent.message}</p>
        <p>
          We sent it to <span className="font-medium wrap-anywhere text-foreground">{sent.email}</span>. Nothing there? Look in your spam folder,
          or{" "}
          <button
            type="button"
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => setSent(null)}
          >
            try again
          </button>
          .
        </p>
      </OutcomeNotice>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email }) =>
        send("POST", "/api/auth/password/forgot", { email }).then(
          async (res) => setSent({ email, message: ((await res.json()) as MailAccepted).message }),
          (error: unknown) => errorToast(error, "Could not send the link. Please try again."),
        ),
      )}
    >
      <fieldset disabled={isPending} className="grid gap-4">
        <EmailField label="Email" error={errors.email?.message} {...form.register("email")} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending ? "Sending..." : "Send reset link"}
        </Button>
      </fieldset>
    </form>
  );
}
