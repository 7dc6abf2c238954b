import { useStore } from "@nanostores/react";
import { displayName } from "@contract/display-name";
import type { PublicUser } from "@contract/users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { i18n, params } from "@/lib/i18n";
import { useBlock } from "./safety-mutations";

const messages = i18n("safety/block-dialog", {
  title: params<{ name: string }>("Block {name}?"),
  description: "You will no longer see each other's posts, comments or profile, and your connection will end. They will not be told.",
  block: "Block",
  blocking: "Blocking...",
});

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
  const t = useStore(messages);
  const block = useBlock(person, { onBlocked });
  return (
    <ConfirmDialog
      title={t.title({ name: displayName(person) })}
      description={t.description}
      confirmLabel={t.block}
      pendingLabel={t.blocking}
      pending={block.isPending}
      onConfirm={(done) => block.mutate(undefined, { onSettled: done })}
      open={open}
      setOpen={onOpenChange}
    />
  );
}
