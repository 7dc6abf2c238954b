import { zodResolver } from "@hookform/resolvers/zod";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { DELETE_CONFIRMATION, DeleteAccountBody, WRONG_PASSWORD, confirmsDeletion } from "@contract/account-deletion";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { CurrentPasswordField } from "@/components/account-fields";
import { FormField } from "@/components/ui/form-field";
import { refusalOf } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { i18n, params } from "@/lib/i18n";
import { handleUnauthorized } from "@/lib/redirect-to-login";
import { useDeleteAccount } from "./account-deletion-mutations";

const messages = i18n("account/delete-account-dialog", {
  failed: "Failed to delete account",
  deleteAccount: "Delete Account",
  title: "Delete your account?",
  // The member's address comes between the two.
  descriptionBefore:
    "Your profile, posts, comments, prayers, connections and group memberships will be deleted for good. This cannot be undone. We will send a confirmation to ",
  descriptionAfter: ".",
  legend: "Confirm with your password",
  password: "Password",
  typeToConfirm: params<{ word: string }>("Type {word} to confirm"),
  cancel: "Cancel",
  deleting: "Deleting Account...",
});

const EMPTY = { password: "", confirmation: "" };

/**
 * The last step: the member's password (it is them) and the typed word (they mean it). The
 * destructive button waits for the word; a wrong password shows under its field, any other
 * failure as a toast, and the dialog stays open for another try.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const t = useStore(messages);
  // The server checks the same DeleteAccountBody schema.
  const form = useForm({ resolver: zodResolver(DeleteAccountBody), defaultValues: EMPTY });
  const remove = useDeleteAccount({
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      if (refusalOf(error) === WRONG_PASSWORD) {
        form.setError("password", { message: WRONG_PASSWORD });
        return;
      }
      errorToast(error, messages.get().failed);
    },
  });
  const busy = remove.isPending || remove.isSuccess;
  const confirmed = confirmsDeletion(form.watch("confirmation"));
  const { errors } = form.formState;
  const passwordError = errors.password?.message;
  // Back to the password once the fields are enabled again (a disabled field takes no focus).
  useEffect(() => {
    if (passwordError && !busy) form.setFocus("password");
  }, [passwordError, busy, form]);

  return (
    <AlertDialog
      onOpenChange={(open) => {
        if (!open) form.reset(EMPTY);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{t.deleteAccount}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // Straight to the first field: there is something to type before anything can happen.
          event.preventDefault();
          form.setFocus("password");
        }}
      >
        <form noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t.title}</AlertDialogTitle>
            <AlertDialogDescription>
              {t.descriptionBefore}
              <span className="[overflow-wrap:anywhere]">{email}</span>
              {t.descriptionAfter}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <fieldset disabled={busy} className="grid gap-4">
            <legend className="sr-only">{t.legend}</legend>
            <CurrentPasswordField label={t.password} error={passwordError} {...form.register("password")} />
            <FormField
              label={t.typeToConfirm({ word: DELETE_CONFIRMATION })}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              required
              error={errors.confirmation?.message}
              {...form.register("confirmation")}
            />
          </fieldset>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{t.cancel}</AlertDialogCancel>
            {/* A plain submit button, not AlertDialog.Action, so the dialog stays open while the call runs. */}
            <Button type="submit" variant="destructive" disabled={!confirmed || busy}>
              {busy ? t.deleting : t.deleteAccount}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
