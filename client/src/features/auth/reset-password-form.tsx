import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { INVALID_LINK, ResetPasswordFields } from "@contract/account-credentials";
import { COMMON_PASSWORD } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { ConfirmPasswordField, NewPasswordField } from "@/components/account-fields";
import { refusalOf, serverMessage } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { useFieldRefusal } from "@/lib/use-field-refusal";
import { InvalidLinkNotice } from "./invalid-link-notice";
import { SIGN_IN_AFTER_RESET } from "./link-token";
import { usePlainRequest } from "./use-plain-request";

const messages = i18n("auth/reset-password-form", {
  newLink: "Ask for a new link",
  failed: "Could not set the password. Please try again.",
  newPassword: "New password",
  confirm: "Confirm new password",
  saving: "Saving...",
  set: "Set new password",
});

/** Chooses a new password with a reset link's token; then on to sign in with it. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useStore(messages);
  const form = useForm({ resolver: zodResolver(ResetPasswordFields), defaultValues: { password: "", confirm: "" } });
  const { send, isPending } = usePlainRequest();
  const [refusal, setRefusal] = useState<string | null>(token ? null : INVALID_LINK);
  const [done, setDone] = useState(false);
  const { errors } = form.formState;
  const refuse = useFieldRefusal(form, isPending);

  if (refusal) return <InvalidLinkNotice message={refusal} action={{ href: "/forgot-password", label: t.newLink }} />;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) =>
        send("POST", "/api/auth/password/reset", { token, password }).then(
          () => {
            // Every session of the account has ended, this one too: a fresh page, signed out.
            setDone(true);
            window.location.assign(SIGN_IN_AFTER_RESET);
          },
          (error: unknown) => {
            const message = refusalOf(error);
            if (message === COMMON_PASSWORD) refuse("password", message);
            else if (message === INVALID_LINK) setRefusal(serverMessage(error) ?? message);
            else errorToast(error, t.failed);
          },
        ),
      )}
    >
      <fieldset disabled={isPending || done} className="grid gap-4">
        <NewPasswordField label={t.newPassword} error={errors.password?.message} {...form.register("password")} />
        <ConfirmPasswordField label={t.confirm} error={errors.confirm?.message} {...form.register("confirm")} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {isPending || done ? t.saving : t.set}
        </Button>
      </fieldset>
    </form>
  );
}
