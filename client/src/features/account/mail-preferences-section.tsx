import { useStore } from "@nanostores/react";
import { useId } from "react";
import { MAIL_KINDS, type MailKind } from "@contract/mail-preferences";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { i18n } from "@/lib/i18n";
import { CadenceChoice } from "./cadence-choice";
import { SettingsSection } from "@/components/settings-section";
import { useSetMailCadence } from "./mail-preference-mutations";
import { useMailPreferences } from "./mail-preference-queries";

const messages = i18n("account/mail-preferences-section", {
  title: "Email notifications",
  description:
    "Choose what we email you about, and how often. The daily digest lists what you have not read yet. We only email a verified address.",
  loadError: "Your email preferences could not be loaded.",
  tryAgain: "Try again",
  // Each kind of notice by its name, with its hint as <kind>Hint.
  connectionRequests: "Connection requests",
  connectionRequestsHint: "Someone asks to connect with you, or accepts your request.",
  comments: "Comments",
  commentsHint: "Someone comments on your post, replies to your comment or mentions you.",
  prayers: "Prayers",
  prayersHint: "Someone prays for your post or prayer request.",
  groupInvitations: "Group invitations",
  groupInvitationsHint: "A group admin invites you to join.",
  churchNews: "News from your churches",
  churchNewsHint: "A leader of your church posts an announcement, or someone asks to join a church you lead.",
  events: "Events",
  eventsHint: "Reminders, changes and cancellations of events you answered, and messages from their organisers.",
  messages: "Unread messages",
  messagesHint: "A message waits an hour unread. We name who wrote, never what they said: at most one email an hour, or one a day.",
});

/** Per kind of notice: email it as it happens, in one daily digest of what is unread, or not at all. */
export function MailPreferencesSection() {
  const t = useStore(messages);
  const preferences = useMailPreferences();
  const setCadence = useSetMailCadence();
  return (
    <SettingsSection id="mail" title={t.title} description={t.description}>
      {preferences.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">{t.loadError}</p>
          <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
            {t.tryAgain}
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
  const t = useStore(messages);
  const id = useId();
  const label = t[kind];
  const hint = t[`${kind}Hint` as const];
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
