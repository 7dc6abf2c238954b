import type { Post } from "../../contract/posts";
import type { PostDetailsRow } from "../services/post-query";

export const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentPost(row: PostDetailsRow): Post {
  return {
    id: row.id,
    authorId: row.author_id,
    author: {
      id: row.author_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      bannerImageUrl: row.banner_image_url,
      churchAffiliation: row.church_affiliation,
      aboutMe: row.about_me,
      location: row.location,
    },
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
