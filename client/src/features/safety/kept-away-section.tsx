import { useStore } from "@nanostores/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { displayName } from "@contract/display-name";
import type { KeptAway, KeptAwayLists } from "@contract/safety";
import { LoadError } from "@/components/load-error";
import { RelativeTime } from "@/components/relative-time";
import { UserAvatar } from "@/components/user-avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMute, useUnblock } from "./safety-mutations";
import { i18n, params } from "@/lib/i18n";
import { KEPT_AWAY_KEY } from "./safety-cache";
import { SettingsSection } from "@/components/settings-section";

const messages = i18n("safety/kept-away-section", {
  title: "Blocked and muted",
  description:
    "Blocked people and you cannot see each other's posts, comments or profiles. Muted people's posts stay out of your feed. Neither is told.",
  loading: "Loading blocked and muted people",
  loadError: "We could not load the people you have blocked or muted",
  nobody: "You have not blocked or muted anyone.",
  blocked: "Blocked",
  muted: "Muted",
  // Before how long ago: "Blocked 2 days ago".
  blockedSince: "Blocked",
  mutedSince: "Muted",
  noneBlocked: "You have not blocked anyone.",
  noneMuted: "You have not muted anyone.",
  unblockName: params<{ name: string }>("Unblock {name}"),
  unblocking: "Unblocking...",
  unblock: "Unblock",
  unmuteName: params<{ name: string }>("Unmute {name}"),
  unmuting: "Unmuting...",
  unmute: "Unmute",
});

/** Whom the member has blocked or muted, each with the way back (Unblock, Unmute). */
export function KeptAwaySection() {
  const t = useStore(messages);
  return (
    <SettingsSection id="blocked-muted" title={t.title} description={t.description}>
      <KeptAwayPeople />
    </SettingsSection>
  );
}

function KeptAwayPeople() {
  const t = useStore(messages);
  const lists = useQuery<KeptAwayLists>({ queryKey: KEPT_AWAY_KEY, refetchOnMount: "always" });
  if (lists.isPending) {
    return (
      <div role="status" aria-label={t.loading} className="grid grid-cols-1 gap-2">
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (lists.isError) {
    return <LoadError titleAs="p" title={t.loadError} error={lists.error} onRetry={() => lists.refetch()} />;
  }
  const { blocked, muted } = lists.data;
  if (blocked.length === 0 && muted.length === 0) {
    return <p className="text-sm text-muted-foreground">{t.nobody}</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-5">
      <PeopleList title={t.blocked} entries={blocked} empty={t.noneBlocked} kind="blocked" />
      <PeopleList title={t.muted} entries={muted} empty={t.noneMuted} kind="muted" />
    </div>
  );
}

function PeopleList({ title, entries, empty, kind }: { title: string; entries: KeptAway[]; empty: string; kind: "blocked" | "muted" }) {
  const headingId = `kept-away-${kind}`;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y rounded-lg border">
          {entries.map((entry) =>
            kind === "blocked" ? <BlockedRow key={entry.user.id} entry={entry} /> : <MutedRow key={entry.user.id} entry={entry} />,
          )}
        </ul>
      )}
    </section>
  );
}

function PersonRow({ entry, verb, action }: { entry: KeptAway; verb: string; action: ReactNode }) {
  return (
    <li className="flex items-center gap-3 p-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar user={entry.user} />
        <div className="min-w-0">
          <p dir="auto" className="truncate text-sm font-semibold">
            {displayName(entry.user)}
          </p>
          <p className="text-xs text-muted-foreground">
            {verb} <RelativeTime date={entry.since} />
          </p>
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

function BlockedRow({ entry }: { entry: KeptAway }) {
  const t = useStore(messages);
  const unblock = useUnblock(entry.user);
  return (
    <PersonRow
      entry={entry}
      verb={t.blockedSince}
      action={
        <Button
          size="sm"
          variant="outline"
          disabled={unblock.isPending}
          aria-label={t.unblockName({ name: displayName(entry.user) })}
          onClick={() => unblock.mutate()}
        >
          {unblock.isPending ? t.unblocking : t.unblock}
        </Button>
      }
    />
  );
}

function MutedRow({ entry }: { entry: KeptAway }) {
  const t = useStore(messages);
  const mute = useMute(entry.user);
  return (
    <PersonRow
      entry={entry}
      verb={t.mutedSince}
      action={
        <Button
          size="sm"
          variant="outline"
          disabled={mute.isPending}
          aria-label={t.unmuteName({ name: displayName(entry.user) })}
          onClick={() => mute.mutate(false)}
        >
          {mute.isPending ? t.unmuting : t.unmute}
        </Button>
      }
    />
  );
}
