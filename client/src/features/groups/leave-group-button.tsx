import { useStore } from "@nanostores/react";
import { LogOut } from "lucide-react";
import type { Group } from "@contract/groups";
import type { ButtonProps } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { ConfirmButton } from "@/components/confirm-button";
import { useGroupMembers } from "./group-queries";
import { useLeaveGroup } from "./group-mutations";

const messages = i18n("groups/leave-group-button", {
  leave: "Leave",
  leaveGroupNamed: params<{ name: string }>("Leave {name}"),
  confirmTitle: params<{ name: string }>("Leave {name}?"),
  soleAdmin: "You are this group's only admin: make another member admin first, then you can leave.",
  privateGroup: "This group is private: you will need a new invitation to come back.",
  publicGroup: "You will no longer post or pray here. You can join again at any time.",
  leaveGroup: "Leave Group",
  leaving: "Leaving...",
});

/** Leave, after a confirmation. The last admin is refused by the server, whose words we show. */
export function LeaveGroupButton({ group, onLeft, triggerProps }: { group: Group; onLeft?: () => void; triggerProps?: ButtonProps }) {
  const leave = useLeaveGroup(group, { onLeft });
  const t = useStore(messages);
  const viewerId = useCurrentUser().id;
  // The group page lists the members already, so an admin's dialog knows whether they are the
  // only admin, and says so rather than promising what the server will refuse.
  const members = useGroupMembers(group.id, group.myRole === "admin");
  const soleAdmin = members.data?.every((member) => member.role !== "admin" || member.user.id === viewerId) ?? false;
  return (
    <ConfirmButton
      trigger={
        <>
          <LogOut aria-hidden="true" />
          {t.leave}
        </>
      }
      triggerProps={{ variant: "outline", "aria-label": t.leaveGroupNamed({ name: group.name }), ...triggerProps }}
      title={t.confirmTitle({ name: group.name })}
      description={group.myRole === "admin" && soleAdmin ? t.soleAdmin : group.isPrivate ? t.privateGroup : t.publicGroup}
      confirmLabel={t.leaveGroup}
      pendingLabel={t.leaving}
      pending={leave.isPending}
      onConfirm={(done) => leave.mutate(undefined, { onSettled: done })}
    />
  );
}
