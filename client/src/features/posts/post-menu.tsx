import type { Post } from "@contract/posts";
import { LazyMenu } from "@/components/lazy-menu";
import { retryableLazy } from "@/lib/retryable-lazy";
import { PostMenuTrigger } from "./post-menu-trigger";

// The menu and its dialogs are not needed to paint a feed: they load after it.
const PostMenuDropdown = retryableLazy(() => import("./post-menu-dropdown").then((m) => m.PostMenuDropdown));

/**
 * The "..." on a post: the author deletes it (after a confirmation); anyone else reports it,
 * or mutes or blocks its author, and whoever moderates where it was posted (an admin of its
 * group, a leader of its church) may delete it too.
 */
export function PostMenu({ post, onDeleted, moderates = false }: { post: Post; onDeleted?: () => void; moderates?: boolean }) {
  return (
    <LazyMenu
      standIn={(props) => <PostMenuTrigger {...props} />}
      menu={(defaultOpen) => <PostMenuDropdown post={post} onDeleted={onDeleted} moderates={moderates} defaultOpen={defaultOpen} />}
    />
  );
}
