import { useStore } from "@nanostores/react";
import { ConfirmButton } from "@/components/confirm-button";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { count, i18n } from "@/lib/i18n";
import { SessionRow } from "./session-row";
import { SettingsSection } from "@/components/settings-section";
import { useSignOutOtherSessions } from "./session-mutations";
import { useSessions } from "./session-queries";

const messages = i18n("account/sessions-section", {
  title: "Where you are signed in",
  description: "The browsers and devices signed in to your account. Sign out of any you do not recognise or no longer use.",
  loading: "Loading your sessions",
  loadError: "We could not load your sessions",
  list: "Your sessions",
  nowhereElse: "You are not signed in anywhere else.",
  signOutOthers: "Sign out of all other sessions",
  signOutOthersTitle: "Sign out of all other sessions?",
  signOutOthersDescription: count({
    one: "You will stay signed in on this device. The {count} other session will need to sign in again.",
    other: "You will stay signed in on this device. The {count} other sessions will need to sign in again.",
  }),
  signOut: "Sign out",
  signingOut: "Signing out...",
});

export function SessionsSection() {
  const t = useStore(messages);
  return (
    <SettingsSection id="sessions" title={t.title} description={t.description}>
      <SessionList />
    </SettingsSection>
  );
}

function SessionList() {
  const t = useStore(messages);
  const sessions = useSessions();
  if (sessions.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (sessions.isError) {
    return <LoadError titleAs="p" title={t.loadError} error={sessions.error} onRetry={() => sessions.refetch()} />;
  }
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <div className="grid gap-4">
      <ul aria-label={t.list} className="divide-y rounded-lg border">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? <SignOutOthers others={others} /> : <p className="text-sm text-muted-foreground">{t.nowhereElse}</p>}
    </div>
  );
}

function SignOutOthers({ others }: { others: number }) {
  const t = useStore(messages);
  const signOut = useSignOutOtherSessions();
  return (
    <div>
      <ConfirmButton
        trigger={t.signOutOthers}
        triggerProps={{ variant: "outline" }}
        title={t.signOutOthersTitle}
        description={t.signOutOthersDescription(others)}
        confirmLabel={t.signOut}
        pendingLabel={t.signingOut}
        pending={signOut.isPending}
        onConfirm={(done) => signOut.mutate(undefined, { onSettled: done })}
      />
    </div>
  );
}
