import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import type { PublicUser } from "@contract/users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { LazyBlockDialog, LazyReportDialog } from "@/features/safety/lazy-safety-dialogs";

/** The end of a post's or comment's menu: Delete, set apart from someone else's Report and Block above it. */
export function DeleteMenuItem({ own, label, onSelect }: { own: boolean; label: string; onSelect: () => void }) {
  return (
    <>
      {!own && <DropdownMenuSeparator />}
      <DropdownMenuItem variant="destructive" onSelect={onSelect}>
        <Trash2 aria-hidden="true" />
        {label}
      </DropdownMenuItem>
    </>
  );
}

/** The delete call, whose result the confirmation waits for. */
type Removal = { mutate: (variables: undefined, options: { onSettled: () => void }) => void; isPending: boolean };

/** The confirmation's words: its title and description, and its button's label and pending label. */
type DeleteWords = { title: string; description: string; confirm: string; pending: string };

/**
 * The dialogs behind a post's or comment's Delete, Report and Block. They live outside the menu,
 * which closes (and unmounts its items) as a dialog opens. `remove` is null for those who may not
 * delete; Report and Block are for someone else's words, and Block only when the author is known.
 */
export function DeleteReportBlockDialogs({
  open,
  setOpen,
  own,
  remove,
  deleteWords,
  reportSubject,
  author,
  onBlocked,
}: {
  /** Which of the menu's dialogs is open; a menu may have others of its own. */
  open: string | null;
  setOpen: (which: "delete" | "report" | "block") => (open: boolean) => void;
  own: boolean;
  remove: Removal | null;
  deleteWords: DeleteWords;
  reportSubject: ComponentProps<typeof LazyReportDialog>["subject"];
  author: PublicUser | null;
  onBlocked?: () => void;
}) {
  return (
    <>
      {remove && (
        <ConfirmDialog
          title={deleteWords.title}
          description={deleteWords.description}
          confirmLabel={deleteWords.confirm}
          pendingLabel={deleteWords.pending}
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
          pending={remove.isPending}
          open={open === "delete"}
          setOpen={setOpen("delete")}
        />
      )}
      {!own && (
        <>
          <LazyReportDialog subject={reportSubject} open={open === "report"} onOpenChange={setOpen("report")} />
          {author && <LazyBlockDialog person={author} open={open === "block"} onOpenChange={setOpen("block")} onBlocked={onBlocked} />}
        </>
      )}
    </>
  );
}
