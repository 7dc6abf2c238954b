import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import type { PublicUser } from "@contract/users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { LazyBlockDialog, LazyReportDialog } from "@/components/safety/lazy-safety-dialogs";

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

type Deletion = {
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (done: () => void) => void;
};

/**
 * The dialogs behind a post's or comment's Delete, Report and Block. They live outside the menu,
 * which closes (and unmounts its items) as a dialog opens. `deletion` is for those who may delete;
 * Report and Block are for someone else's words, and Block only when the author is known to me.
 */
export function DeleteReportBlockDialogs({
  open,
  setOpen,
  own,
  deletion,
  reportSubject,
  author,
  onBlocked,
}: {
  /** Which of the menu's dialogs is open; a menu may have others of its own. */
  open: string | null;
  setOpen: (which: "delete" | "report" | "block") => (open: boolean) => void;
  own: boolean;
  deletion: Deletion | null;
  reportSubject: ComponentProps<typeof LazyReportDialog>["subject"];
  author: PublicUser | null;
  onBlocked?: () => void;
}) {
  return (
    <>
      {deletion && <ConfirmDialog {...deletion} open={open === "delete"} setOpen={setOpen("delete")} />}
      {!own && (
        <>
          <LazyReportDialog subject={reportSubject} open={open === "report"} onOpenChange={setOpen("report")} />
          {author && <LazyBlockDialog person={author} open={open === "block"} onOpenChange={setOpen("block")} onBlocked={onBlocked} />}
        </>
      )}
    </>
  );
}
