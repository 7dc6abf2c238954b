import { asc, eq, sql } from "drizzle-orm";
import { PRAY_AGAIN_AFTER_HOURS } from "../../../contract/prayer";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { prayerUpdates } from "../../db/schema";
import { postVisibleTo } from "../../policies/post";
import { prayNowCandidates } from "../../policies/prayer";
import type { PostDetailsRow } from "../posts/post-fields";
import { hydratePosts, onePost } from "../posts/post-query";
import type { PrayerUpdateRow } from "./prayer-updates";

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Pray now": the next open request for the member to pray for, from their home feed and
 * their groups, leaving out their own, the ones they said "Amen" to within
 * PRAY_AGAIN_AFTER_HOURS and the ones passed over in this walk (`skip`). The least prayed for
 * come first, then the freshest news, then the newest; with its updates (oldest first).
 */
export async function nextToPrayFor(
  db: Db,
  now: Clock,
  { viewerId, skip = [] }: { viewerId: number; skip?: number[] },
): Promise<{ post: PostDetailsRow | null; updates: PrayerUpdateRow[] }> {
  const since = new Date(now() - PRAY_AGAIN_AFTER_HOURS * HOUR_MS).toISOString();
  const [next] = await queryRows<{ id: number }>(
    db,
    sql`select posts.id from posts
      where posts.id in (${prayNowCandidates(viewerId)})
        and posts.id <> all (${sql.param(skip)}::int[])
        and not exists (
          select 1 from prayer_list l
          where l.user_id = ${viewerId}::integer and l.post_id = posts.id and l.last_prayed_at > ${since})
        and ${postVisibleTo(viewerId)}
      order by posts.prayer_count asc, posts.renewed_at desc, posts.id desc
      limit 1`,
  );
  if (!next) return { post: null, updates: [] };
  const [post] = await hydratePosts(db, viewerId, onePost(next.id));
  const updates = await db.select().from(prayerUpdates).where(eq(prayerUpdates.postId, next.id)).orderBy(asc(prayerUpdates.id));
  return { post: post ?? null, updates };
}
