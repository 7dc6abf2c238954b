import type { Comment } from "../../contract/posts";
import type { CommentWithAuthor } from "../db/schema";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentComment({ comment, author, myReaction }: CommentWithAuthor): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    // No author: its writer is not to be named to this viewer, not even by id.
    authorId: author ? comment.authorId : null,
    author: author ? presentPublicUser(author) : null,
    content: comment.content,
    verses: comment.verses ?? [],
    createdAt: isoTime(comment.createdAt),
    moderation: comment.moderation,
    parentId: comment.parentId,
    reactions: comment.reactions,
    myReaction: myReaction ?? null,
    mentions: comment.mentions,
  };
}
