import { displayName } from "@contract/display-name";
import type { Comment } from "@contract/posts";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { CommentMenuTrigger } from "./comment-menu-trigger";

const CommentMenuDropdown = retryableLazy(() => import("./comment-menu-dropdown").then((m) => m.CommentMenuDropdown));

/**
 * The "..." on a comment: its author, or an admin of the group the post is in, deletes it;
 * anyone else reports it or blocks its author.
 */
export function CommentMenu({ comment, groupAdmin }: { comment: Comment; groupAdmin: boolean }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const standIn = <CommentMenuTrigger authorName={displayName(comment.author)} aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <CommentMenuDropdown comment={comment} groupAdmin={groupAdmin} defaultOpen={requested} />
    </DeferredPart>
  );
}
