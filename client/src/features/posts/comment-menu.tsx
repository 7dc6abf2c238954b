import { displayName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { CommentMenuTrigger } from "./comment-menu-trigger";

const CommentMenuDropdown = retryableLazy(() => import("./comment-menu-dropdown").then((m) => m.CommentMenuDropdown));

/**
 * The "..." on a comment: its author, or whoever moderates where the post is (an admin of its
 * group, a leader of its church), deletes it;
 * anyone else reports it or blocks its author.
 */
export function CommentMenu({ comment, moderates }: { comment: Comment; moderates: boolean }) {
  return (
    <LazyMenu
      standIn={(props) => <CommentMenuTrigger authorName={displayName(comment.author)} {...props} />}
      menu={(defaultOpen) => <CommentMenuDropdown comment={comment} moderates={moderates} defaultOpen={defaultOpen} />}
    />
  );
}
