import type { Comment } from "../../contract/posts";
import type { CommentWithAuthor } from "../services/comments";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export function presentComment({ comment, author }: CommentWithAuthor): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    authorId: comment.authorId,
    author: presentPublicUser(author),
    content: comment.content,
    createdAt: isoTime(comment.createdAt),
    moderation: comment.moderation,
  };
}
