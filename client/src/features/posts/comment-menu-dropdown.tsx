import { useStore } from "@nanostores/react";
import { Flag, UserRoundX } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { firstNameOf } from "@/features/safety/safety-items";
import { anonymousName } from "@/lib/anonymity";
import { i18n, params } from "@/lib/i18n";
import { useCurrentUser } from "@/lib/use-auth";
import { DeleteMenuItem, DeleteReportBlockDialogs } from "./delete-report-block";
import { CommentMenuTrigger } from "./comment-menu-trigger";
import { useDeleteComment } from "./post-mutations";

const messages = i18n("posts/comment-menu-dropdown", {
  reportComment: "Report comment",
  block: params<{ name: string }>("Block {name}"),
  deleteComment: "Delete comment",
  deleteTitle: "Delete this comment?",
  cannotBeUndone: "This cannot be undone.",
  goneForEveryone: "It will be gone for everyone. This cannot be undone.",
  delete: "Delete",
  deleting: "Deleting...",
  // How the report dialog names what is reported ("Report comment").
  comment: "comment",
});

type Dialog = "delete" | "report" | "block" | null;

/** The comment menu itself and its dialogs, loaded on demand by CommentMenu. */
export function CommentMenuDropdown({ comment, moderates, defaultOpen }: { comment: Comment; moderates: boolean; defaultOpen?: boolean }) {
  const t = useStore(messages);
  const me = useCurrentUser();
  const own = comment.authorId === me.id;
  // Null when the comment's author is the post's anonymous author: it can be reported, not its author blocked.
  const author = comment.author;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteComment(comment);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  const mayDelete = own || moderates;
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <CommentMenuTrigger authorName={author ? displayName(author) : anonymousName()} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          {!own && (
            <>
              <DropdownMenuItem onSelect={() => setDialog("report")}>
                <Flag aria-hidden="true" />
                {t.reportComment}
              </DropdownMenuItem>
              {author && (
                <DropdownMenuItem variant="destructive" onSelect={() => setDialog("block")}>
                  <UserRoundX aria-hidden="true" />
                  {t.block({ name: firstNameOf(author) })}
                </DropdownMenuItem>
              )}
            </>
          )}
          {mayDelete && <DeleteMenuItem own={own} label={t.deleteComment} onSelect={() => setDialog("delete")} />}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteReportBlockDialogs
        open={dialog}
        setOpen={setOpen}
        own={own}
        remove={mayDelete ? remove : null}
        deleteWords={{ title: t.deleteTitle, description: own ? t.cannotBeUndone : t.goneForEveryone, confirm: t.delete, pending: t.deleting }}
        reportSubject={{ type: "comment", id: comment.id, name: t.comment }}
        author={author}
      />
    </>
  );
}
