import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { RecordSet } from "./export-records";

type PostReactionRow = { post_id: number; kind: string; created_at: Date | string };
type CommentReactionRow = { comment_id: number; post_id: number; kind: string; created_at: Date | string };

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The reactions the member gave, to posts and to comments, by the id of what they answer
 * (ids only, as for the posts they prayed for: what others wrote is theirs, not the member's).
 */
export function reactionRecords(db: Db, userId: number) {
  const onPosts: RecordSet<PostReactionRow> = {
    read: (after, size) =>
      queryRows<PostReactionRow>(
        db,
        sql`select r.post_id, r.kind, r.created_at from interactions r
          where r.user_id = ${userId}::int and r.type = 'reaction' and r.post_id > ${after?.post_id ?? 0}::int
          order by r.post_id limit ${size}`,
      ),
    shape: (r) => ({ postId: r.post_id, kind: r.kind, reactedAt: iso(r.created_at) }),
  };
  const onComments: RecordSet<CommentReactionRow> = {
    read: (after, size) =>
      queryRows<CommentReactionRow>(
        db,
        sql`select r.comment_id, c.post_id, r.kind, r.created_at from comment_reactions r join comments c on c.id = r.comment_id
          where r.user_id = ${userId}::int and r.comment_id > ${after?.comment_id ?? 0}::int
          order by r.comment_id limit ${size}`,
      ),
    shape: (r) => ({ commentId: r.comment_id, postId: r.post_id, kind: r.kind, reactedAt: iso(r.created_at) }),
  };
  return { onPosts, onComments };
}
