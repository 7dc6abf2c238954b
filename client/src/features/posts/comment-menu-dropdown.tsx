import { Flag, Trash2, UserRoundX } from "lucide-react";
import { useState } from "react";
import { displayName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { LazyBlockDialog, LazyReportDialog } from "@/components/safety/lazy-safety-dialogs";
import { firstNameOf } from "@/components/safety/safety-items";
import { ANONYMOUS_NAME } from "@/lib/anonymity";
import { useCurrentUser } from "@/lib/use-auth";
import { CommentMenuTrigger } from "./comment-menu-trigger";
import { useDeleteComment } from "./use-post-mutations";

type Dialog = "delete" | "report" | "block" | null;

/** The comment menu itself and its dialogs, loaded on demand by CommentMenu. */
export function CommentMenuDropdown({ comment, groupAdmin, defaultOpen }: { comment: Comment; groupAdmin: boolean; defaultOpen?: boolean }) {
  const me = useCurrentUser();
  const own = comment.authorId === me.id;
  // Null when the comment's author is the post's anonymous author: it can be reported, not its author blocked.
  const author = comment.author;
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteComment(comment);
  const setOpen = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);
  const mayDelete = own || groupAdmin;
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <CommentMenuTrigger authorName={author ? displayName(author) : ANONYMOUS_NAME} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-[12rem]">
          {!own && (
            <>
              <DropdownMenuItem onSelect={() => setDialog("report")}>
                <Flag aria-hidden="true" />
                Report comment
              </DropdownMenuItem>
              {author && (
                <DropdownMenuItem variant="destructive" onSelect={() => setDialog("block")}>
                  <UserRoundX aria-hidden="true" />
                  Block {firstNameOf(author)}
                </DropdownMenuItem>
              )}
            </>
          )}
          {!own && mayDelete && <DropdownMenuSeparator />}
          {mayDelete && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
              <Trash2 aria-hidden="true" />
              Delete comment
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {mayDelete && (
        <ConfirmDialog
          title="Delete this comment?"
          description={own ? "This cannot be undone." : "It will be gone for everyone. This cannot be undone."}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={(done) => remove.mutate(undefined, { onSettled: done })}
          pending={remove.isPending}
          open={dialog === "delete"}
          setOpen={setOpen("delete")}
        />
      )}
      {!own && (
        <>
          <LazyReportDialog
            subject={{ type: "comment", id: comment.id, name: "comment" }}
            open={dialog === "report"}
            onOpenChange={setOpen("report")}
          />
          {author && <LazyBlockDialog person={author} open={dialog === "block"} onOpenChange={setOpen("block")} />}
        </>
      )}
    </>
  );
}
