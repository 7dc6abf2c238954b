import { versesIn } from "../bible/verses-written";
import { asc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { prayerUpdates } from "../../db/schema";
import { findVisiblePost } from "../../policies/post";
import { findOwnPrayerRequest } from "../../policies/prayer";
import { notFound } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import { sqlMessage } from "../notifications/notifications";
import { tellThoseWhoPrayed } from "./prayer-news";

const updateWords = mailMessages("notices/prayer-update", {
  title: "Prayer update",
  message: params("{name} shared an update on a prayer request you prayed for."),
});

export type PrayerUpdateRow = typeof prayerUpdates.$inferSelect;

/** A prayer request's updates, oldest first, for whoever sees it (a post of another type has none). */
export async function listPrayerUpdates(db: Db, { viewerId, postId }: { viewerId: number; postId: number }): Promise<PrayerUpdateRow[]> {
  await findVisiblePost(db, { viewerId, postId });
  return db.select().from(prayerUpdates).where(eq(prayerUpdates.postId, postId)).orderBy(asc(prayerUpdates.id));
}

/**
 * The author adds a dated update to their prayer request. In one transaction: the update, the
 * request's count of them, its renewal (the check-in's 30 days start again, and "Pray now"
 * counts it as fresh news), and a notice to everyone who prayed for it and still sees it.
 */
export async function addPrayerUpdate(
  { db, tell, now }: Context,
  { viewerId, postId }: { viewerId: number; postId: number },
  content: string,
): Promise<PrayerUpdateRow> {
  const post = await findOwnPrayerRequest(
    db,
    { viewerId, postId },
    {
      notAuthor: "Only the author can update this prayer request",
      notPrayer: "Only a prayer request has updates",
    },
  );
  const at = new Date(now()).toISOString();
  const verses = versesIn(content);
  const { update, updateCount, notices } = await db.transaction(async (tx) => {
    // The post's row is locked for the rest of the transaction: a deletion meanwhile waits,
    // or has happened and the post is not found.
    const [row] = await queryRows<{ update_count: number }>(
      tx,
      sql`update posts set update_count = update_count + 1, renewed_at = ${at} where id = ${postId}::integer returning update_count`,
    );
    if (!row) throw notFound("Post not found");
    const [update] = await tx
      .insert(prayerUpdates)
      .values({ postId, content, verses, createdAt: new Date(at) })
      .returning();
    const notices = await tellThoseWhoPrayed(tx, post, {
      type: "prayer_update",
      title: (language) => updateWords(language).title,
      message: (language, who) => sqlMessage(updateWords(language).message, { name: who }),
    });
    return { update: update!, updateCount: row.update_count, notices };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([viewerId, ...notices.map((n) => n.userId)], { kind: "post", postId, updateCount });
  return update;
}
