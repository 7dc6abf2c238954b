import { and, asc, eq, sql } from "drizzle-orm";
import { displayName } from "../../contract/display-name";
import type { InteractResult, Interaction } from "../../contract/posts";
import type { Db } from "../db/client";
import { interactions, notifications, posts } from "../db/schema";
import type { EventBus } from "../realtime/event-bus";
import { publishNotice } from "../realtime/publish-notice";
import { notify } from "./notifications";
import { findUserById } from "./users";
import { findPostToJoinIn, findVisiblePost } from "./visibility";

/**
 * Praying is a toggle. The interaction row, the post's counter and the author's notification
 * change together in one transaction; un-praying also withdraws a notice not yet read.
 */
export async function togglePrayer(db: Db, events: EventBus, userId: number, postId: number): Promise<InteractResult> {
  const [post, actor] = await Promise.all([findPostToJoinIn(db, userId, postId), findUserById(db, userId)]);
  const mine = and(eq(interactions.postId, postId), eq(interactions.userId, userId), eq(interactions.type, "prayer"));

  const { result, notice } = await db.transaction(async (tx) => {
    const removed = await tx.delete(interactions).where(mine).returning({ postId: interactions.postId });
    if (removed.length) {
      const [updated] = await tx
        .update(posts)
        .set({ prayerCount: sql`${posts.prayerCount} - 1` })
        .where(eq(posts.id, postId))
        .returning({ prayerCount: posts.prayerCount });
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.postId, postId),
            eq(notifications.actorId, userId),
            eq(notifications.type, "post_prayer"),
            eq(notifications.isRead, false),
          ),
        );
      return { result: { prayed: false, prayerCount: updated!.prayerCount }, notice: null };
    }

    const added = await tx
      .insert(interactions)
      .values({ postId, userId, type: "prayer" })
      .onConflictDoNothing()
      .returning({ postId: interactions.postId });
    if (!added.length) {
      // A simultaneous toggle by the same person got there first.
      const [current] = await tx.select({ prayerCount: posts.prayerCount }).from(posts).where(eq(posts.id, postId));
      return { result: { prayed: true, prayerCount: current!.prayerCount }, notice: null };
    }
    const [updated] = await tx
      .update(posts)
      .set({ prayerCount: sql`${posts.prayerCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ prayerCount: posts.prayerCount });
    const notice = await notify(tx, {
      userId: post.authorId,
      actorId: userId,
      type: "post_prayer",
      title: post.type === "prayer" ? "Someone is praying for you" : "New prayer",
      message:
        post.type === "prayer"
          ? `${displayName(actor)} is praying for your prayer request.`
          : `${displayName(actor)} prayed for your post.`,
      postId,
    });
    return { result: { prayed: true, prayerCount: updated!.prayerCount }, notice };
  });
  publishNotice(db, events, notice);
  return result;
}

export async function listInteractions(db: Db, viewerId: number, postId: number): Promise<Interaction[]> {
  await findVisiblePost(db, viewerId, postId);
  const rows = await db
    .select({ userId: interactions.userId })
    .from(interactions)
    .where(and(eq(interactions.postId, postId), eq(interactions.type, "prayer")))
    .orderBy(asc(interactions.createdAt));
  return rows.map((r) => ({ type: "prayer", userId: r.userId }));
}
