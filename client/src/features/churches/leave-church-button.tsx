import { useStore } from "@nanostores/react";
import { LogOut } from "lucide-react";
import type { Church } from "@contract/churches";
import { ConfirmButton } from "@/components/confirm-button";
import type { ButtonProps } from "@/components/ui/button";
import { i18n, params } from "@/lib/i18n";
import { useLeaveChurch } from "./church-mutations";

const messages = i18n("churches/leave-church-button", {
  leave: "Leave",
  leaveNamed: params<{ name: string }>("Leave {name}"),
  confirmTitle: params<{ name: string }>("Leave {name}?"),
  owner: "An owner may leave only once another owner is named: the church always keeps one.",
  open: "You will no longer be in its member directory. You can join again at any time.",
  closed: "You will no longer be in its member directory. To come back you will need to ask again, or an invitation.",
  confirm: "Leave church",
  leaving: "Leaving...",
});

/** Leave, after a confirmation. The last owner is refused by the server, whose words the toast shows. */
export function LeaveChurchButton({ church, triggerProps }: { church: Church; triggerProps?: ButtonProps }) {
  const t = useStore(messages);
  const leave = useLeaveChurch(church);
  const description = church.myRole === "owner" ? t.owner : church.joinMode === "open" ? t.open : t.closed;
  return (
    <ConfirmButton
      trigger={
        <>
          <LogOut aria-hidden="true" />
          {t.leave}
        </>
      }
      triggerProps={{ variant: "outline", "aria-label": t.leaveNamed({ name: church.name }), ...triggerProps }}
      title={t.confirmTitle({ name: church.name })}
      description={description}
      confirmLabel={t.confirm}
      pendingLabel={t.leaving}
      pending={leave.isPending}
      onConfirm={(done) => leave.mutate(undefined, { onSettled: done })}
    />
  );
}
