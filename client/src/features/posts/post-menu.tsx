import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { PostMenuTrigger } from "./post-menu-trigger";

// The menu and its confirmation dialog are not needed to paint a feed: they load after it.
const PostMenuDropdown = retryableLazy(() => import("./post-menu-dropdown").then((m) => m.PostMenuDropdown));

/** The author's menu on their own post (no one else gets one): delete, after a confirmation. */
export function PostMenu({ postId, onDeleted }: { postId: number; onDeleted?: () => void }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  const standIn = <PostMenuTrigger aria-expanded={false} {...press} />;
  if (!load) return standIn;
  return (
    <DeferredPart standIn={standIn}>
      <PostMenuDropdown postId={postId} onDeleted={onDeleted} defaultOpen={requested} />
    </DeferredPart>
  );
}
