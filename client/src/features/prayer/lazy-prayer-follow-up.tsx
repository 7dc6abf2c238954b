import type { Post } from "@contract/posts";
import { DeferredPart } from "@/components/deferred-part";
import { retryableLazy } from "@/lib/retryable-lazy";

// Most cards have nothing to follow them, so the code for what does loads only for those that do.
const PrayerFollowUp = retryableLazy(() => import("./prayer-follow-up").then((m) => m.PrayerFollowUp));

/** The answered note, the updates and the check-in of a prayer request, when it has any. */
export function LazyPrayerFollowUp({ post, mine }: { post: Post; mine: boolean }) {
  const any = post.answeredAt !== null || post.updateCount > 0 || (mine && post.checkIn);
  if (post.type !== "prayer" || !any) return null;
  return (
    <DeferredPart standIn={null}>
      <PrayerFollowUp post={post} mine={mine} />
    </DeferredPart>
  );
}
