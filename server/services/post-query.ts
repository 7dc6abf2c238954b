import { type SQL, sql } from "drizzle-orm";
import { type Db, type UserColumns, queryRows } from "../db/client";

export type PostDetailsRow = UserColumns & {
  id: number;
  author_id: number;
  content: string;
  type: "text" | "image" | "video" | "prayer";
  image_url: string | null;
  video_url: string | null;
  created_at: Date | string;
  prayer_count: number;
  comment_count: number;
  prayed_by_me: boolean;
  group_id: number | null;
};

/**
 * Skeleton -> hydrate in one round trip: `candidates` selects the ids in order (from an
 * index), and this statement joins each post with its author, its counters and whether the
 * viewer prayed. Whatever the page size, it is one statement.
 */
export function hydratePosts(db: Db, viewerId: number, candidates: SQL): Promise<PostDetailsRow[]> {
  return queryRows<PostDetailsRow>(db, postsStatement(viewerId, candidates));
}

/** The statement itself, for benchmarks that run it straight on the database. */
export function postsStatement(viewerId: number, candidates: SQL): SQL {
  return sql`
    with candidates as (${candidates})
    select p.id, p.author_id, p.group_id, p.content, p.type, p.image_url, p.video_url, p.created_at,
           p.prayer_count, p.comment_count,
           u.first_name, u.last_name, u.profile_image_url, u.banner_image_url,
           u.church_affiliation, u.about_me, u.location,
           exists (
             select 1 from interactions i
             where i.post_id = p.id and i.user_id = ${viewerId} and i.type = 'prayer'
           ) as prayed_by_me
    from candidates c
    join posts p on p.id = c.id
    join users u on u.id = p.author_id
    order by p.id desc`;
}

/** The keyset cursor's condition on `column`, or nothing on the first page. */
export const below = (column: SQL, cursor?: number) => (cursor ? sql`and ${column} < ${cursor}` : sql``);

/** One author's newest posts outside groups, below the cursor (a profile's posts). */
export const newestPostsBy = (authorId: number, limit: number, cursor?: number): SQL => sql`
  select p.id from posts p
  where p.author_id = ${authorId} and p.group_id is null ${below(sql`p.id`, cursor)}
  order by p.id desc
  limit ${limit}`;

/** The newest posts of one group, below the cursor. */
export const newestGroupPosts = (groupId: number, limit: number, cursor?: number): SQL => sql`
  select p.id from posts p
  where p.group_id = ${groupId} ${below(sql`p.id`, cursor)}
  order by p.id desc
  limit ${limit}`;
