import { translatedServerMessage } from "@/lib/server-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ForgotPasswordBody, type MailAccepted } from "@contract/account-credentials";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/account-fields";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { OutcomeNotice } from "./outcome-notice";
import { usePlainRequest } from "./use-plain-request";
import { slot, withElements } from "@/components/with-elements";

const messages = i18n("auth/forgot-password-form", {
  checkInbox: "Check your inbox",
  sentTo: params<{ email: string; tryAgain: string }>("We sent it to {email}. Nothing there? Look in your spam folder, or {tryAgain}."),
  tryAgain: "try again",
  sendFailed: "Could not send the link. Please try again.",
  email: "Email",
  sending: "Sending...",
  send: "Send reset link",
});

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useStore(messages);
  const form = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: "" } });
  const { send, isPending } = usePlainRequest();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { errors } = form.formState;

  if (sent) {
    return (
      <OutcomeNotice icon={MailCheck} title={t.checkInbox}>
        <p>{translatedServerMessage(sent.message)}</p>
        <p>
          {withElements(t.sentTo({ email: slot("email"), tryAgain: slot("tryAgain") }), {
            email: <span className="font-medium wrap-anywhere text-foreground">{sent.email}</span>,
            tryAgain: (
              <button
                type="button"
                className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setSent(null)}
              >
                {t.tryAgain}
              </button>
            ),
          })}
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
          (error: unknown) => errorToast(error, t.sendFailed),
        ),
      )}
    >
      <fieldset disabled={isPending} className="grid gap-4">
        <EmailField label={t.email} error={errors.email?.message} {...form.register("email")} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending ? t.sending : t.send}
        </Button>
      </fieldset>
    </form>
  );
}
