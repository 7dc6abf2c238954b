import { sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { PRAYER_CHECK_IN_DAYS } from "../../../contract/prayer";
import { queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { findOwnPrayerRequest } from "../../policies/prayer";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { notFound } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import { excerpt, notify } from "../notifications/notifications";
import type { PostDetailsRow } from "../posts/post-fields";
import { ownPost } from "./prayer-answers";

const checkInWords = mailMessages("notices/prayer-check-in", {
  title: "Still need prayer?",
  message: params('Your prayer request "{excerpt}" has had no news for {days} days. Keep it open, close it, or mark it answered.'),
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests asked about per transaction. */
const BATCH = 100;

/**
 * Asks the authors of open prayer requests with no news for PRAYER_CHECK_IN_DAYS (by the app's
 * clock) whether they still need prayer, once per quiet spell: each request is claimed by one
 * statement that marks it asked, so processes running this at once never ask twice. Returns
 * how many were asked.
 */
export async function askCheckIns({ db, tell, now }: Context): Promise<number> {
  let asked = 0;
  for (;;) {
    const at = now();
    const cutoff = new Date(at - PRAYER_CHECK_IN_DAYS * DAY_MS).toISOString();
    const notices = await db.transaction(async (tx) => {
      const claimed = await queryRows<{ id: number; author_id: number; content: string }>(
        tx,
        sql`update posts set check_in_asked_at = ${new Date(at).toISOString()}
          where id in (
            select id from posts
            where type = 'prayer' and answered_at is null and closed_at is null and renewed_at < ${cutoff}
              and (check_in_asked_at is null or check_in_asked_at < renewed_at)
            order by renewed_at
            limit ${BATCH}
            for update skip locked)
          and (check_in_asked_at is null or check_in_asked_at < renewed_at)
          returning id, author_id, content`,
      );
      const stored: (NotificationRow | null)[] = [];
      for (const post of claimed) {
        stored.push(
          await notify(tx, {
            userId: post.author_id,
            actorId: null,
            type: "prayer_check",
            title: (language) => checkInWords(language).title,
            message: (language) => checkInWords(language).message({ excerpt: excerpt(post.content), days: PRAYER_CHECK_IN_DAYS }),
            postId: post.id,
          }),
        );
      }
      return { claimed, stored };
    });
    for (const notice of notices.stored) tell.notice(notice);
    for (const post of notices.claimed) tell.changed([post.author_id], { kind: "post", postId: post.id, checkIn: true });
    asked += notices.claimed.length;
    if (notices.claimed.length < BATCH) return asked;
  }
}

export function startCheckIns(context: Context, everyMs: number): BackgroundTask {
  const { log } = context;
  return startBackgroundTask(
    async () => {
      await askCheckIns(context);
    },
    { name: "prayer_check_ins", everyMs, firstAfterMs: Math.min(everyMs, 60_000), log, failure: "prayer check-ins failed; will retry" },
  );
}

/**
 * The author answers "Still need prayer?" (or closes the request at any time): "keep" keeps
 * it open (and reopens a closed one), asked again after another quiet spell; "close" takes it
 * out of the feeds and "Pray now", still on its author's profile.
 */
export async function answerCheckIn(
  { db, tell, now }: Context,
  { viewerId, postId }: { viewerId: number; postId: number },
  action: "keep" | "close",
): Promise<PostDetailsRow> {
  await findOwnPrayerRequest(
    db,
    { viewerId, postId },
    {
      notAuthor: "Only the author can answer for this prayer request",
      notPrayer: "Only a prayer request is kept open or closed",
    },
  );
  const at = new Date(now()).toISOString();
  const set = action === "keep" ? sql`renewed_at = ${at}, closed_at = null` : sql`closed_at = coalesce(closed_at, ${at})`;
  const [row] = await queryRows<{ closed_at: Date | null }>(db, sql`update posts set ${set} where id = ${postId}::integer returning closed_at`);
  if (!row) throw notFound("Post not found");
  const closedAt = row.closed_at === null ? null : new Date(row.closed_at).toISOString();
  tell.changed([viewerId], { kind: "post", postId, closedAt, checkIn: false });
  return ownPost(db, viewerId, postId);
}
