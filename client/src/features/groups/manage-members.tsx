import { useStore } from "@nanostores/react";
import { ShieldCheck, ShieldMinus, UserMinus, UserRoundX } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Group, GroupMember } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { BannedList } from "./banned-list";
import { ConfirmButton } from "@/components/confirm-button";
import { AdminBadge } from "./group-badges";
import { useGroupMembers } from "./group-queries";
import { MemberRow } from "@/components/member-row";
import { useBanFromGroup, useRemoveMember, useSetMemberRole } from "./group-mutations";

const messages = i18n("groups/manage-members", {
  loading: "Loading members",
  loadFailed: "The members could not be loaded.",
  members: "Members",
  you: "You",
  removeAdminOf: params<{ name: string }>("Remove admin: {name}"),
  makeAdminOf: params<{ name: string }>("Make admin: {name}"),
  removeAdmin: "Remove admin",
  makeAdmin: "Make admin",
  remove: "Remove",
  removeFromGroup: params<{ name: string }>("Remove {name} from the group"),
  removeTitle: params<{ name: string }>("Remove {name}?"),
  removeDescription: "They will no longer post, pray or comment here (nor see the group, if it is private). You can invite them again later.",
  removing: "Removing...",
  ban: "Ban",
  banFromGroup: params<{ name: string }>("Remove and ban {name} from the group"),
  banTitle: params<{ name: string }>("Remove and ban {name}?"),
  banDescription: "They leave the group and cannot join it again, or be invited, until an admin lifts the ban. They will not be told.",
  removeAndBan: "Remove and ban",
  banning: "Banning...",
});

const dangerButton = "h-8 px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive";

/** Manage > Members: make admin / remove admin, remove from the group, or remove and ban; and who is banned. */
export function ManageMembers({ group }: { group: Group }) {
  const me = useCurrentUser();
  const members = useGroupMembers(group.id);
  const t = useStore(messages);
  if (members.isPending) return <PersonSkeletons count={3} label={t.loading} />;
  if (members.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {serverMessage(members.error) ?? t.loadFailed}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ul aria-label={t.members} className="grid grid-cols-1 gap-4">
        {members.data.map((member) => (
          <MemberRow
            key={member.user.id}
            person={member.user}
            badges={
              <>
                {member.role === "admin" && <AdminBadge />}
                {member.user.id === me.id && <Badge variant="outline">{t.you}</Badge>}
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
  const t = useStore(messages);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="h-8 px-2.5"
        disabled={setRole.isPending}
        aria-label={isAdmin ? t.removeAdminOf({ name }) : t.makeAdminOf({ name })}
        onClick={() => setRole.mutate(isAdmin ? "member" : "admin")}
      >
        {isAdmin ? <ShieldMinus aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {isAdmin ? t.removeAdmin : t.makeAdmin}
      </Button>
      <ConfirmButton
        trigger={
          <>
            <UserMinus aria-hidden="true" />
            {t.remove}
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": t.removeFromGroup({ name }) }}
        title={t.removeTitle({ name })}
        description={t.removeDescription}
        confirmLabel={t.remove}
        pendingLabel={t.removing}
        pending={remove.isPending}
        onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
      />
      <ConfirmButton
        trigger={
          <>
            <UserRoundX aria-hidden="true" />
            {t.ban}
          </>
        }
        triggerProps={{ variant: "ghost", size: "sm", className: dangerButton, "aria-label": t.banFromGroup({ name }) }}
        title={t.banTitle({ name })}
        description={t.banDescription}
        confirmLabel={t.removeAndBan}
        pendingLabel={t.banning}
        pending={ban.isPending}
        onConfirm={(done) => ban.mutate(undefined, { onSettled: done })}
      />
    </>
  );
}
