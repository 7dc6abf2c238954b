import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { GroupBan } from "@contract/groups";
import { RelativeTime } from "@/components/relative-time";
import { slot, withElements } from "@/components/with-elements";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useGroupBans } from "./group-queries";
import { MemberRow } from "@/components/member-row";
import { useLiftGroupBan } from "./group-mutations";

const messages = i18n("groups/banned-list", {
  banned: "Banned",
  loading: "Loading banned people",
  loadFailed: "The list of banned people could not be loaded.",
  none: "No one is banned from this group.",
  bannedAgo: params<{ time: string }>("Banned {time}"),
  bannedAgoBy: params<{ time: string; name: string }>("Banned {time} by {name}"),
  liftBanOf: params<{ name: string }>("Lift ban: {name}"),
  lifting: "Lifting...",
  liftBan: "Lift ban",
});

/** Manage > Members, below the members: who is banned from the group, each with Lift ban. */
export function BannedList({ groupId }: { groupId: number }) {
  const t = useStore(messages);
  const bans = useGroupBans(groupId);
  return (
    <section aria-labelledby={`group-${groupId}-banned`} className="grid grid-cols-1 gap-3 border-t pt-5">
      <h3 id={`group-${groupId}-banned`} className="text-sm font-semibold">
        {t.banned}
      </h3>
      {bans.isPending ? (
        <PersonSkeletons count={1} label={t.loading} />
      ) : bans.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(bans.error) ?? t.loadFailed}
        </p>
      ) : bans.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.none}</p>
      ) : (
        <ul aria-label={t.banned} className="grid grid-cols-1 gap-4">
          {bans.data.map((ban) => (
            <BannedRow key={ban.user.id} groupId={groupId} ban={ban} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BannedRow({ groupId, ban }: { groupId: number; ban: GroupBan }) {
  const lift = useLiftGroupBan(groupId, ban.user);
  const t = useStore(messages);
  const name = displayName(ban.user);
  const sentence = ban.bannedBy ? t.bannedAgoBy({ time: slot("time"), name: displayName(ban.bannedBy) }) : t.bannedAgo({ time: slot("time") });
  return (
    <MemberRow
      person={ban.user}
      detail={<p className="truncate text-xs text-muted-foreground">{withElements(sentence, { time: <RelativeTime date={ban.bannedAt} /> })}</p>}
      actions={
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2.5"
          disabled={lift.isPending}
          aria-label={t.liftBanOf({ name })}
          onClick={() => lift.mutate()}
        >
          {lift.isPending ? t.lifting : t.liftBan}
        </Button>
      }
    />
  );
}
