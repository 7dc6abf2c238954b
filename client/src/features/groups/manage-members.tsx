import { useStore } from "@nanostores/react";
import { ShieldCheck, ShieldMinus } from "lucide-react";
import { displayName } from "@contract/display-name";
import type { Group, GroupMember } from "@contract/groups";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PersonSkeletons } from "@/components/person-skeleton";
import { serverMessage } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { BannedList } from "./banned-list";
import { RemoveAndBan } from "@/components/remove-and-ban";
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
  removeFromGroup: params<{ name: string }>("Remove {name} from the group"),
  removeDescription: "They will no longer post, pray or comment here (nor see the group, if it is private). You can invite them again later.",
  banFromGroup: params<{ name: string }>("Remove and ban {name} from the group"),
  banDescription: "They leave the group and cannot join it again, or be invited, until an admin lifts the ban. They will not be told.",
});

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
      <RemoveAndBan
        name={name}
        remove={remove}
        ban={ban}
        removeLabel={t.removeFromGroup({ name })}
        removeDescription={t.removeDescription}
        banLabel={t.banFromGroup({ name })}
        banDescription={t.banDescription}
      />
    </>
  );
}
