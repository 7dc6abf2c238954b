import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { ChangePasswordFields, WRONG_CURRENT_PASSWORD } from "@contract/account-credentials";
import { COMMON_PASSWORD } from "@contract/auth";
import { Button } from "@/components/ui/button";
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField } from "@/components/account-fields";
import { refusalOf } from "@/lib/api-error";
import { i18n } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { useFieldRefusal } from "@/lib/use-field-refusal";
import { reportError, useChangePassword } from "./credential-mutations";

const messages = i18n("account/password-form", {
  formLabel: "Change password",
  failed: "Could not change the password. Please try again.",
  currentPassword: "Current password",
  newPassword: "New password",
  confirmNew: "Confirm new password",
  forgot: "Forgot your password?",
  saving: "Saving...",
  change: "Change password",
});

const EMPTY = { currentPassword: "", newPassword: "", confirm: "" };

/** The current password, a new one twice, and the way to reset it when forgotten. */
export function PasswordForm() {
  const t = useStore(messages);
  const form = useForm({ resolver: zodResolver(ChangePasswordFields), defaultValues: EMPTY });
  const change = useChangePassword({ onChanged: () => form.reset(EMPTY) });
  const { errors } = form.formState;
  const { email } = useCurrentUser();
  const refuse = useFieldRefusal(form, change.isPending);

  return (
    <form
      noValidate
      aria-label={t.formLabel}
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        change.mutate(
          { currentPassword, newPassword },
          {
            onError: (error) => {
              const message = refusalOf(error);
              if (message === WRONG_CURRENT_PASSWORD) refuse("currentPassword", message);
              else if (message === COMMON_PASSWORD) refuse("newPassword", message);
              else reportError(error, t.failed);
            },
          },
        ),
      )}
    >
      <fieldset disabled={change.isPending} className="grid gap-4">
        {/* Tells a password manager which account the new password is for. */}
        <input hidden readOnly autoComplete="username" value={email} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <CurrentPasswordField label={t.currentPassword} error={errors.currentPassword?.message} {...form.register("currentPassword")} />
          </div>
          <NewPasswordField label={t.newPassword} error={errors.newPassword?.message} {...form.register("newPassword")} />
          <ConfirmPasswordField label={t.confirmNew} error={errors.confirm?.message} {...form.register("confirm")} />
        </div>
        <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            href="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t.forgot}
          </Link>
          <Button type="submit">{change.isPending ? t.saving : t.change}</Button>
        </div>
      </fieldset>
    </form>
  );
}
