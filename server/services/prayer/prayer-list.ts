import type { VerseRef } from "../../../contract/verse-refs";
import { and, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { prayerList } from "../../db/schema";
import { postVisibleTo } from "../../policies/post";
import { notFound } from "../../core/errors";
import type { PostDetailsRow } from "../posts/post-fields";
import { hydratePosts, postColumns } from "../posts/post-query";
import type { PrayerUpdateRow } from "./prayer-updates";

export type PrayerListEntry = {
  post: PostDetailsRow;
  addedAt: Date | string;
  lastPrayedAt: Date | string | null;
  latestUpdate: PrayerUpdateRow | null;
};

type ListRow = {
  post_id: number;
  added_at: Date | string;
  last_prayed_at: Date | string | null;
  update_id: number | null;
  update_content: string | null;
  update_verses: VerseRef[] | null;
  update_at: Date | string | null;
};

/**
 * The member's prayer list: the requests on it they still see, the one with the latest news
 * first (its newest update, or else when it was added). A request they no longer see stays
 * on the list, unshown, and comes back if they see it again.
 */
export async function listPrayerList(db: Db, viewerId: number): Promise<PrayerListEntry[]> {
  const rows = await queryRows<ListRow>(
    db,
    sql`select l.post_id, l.added_at, l.last_prayed_at, pu.id as update_id, pu.content as update_content, pu.verses as update_verses,
        pu.created_at as update_at
      from prayer_list l
      join posts on posts.id = l.post_id
      left join lateral (
        select id, content, verses, created_at from prayer_updates where post_id = l.post_id order by id desc limit 1
      ) pu on true
      where l.user_id = ${viewerId}::integer and ${postVisibleTo(viewerId)}
      order by coalesce(pu.created_at, l.added_at) desc, l.post_id desc`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.post_id);
  const posts = await hydratePosts(db, viewerId, sql`select ${postColumns} from posts p where p.id = any (${sql.param(ids)}::int[])`);
  const byId = new Map(posts.map((post) => [post.id, post]));
  return rows.flatMap((row) => {
    const post = byId.get(row.post_id);
    if (!post) return [];
    return [
      {
        post,
        addedAt: row.added_at,
        lastPrayedAt: row.last_prayed_at,
        latestUpdate:
          row.update_id === null
            ? null
            : {
                id: row.update_id,
                postId: row.post_id,
                content: row.update_content!,
                verses: row.update_verses,
                createdAt: new Date(row.update_at!),
              },
      },
    ];
  });
}

/** Takes a request off the member's list; their prayer, and its count, stay. */
export async function removeFromPrayerList(db: Db, { viewerId, postId }: { viewerId: number; postId: number }): Promise<void> {
  const removed = await db
    .delete(prayerList)
    .where(and(eq(prayerList.userId, viewerId), eq(prayerList.postId, postId)))
    .returning({ postId: prayerList.postId });
  if (removed.length === 0) throw notFound("This request is not on your prayer list");
}
