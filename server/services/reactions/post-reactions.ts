import { sql } from "drizzle-orm";
import type { ReactionCounts, ReactionKind, ReactionResult } from "../../../contract/reactions";
import type { Context } from "../../core/context";
import { queryRows } from "../../db/client";
import { type ViewerAndPost, mayJoinIn, postToJoinIn } from "../../policies/post";
import { countsMoved } from "./reaction-counts";
import { reactionMoves, reactionNow } from "./reaction-moves";

/**
 * Gives the viewer's reaction to a post (`kind`: it takes the place of theirs, if any; the
 * same one again keeps it as it was), or takes it back (null), in one statement like a
 * prayer: it reads the post and whether the viewer may join in, and only then moves the row
 * and the post's counts (kept with the post, and so in its stored card) together. Nobody is
 * sent a notice: a reaction is too slight for one. The viewer's other tabs and the post's
 * author (while they still see it) are shown the new counts.
 */
export async function reactToPost(
  { db, tell }: Context,
  { viewerId, postId }: ViewerAndPost,
  kind: ReactionKind | null,
): Promise<ReactionResult> {
  const allowed = sql`exists (select 1 from target where may_join)`;
  const { removed, added, moves } = reactionMoves({ on: "post", id: postId, viewerId, kind, allowed });
  const [row] = await queryRows<{
    visible: boolean | null;
    may_join: boolean | null;
    reactions: ReactionCounts | null;
    added: ReactionKind | null;
    author_told: number | null;
  }>(
    db,
    sql`with target as (
        ${postToJoinIn({ viewerId, postId })}
      ), removed as (
        ${removed}
      ), added as (
        ${added}
      ), counted as (
        update posts set reactions = ${countsMoved(sql`posts.reactions`, moves)}
        where id = ${postId}::integer and ${allowed} returning reactions
      )
      select target.visible, target.may_join, (select reactions from counted) as reactions, (select kind from added) as added,
        case when target.author_sees then target.author_id end as author_told
      from (select) one left join target on true`,
  );
  mayJoinIn(row!);
  const reactions = row!.reactions ?? {};
  const myReaction = kind === null ? null : (row!.added ?? (await reactionNow(db, { on: "post", id: postId, viewerId })));
  tell.changed([viewerId], { kind: "post", postId, reactions, myReaction });
  const author = row!.author_told;
  if (author !== null && author !== viewerId) tell.changed([author], { kind: "post", postId, reactions });
  return { reactions, myReaction };
}
