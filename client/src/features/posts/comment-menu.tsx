import { displayName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { CommentMenuTrigger } from "./comment-menu-trigger";

const CommentMenuDropdown = retryableLazy(() => import("./comment-menu-dropdown").then((m) => m.CommentMenuDropdown));

/**
 * The "..." on a comment: its author, or an admin of the group the post is in, deletes it;
 * anyone else reports it or blocks its author.
 */
export function CommentMenu({ comment, groupAdmin }: { comment: Comment; groupAdmin: boolean }) {
  return (
    <LazyMenu
      standIn={(props) => <CommentMenuTrigger authorName={displayName(comment.author)} {...props} />}
      menu={(defaultOpen) => <CommentMenuDropdown comment={comment} groupAdmin={groupAdmin} defaultOpen={defaultOpen} />}
    />
  );
}
