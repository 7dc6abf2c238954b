import type { Post } from "../../contract/posts";
import type { PostDetailsRow } from "../services/post-query";
import { presentUserColumns } from "./user";

export const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentPost(row: PostDetailsRow): Post {
  return {
    id: row.id,
    authorId: row.author_id,
    author: presentUserColumns(row.author_id, row),
    content: row.content,
    type: row.type,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    createdAt: isoTime(row.created_at),
    prayerCount: row.prayer_count,
    commentCount: row.comment_count,
    prayedByMe: row.prayed_by_me,
    groupId: row.group_id,
  };
}
