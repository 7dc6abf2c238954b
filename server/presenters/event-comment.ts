import type { EventComment } from "../../contract/events";
import type { EventCommentEntry } from "../services/events/event-comments";
import { isoTime } from "./post";
import { presentPublicUser } from "./user";

export const presentEventComment = ({ comment, author, canDelete }: EventCommentEntry): EventComment => ({
  id: comment.id,
  eventId: comment.eventId,
  author: presentPublicUser(author),
  content: comment.content,
  verses: comment.verses ?? [],
  createdAt: isoTime(comment.createdAt),
  moderation: comment.moderation,
  canDelete,
});
