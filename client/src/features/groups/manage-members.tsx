import { ShieldCheck, ShieldMinus, UserMinus, UserRoundX } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Group, GroupMember } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/use-auth";
import { BannedList } from "./banned-list";
import { ConfirmButton } from "@/components/confirm-button";
import { AdminBadge } from "./group-badges";
import { useGroupMembers } from "./group-queries";
import { MemberRow } from "@/components/member-row";
import { useBanFromGroup, useRemoveMember, useSetMemberRole } from "./use-group-mutations";

const dangerButton = "h-8 px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive";

/** Manage > Members: make admin / remove admin, remove from the group, or remove and ban; and who is banned. */
export function ManageMembers({ group }: { group: Group }) {
  const me = useCurrentUser();
  const members = useGroupMembers(group.id);
  if (members.isPending) return <PersonSkeletons count={3} label="Loading members" />;
  if (members.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(members.error) ?? "The members could not be loaded."}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ul aria-label="Members" className="grid grid-cols-1 gap-4">
        {members.data.map((member) => (
          <MemberRow
            key={member.user.id}
            person={member.user}
            badges={
              <>
                {member.role === "admin" && <AdminBadge />}
                {member.user.id === me.id && <Badge variant="outline">You</Badge>}
              </>
            }
            actions={member.user.id !== me.id && <MemberActions groupId={group.id} member={member} />}
          />
        ))}
      </ul>
      <BannedList groupId={group.id} />
    </div>
  );
}

function MemberActions({ groupId, member }: { groupId: number; member: GroupMember }) {
  const name = displayName(member.user);
  const setRole = useSetMemberRole(groupId, member.user);
  const remove = useRemoveMember(groupId, member.user);
  const ban = useBanFromGroup(groupId, member.user);
  const isAdmin = member.role === "admin";
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-8 px-2.5"
        disabled={setRole.isPending}
        aria-label={isAdmin ? `Remove admin: ${name}` : `Make admin: ${name}`}
        onClick={() => setRole.mutate(isAdmin ? "member" : "admin")}
      >
        {isAdmin ? <ShieldMinus aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {isAdmin ? "Remove admin" : "Make admin"}
      </Button>
      <ConfirmButton
        trigger={
          <>
            <UserMinus aria-hidden="true" />
            Remove
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": `Remove ${name} from the group` }}
        title={`Remove ${name}?`}
        description="They will no longer post, pray or comment here (nor see the group, if it is private). You can invite them again later."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
      />
      <ConfirmButton
        trigger={
          <>
            <UserRoundX aria-hidden="true" />
            Ban
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": `Remove and ban ${name} from the group` }}
        title={`Remove and ban ${name}?`}
        description="They leave the group and cannot join it again, or be invited, until an admin lifts the ban. They will not be told."
        confirmLabel="Remove and ban"
        pendingLabel="Banning..."
        pending={ban.isPending}
        onConfirm={(done) => ban.mutate(undefined, { onSettled: done })}
      />
    </>
  );
}
