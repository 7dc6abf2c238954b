import { sql } from "drizzle-orm";
import type { ReactionCounts, ReactionKind, ReactionResult } from "../../../contract/reactions";
import type { Context } from "../../core/context";
import { queryRows } from "../../db/client";
import type { ViewerAndComment } from "../../policies/comment";
import { commentToJoinIn, mayReactToComment } from "../../policies/reaction";
import { countsMoved } from "./reaction-counts";
import { reactionMoves, reactionNow } from "./reaction-moves";

/**
 * Gives or takes back the viewer's reaction to a comment, as reactToPost does for a post:
 * one statement reads the comment and whether the viewer may join in on its post, then moves
 * the row and the comment's counts together. No notice; the viewer's other tabs and the
 * comment's author (while they still see its post) are shown the new counts.
 */
export async function reactToComment(
  { db, tell }: Context,
  { viewerId, commentId }: ViewerAndComment,
  kind: ReactionKind | null,
): Promise<ReactionResult> {
  const allowed = sql`exists (select 1 from target where may_join)`;
  const { removed, added, moves } = reactionMoves({ on: "comment", id: commentId, viewerId, kind, allowed });
  const [row] = await queryRows<{
    visible: boolean | null;
    may_join: boolean | null;
    post_id: number | null;
    reactions: ReactionCounts | null;
    added: ReactionKind | null;
    author_told: number | null;
  }>(
    db,
    sql`with target as (
        ${commentToJoinIn({ viewerId, commentId })}
      ), removed as (
        ${removed}
      ), added as (
        ${added}
      ), counted as (
        update comments set reactions = ${countsMoved(sql`comments.reactions`, moves)}
        where id = ${commentId}::integer and ${allowed} returning reactions
      )
      select target.visible, target.may_join, target.post_id, (select reactions from counted) as reactions,
        (select kind from added) as added, case when target.author_sees then target.author_id end as author_told
      from (select) one left join target on true`,
  );
  mayReactToComment(row!);
  const postId = row!.post_id!;
  const reactions = row!.reactions ?? {};
  const myReaction = kind === null ? null : (row!.added ?? (await reactionNow(db, { on: "comment", id: commentId, viewerId })));
  tell.changed([viewerId], { kind: "post", postId, commentReactions: { commentId, reactions, myReaction } });
  const author = row!.author_told;
  if (author !== null && author !== viewerId) tell.changed([author], { kind: "post", postId, commentReactions: { commentId, reactions } });
  return { reactions, myReaction };
}
