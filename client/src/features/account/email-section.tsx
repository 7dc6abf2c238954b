import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { DeferredPart } from "@/components/deferred-part";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { retryableLazy } from "@/lib/retryable-lazy";
import { SettingsSection } from "@/components/settings-section";
import { useCancelEmailChange, useResendConfirmation } from "./credential-mutations";
import { useAccountEmail } from "./credential-queries";

// Opened on demand, with its checks (zod): the address shows without waiting for them.
const ChangeEmailForm = retryableLazy(() => import("./change-email-form").then((m) => m.ChangeEmailForm));

const messages = i18n("account/email-section", {
  title: "Email address",
  description: "You sign in with it, and it is where we send links to reset your password.",
  loadError: "We could not load your email address",
  confirmed: "Confirmed",
  notConfirmed: "Not confirmed",
  openLink: "Open the link we sent to this address to confirm it.",
  sending: "Sending...",
  resend: "Resend email",
  // The new address comes between the two.
  waitingBefore: "Waiting for confirmation of ",
  waitingAfter: ". Open the link we sent there to make it your address; until then you keep using the one above.",
  cancelling: "Cancelling...",
  cancelChange: "Cancel change",
  changeEmail: "Change email",
});

export function EmailSection() {
  const t = useStore(messages);
  const account = useAccountEmail();
  const resend = useResendConfirmation();
  // The pending line and its button go once cancelled; the focus moves to the next thing to do.
  const cancelChange = useCancelEmailChange();
  const [editing, setEditing] = useState(false);
  // Closing the form puts the focus back on the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <SettingsSection id="email" title={t.title} description={t.description}>
      {account.isPending ? (
        <Skeleton className="h-6 w-64 max-w-full" />
      ) : account.isError ? (
        <LoadError title={t.loadError} titleAs="p" error={account.error} onRetry={() => account.refetch()} />
      ) : (
        <div className="grid gap-3">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium wrap-anywhere">{account.data.email}</span>
            <Badge variant={account.data.emailVerified ? "secondary" : "gold"}>{account.data.emailVerified ? t.confirmed : t.notConfirmed}</Badge>
          </p>
          {!account.data.emailVerified && (
            <p className="text-sm text-muted-foreground">
              {t.openLink}{" "}
              <Button variant="link" className="h-auto p-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? t.sending : t.resend}
              </Button>
            </p>
          )}
          {account.data.pendingEmail && (
            <div className="flex flex-col gap-2 rounded-lg border bg-secondary px-3 py-2.5 text-sm text-secondary-foreground sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <p>
                {t.waitingBefore}
                <span className="font-semibold wrap-anywhere">{account.data.pendingEmail}</span>
                {t.waitingAfter}
              </p>
              <Button
                variant="outline"
                size="sm"
                className="self-start sm:self-center"
                disabled={cancelChange.isPending}
                onClick={() => cancelChange.mutate(undefined, { onSuccess: () => changeButton.current?.focus() })}
              >
                {cancelChange.isPending ? t.cancelling : t.cancelChange}
              </Button>
            </div>
          )}
          {editing ? (
            <DeferredPart standIn={<Skeleton className="h-40 w-full" />}>
              <ChangeEmailForm onClose={() => setEditing(false)} />
            </DeferredPart>
          ) : (
            <div>
              <Button ref={changeButton} variant="outline" onClick={() => setEditing(true)}>
                {t.changeEmail}
              </Button>
            </div>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
