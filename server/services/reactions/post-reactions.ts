import type { ReactionKind, ReactionResult } from "../../../contract/reactions";
import type { Context } from "../../core/context";
import { type ViewerAndPost, mayJoinIn, postToJoinIn } from "../../policies/post";
import { moveReaction } from "./reaction-moves";

/**
 * Gives or takes back the viewer's reaction to a post (moveReaction), where they may join in
 * as they may pray. Nobody is sent a notice: a reaction is too slight for one. The viewer's
 * other tabs and the post's author (while they still see it) are shown the new counts, which
 * are kept with the post and so in its stored card.
 */
export async function reactToPost(
  { db, tell }: Context,
  { viewerId, postId }: ViewerAndPost,
  kind: ReactionKind | null,
): Promise<ReactionResult> {
  const { target, reactions, myReaction } = await moveReaction(db, {
    on: "post",
    id: postId,
    viewerId,
    kind,
    target: postToJoinIn({ viewerId, postId }),
  });
  mayJoinIn(target);
  tell.changed([viewerId], { kind: "post", postId, reactions, myReaction });
  const author = target.author_told;
  if (author !== null && author !== viewerId) tell.changed([author], { kind: "post", postId, reactions });
  return { reactions, myReaction };
}
