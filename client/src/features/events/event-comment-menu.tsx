import { displayName } from "@contract/display-name";
import type { EventComment } from "@contract/events";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { EventCommentMenuTrigger } from "./event-comment-menu-trigger";
import type { ReportDialogSlot } from "./report-dialog-slot";

// Radix's menu and the dialogs behind it load after the discussion has painted.
const EventCommentMenuDropdown = retryableLazy(() => import("./event-comment-menu-dropdown").then((m) => m.EventCommentMenuDropdown));

/** The "..." on a comment: someone else's is reported; its author, or the event's organiser, deletes it. */
export function EventCommentMenu({ comment, own, ReportDialog }: { comment: EventComment; own: boolean; ReportDialog: ReportDialogSlot }) {
  return (
    <LazyMenu
      standIn={(props) => <EventCommentMenuTrigger authorName={displayName(comment.author)} {...props} />}
      menu={(defaultOpen) => <EventCommentMenuDropdown comment={comment} own={own} ReportDialog={ReportDialog} defaultOpen={defaultOpen} />}
    />
  );
}
