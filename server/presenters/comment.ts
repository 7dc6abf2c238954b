import type { Comment } from "../../contract/posts";
import type { CommentWithAuthor } from "../db/schema";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentComment({ comment, author }: CommentWithAuthor): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    // No author: its writer is not to be named to this viewer, not even by id.
    authorId: author ? comment.authorId : null,
    author: author ? presentPublicUser(author) : null,
    content: comment.content,
    createdAt: isoTime(comment.createdAt),
    moderation: comment.moderation,
  };
}
