import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { ChangeEmailBody, WRONG_CURRENT_PASSWORD } from "@contract/account-credentials";
import { Button } from "@/components/ui/button";
import { CurrentPasswordField, EmailField } from "@/components/account-fields";
import { hasStatus, refusalOf } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { useFieldRefusal } from "@/lib/use-field-refusal";
import { reportError, useChangeEmail } from "./credential-mutations";

const messages = i18n("account/change-email-form", {
  formLabel: "Change email address",
  failed: "Could not change the email address. Please try again.",
  newEmail: "New email address",
  currentPassword: "Current password",
  cancel: "Cancel",
  sending: "Sending...",
  send: "Send confirmation link",
});

/** A new address and the password (what takes over an account asks for it again); a link then goes to the new address. */
export function ChangeEmailForm({ onClose }: { onClose: () => void }) {
  const t = useStore(messages);
  const form = useForm({ resolver: zodResolver(ChangeEmailBody), defaultValues: { email: "", currentPassword: "" } });
  const change = useChangeEmail({ onSent: onClose });
  const { errors } = form.formState;
  const refuse = useFieldRefusal(form, change.isPending);
  useEffect(() => form.setFocus("email"), [form]);

  return (
    <form
      noValidate
      aria-label={t.formLabel}
      onSubmit={form.handleSubmit((values) =>
        change.mutate(values, {
          onError: (error) => {
            const message = refusalOf(error);
            // The server's refusals that belong to a field are shown under it.
            if (message === WRONG_CURRENT_PASSWORD) refuse("currentPassword", message);
            else if (message && hasStatus(error, 400, 409)) refuse("email", message);
            else reportError(error, t.failed);
          },
        }),
      )}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !change.isPending) onClose();
      }}
      className="mt-4 border-t pt-4"
    >
      <fieldset disabled={change.isPending} className="grid gap-4">
        <EmailField label={t.newEmail} error={errors.email?.message} {...form.register("email")} />
        <CurrentPasswordField label={t.currentPassword} error={errors.currentPassword?.message} {...form.register("currentPassword")} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{change.isPending ? t.sending : t.send}</Button>
        </div>
      </fieldset>
    </form>
  );
}
