import { LogOut } from "lucide-react";
import type { Group } from "@contract/groups";
import type { ButtonProps } from "@/components/ui/button";
import { ConfirmButton } from "./confirm-button";
import { useLeaveGroup } from "./use-group-mutations";

/** Leave, after a confirmation. The last admin is refused by the server, whose words we show. */
export function LeaveGroupButton({ group, onLeft, triggerProps }: { group: Group; onLeft?: () => void; triggerProps?: ButtonProps }) {
  const leave = useLeaveGroup(group, { onLeft });
  return (
    <ConfirmButton
      trigger={
        <>
          <LogOut aria-hidden="true" />
          Leave
        </>
      }
      triggerProps={{ variant: "outline", "aria-label": `Leave ${group.name}`, ...triggerProps }}
      title={`Leave ${group.name}?`}
      description={
        group.isPrivate
          ? "This group is private: you will need a new invitation to come back."
          : "You will no longer post or pray here. You can join again at any time."
      }
      confirmLabel="Leave Group"
      pendingLabel="Leaving..."
      pending={leave.isPending}
      onConfirm={(done) => leave.mutate(undefined, { onSettled: done })}
    />
  );
}
