import { sql } from "drizzle-orm";
import type { ReactionCounts } from "../../../contract/reactions";
import { type Db, queryRows } from "../../db/client";
import { countsMoved } from "./reaction-counts";

/** Others' posts and comments whose counts a departing member's reactions were part of, as they now stand. */
export type ReactionsWithdrawn = {
  posts: { postId: number; authorId: number; reactions: ReactionCounts }[];
  comments: { commentId: number; postId: number; authorId: number; reactions: ReactionCounts }[];
};

/**
 * Takes a departing member's reactions out of the counts of others' posts and comments, in
 * the erasure's transaction (their own posts and comments go whole, reactions and all). The
 * rows would go with the member by cascade; deleted here, their counts move with them.
 */
export async function withdrawReactions(tx: Db, userId: number): Promise<ReactionsWithdrawn> {
  const posts = await queryRows<{ id: number; author_id: number; reactions: ReactionCounts }>(
    tx,
    sql`with gone as (delete from interactions where user_id = ${userId}::int and type = 'reaction' returning post_id, kind)
      update posts p set reactions = ${countsMoved(sql`p.reactions`, sql`select g.kind, -1 as n from gone g where g.post_id = p.id`)}
      from (select distinct post_id from gone) moved
      where p.id = moved.post_id and p.author_id <> ${userId}::int
      returning p.id, p.author_id, p.reactions`,
  );
  const comments = await queryRows<{ id: number; post_id: number; author_id: number; reactions: ReactionCounts }>(
    tx,
    sql`with gone as (delete from comment_reactions where user_id = ${userId}::int returning comment_id, kind)
      update comments c set reactions = ${countsMoved(sql`c.reactions`, sql`select g.kind, -1 as n from gone g where g.comment_id = c.id`)}
      from (select distinct comment_id from gone) moved
      where c.id = moved.comment_id and c.author_id <> ${userId}::int
      returning c.id, c.post_id, c.author_id, c.reactions`,
  );
  return {
    posts: posts.map((p) => ({ postId: p.id, authorId: p.author_id, reactions: p.reactions })),
    comments: comments.map((c) => ({ commentId: c.id, postId: c.post_id, authorId: c.author_id, reactions: c.reactions })),
  };
}
