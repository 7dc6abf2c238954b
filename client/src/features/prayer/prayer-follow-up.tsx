import type { Post } from "@contract/posts";
import { AnsweredNote } from "./answered-note";
import { CheckInBanner } from "./check-in-banner";
import { PrayerUpdates } from "./prayer-updates";

/**
 * What follows a prayer request once it was shared: how it was answered, the author's
 * updates, and (to the author, after a quiet month) "Still need prayer?".
 */
export function PrayerFollowUp({ post, mine }: { post: Post; mine: boolean }) {
  return (
    <>
      {post.answeredAt !== null && <AnsweredNote post={{ ...post, answeredAt: post.answeredAt }} />}
      <PrayerUpdates post={post} />
      {mine && post.checkIn && post.answeredAt === null && post.closedAt === null && <CheckInBanner post={post} />}
    </>
  );
}
