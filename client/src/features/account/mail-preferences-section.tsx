import { useId } from "react";
import { MAIL_KINDS, type MailKind } from "@contract/mail-preferences";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CadenceChoice } from "./cadence-choice";
import { SettingsSection } from "./settings-section";
import { useMailPreferences, useSetMailCadence } from "./use-mail-preferences";

const KINDS: Record<MailKind, { label: string; hint: string }> = {
  connectionRequests: { label: "Connection requests", hint: "Someone asks to connect with you, or accepts your request." },
  comments: { label: "Comments", hint: "Someone comments on your post." },
  prayers: { label: "Prayers", hint: "Someone prays for your post or prayer request." },
  groupInvitations: { label: "Group invitations", hint: "A group admin invites you to join." },
};

/** Per kind of notice: email it as it happens, in one daily digest of what is unread, or not at all. */
export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const setCadence = useSetMailCadence();
  return (
    <SettingsSection
      id="mail"
      title="Email notifications"
      description="Choose what we email you about, and how often. The daily digest lists what you have not read yet. We only email a verified address."
    >
      {preferences.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">Your email preferences could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="divide-y">
          {MAIL_KINDS.map((kind) => (
            <KindRow key={kind} kind={kind} preferences={preferences.data} onChange={(cadence) => setCadence.mutate({ kind, cadence })} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function KindRow({
  kind,
  preferences,
  onChange,
}: {
  kind: MailKind;
  preferences: ReturnType<typeof useMailPreferences>["data"];
  onChange: Parameters<typeof CadenceChoice>[0]["onChange"];
}) {
  const id = useId();
  const { label, hint } = KINDS[kind];
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-semibold text-foreground">
          {label}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {preferences ? (
        <CadenceChoice value={preferences[kind]} onChange={onChange} labelledBy={`${id}-label`} describedBy={`${id}-hint`} />
      ) : (
        <Skeleton className="h-10 w-full sm:w-72" />
      )}
    </li>
  );
}
