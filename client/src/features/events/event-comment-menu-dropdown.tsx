import { useStore } from "@nanostores/react";
import { Flag, Trash2 } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import type { EventComment } from "@contract/events";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { MountWhenOpened } from "@/components/mount-when-opened";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { i18n } from "@/lib/i18n";
import { EventCommentMenuTrigger } from "./event-comment-menu-trigger";
import { useDeleteEventComment } from "./event-comments";
import type { ReportDialogSlot } from "./report-dialog-slot";

const messages = i18n("events/event-comment-menu-dropdown", {
  report: "Report comment",
  deleteComment: "Delete comment",
  deleteTitle: "Delete this comment?",
  cannotBeUndone: "This cannot be undone.",
  goneForEveryone: "It will be gone for everyone. This cannot be undone.",
  delete: "Delete",
  deleting: "Deleting...",
  // How the report dialog names what is reported ("Report comment").
  comment: "comment",
});

type Dialog = "delete" | "report" | null;

/** A comment's menu itself and its dialogs, loaded on demand by EventCommentMenu. */
export function EventCommentMenuDropdown({
  comment,
  own,
  ReportDialog,
  defaultOpen,
}: {
  comment: EventComment;
  own: boolean;
  ReportDialog: ReportDialogSlot;
  defaultOpen?: boolean;
}) {
  const t = useStore(messages);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteEventComment(comment);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <EventCommentMenuTrigger authorName={displayName(comment.author)} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          {!own && (
            <DropdownMenuItem onSelect={() => setDialog("report")}>
              <Flag aria-hidden="true" />
              {t.report}
            </DropdownMenuItem>
          )}
          {!own && comment.canDelete && <DropdownMenuSeparator />}
          {comment.canDelete && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
              <Trash2 aria-hidden="true" />
              {t.deleteComment}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {/* The dialogs live outside the menu, which closes (and unmounts its items) as one opens. */}
      {comment.canDelete && (
        <ConfirmDialog
          title={t.deleteTitle}
          description={own ? t.cannotBeUndone : t.goneForEveryone}
          confirmLabel={t.delete}
          pendingLabel={t.deleting}
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
          pending={remove.isPending}
          open={dialog === "delete"}
          setOpen={setOpen("delete")}
        />
      )}
      {!own && (
        <MountWhenOpened open={dialog === "report"}>
          <ReportDialog
            subject={{ type: "event_comment", id: comment.id, name: t.comment }}
            open={dialog === "report"}
            onOpenChange={setOpen("report")}
          />
        </MountWhenOpened>
      )}
    </>
  );
}
