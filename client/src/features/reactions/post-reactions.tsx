import type { Post } from "@contract/posts";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";
import { useDeferredLoad, usePressHandlers } from "@/lib/use-deferred-load";
import { ReactionChips } from "./reaction-chips";
import { totalOf } from "./reaction-counts";
import { ReactionPickerTrigger } from "./reaction-picker-trigger";

// What reacting needs (the writes, the menu, who reacted) loads once the feed has painted: the
// first screen carries only the counts and the "React" button that stands in until then.
const PostReactionControls = retryableLazy(() => import("./post-reaction-controls").then((m) => m.PostReactionControls));

/**
 * A post's reactions on its card: the counts (mine marked), "React" to choose among the four,
 * and for its author "See who reacted". Someone who may not join in here (a visitor to a
 * group) sees only the counts.
 */
export function PostReactions({ post, canReact }: { post: Post; canReact: boolean }) {
  const { load, requested, request } = useDeferredLoad();
  const press = usePressHandlers(request);
  if (!canReact && totalOf(post.reactions) === 0) return null;
  const atRest = (
    <>
      <ReactionChips reactions={post.reactions} myReaction={post.myReaction} />
      {canReact && <ReactionPickerTrigger aria-expanded={false} {...press} />}
    </>
  );
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-4 pb-3 sm:px-5">
      {canReact && load ? (
        <DeferredPart standIn={atRest}>
          <PostReactionControls post={post} openMenu={requested} />
        </DeferredPart>
      ) : (
        atRest
      )}
    </div>
  );
}
