import { displayName } from "@contract/display-name";
import type { GroupBan } from "@contract/groups";
import { RelativeTime } from "@/components/relative-time";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { useGroupBans } from "./group-queries";
import { MemberRow } from "@/components/member-row";
import { useLiftGroupBan } from "./use-group-mutations";

/** Manage > Members, below the members: who is banned from the group, each with Lift ban. */
export function BannedList({ groupId }: { groupId: number }) {
  const bans = useGroupBans(groupId);
  return (
    <section aria-labelledby={`group-${groupId}-banned`} className="grid grid-cols-1 gap-3 border-t pt-5">
      <h3 id={`group-${groupId}-banned`} className="text-sm font-semibold">
        Banned
      </h3>
      {bans.isPending ? (
        <PersonSkeletons count={1} label="Loading banned people" />
      ) : bans.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(bans.error) ?? "The list of banned people could not be loaded."}
        </p>
      ) : bans.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one is banned from this group.</p>
      ) : (
        <ul aria-label="Banned" className="grid grid-cols-1 gap-4">
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
  const name = displayName(ban.user);
  return (
    <MemberRow
      person={ban.user}
      detail={
        <p className="truncate text-xs text-muted-foreground">
          Banned <RelativeTime date={ban.bannedAt} />
          {ban.bannedBy && ` by ${displayName(ban.bannedBy)}`}
        </p>
      }
      actions={
        <Button
          variant="outline"
          size="sm"
          className="h-8 px-2.5"
          disabled={lift.isPending}
          aria-label={`Lift ban: ${name}`}
          onClick={() => lift.mutate()}
        >
          {lift.isPending ? "Lifting..." : "Lift ban"}
        </Button>
      }
    />
  );
}
