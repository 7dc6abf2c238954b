import { ConfirmButton } from "@/components/confirm-button";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SessionRow } from "./session-row";
import { SettingsSection } from "./settings-section";
import { sessionsWord, useSessions, useSignOutOtherSessions } from "./use-sessions";

export function SessionsSection() {
  return (
    <SettingsSection
      id="sessions"
      title="Where you are signed in"
      description="The browsers and devices signed in to your account. Sign out of any you do not recognise or no longer use."
    >
      <SessionList />
    </SettingsSection>
  );
}

function SessionList() {
  const sessions = useSessions();
  if (sessions.isPending) {
    return (
      <div role="status" aria-label="Loading your sessions" className="grid gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (sessions.isError) {
    return <LoadError titleAs="p" title="We could not load your sessions" error={sessions.error} onRetry={() => sessions.refetch()} />;
  }
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <div className="grid gap-4">
      <ul aria-label="Your sessions" className="divide-y rounded-lg border">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? <SignOutOthers others={others} /> : <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>}
    </div>
  );
}

function SignOutOthers({ others }: { others: number }) {
  const signOut = useSignOutOtherSessions();
  return (
    <div>
      <ConfirmButton
        trigger="Sign out of all other sessions"
        triggerProps={{ variant: "outline" }}
        title="Sign out of all other sessions?"
        description={`You will stay signed in on this device. The ${sessionsWord(others)} will need to sign in again.`}
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={signOut.isPending}
        onConfirm={(done) => signOut.mutate(undefined, { onSettled: done })}
      />
    </div>
  );
}
