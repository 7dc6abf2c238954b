import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useBlock } from "./use-safety";

/** Block, once it is clear what follows: both ways, everywhere, and silently. */
export function BlockDialog({
  person,
  open,
  onOpenChange,
  onBlocked,
}: {
  person: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the block (e.g. leave a page that showed their post). */
  onBlocked?: () => void;
}) {
  const block = useBlock(person, { onBlocked });
  return (
    <ConfirmDialog
      title={`Block ${displayName(person)}?`}
      description="You will no longer see each other's posts, comments or profile, and your connection will end. They will not be told."
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={block.isPending}
      onConfirm={(done) => block.mutate(undefined, { onSettled: done })}
      open={open}
      setOpen={onOpenChange}
    />
  );
}
