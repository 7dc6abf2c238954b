import type { ReactionKind, ReactionResult } from "../../../contract/reactions";
import type { Context } from "../../core/context";
import type { ViewerAndComment } from "../../policies/comment";
import { commentToJoinIn, mayReactToComment } from "../../policies/reaction";
import { moveReaction } from "./reaction-moves";

/**
 * Gives or takes back the viewer's reaction to a comment (moveReaction), where they may join
 * in on its post. No notice; the viewer's other tabs and the comment's author (while they
 * still see its post) are shown the new counts.
 */
export async function reactToComment(
  { db, tell }: Context,
  { viewerId, commentId }: ViewerAndComment,
  kind: ReactionKind | null,
): Promise<ReactionResult> {
  const { target, reactions, myReaction } = await moveReaction(db, {
    on: "comment",
    id: commentId,
    viewerId,
    kind,
    target: commentToJoinIn({ viewerId, commentId }),
  });
  mayReactToComment(target);
  const postId = target.post_id!;
  tell.changed([viewerId], { kind: "post", postId, commentReactions: { commentId, reactions, myReaction } });
  const author = target.author_told;
  if (author !== null && author !== viewerId) tell.changed([author], { kind: "post", postId, commentReactions: { commentId, reactions } });
  return { reactions, myReaction };
}
