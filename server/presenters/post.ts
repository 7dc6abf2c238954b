import type { Post } from "../../contract/posts";
import { type PostDetailsRow, postFields } from "../services/posts/post-fields";
import { presentUserColumns } from "./user";

export const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoTimeOrNull = (value: Date | string | null) => (value === null ? null : isoTime(value));

/** The row as the API's Post, field by field as postFields says (the feed's SQL writes the same JSON). */
export function presentPost(row: PostDetailsRow): Post {
  const post: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(postFields)) {
    if (typeof source === "string") post[field] = row[source];
    else if ("instant" in source) post[field] = isoTimeOrNull(row[source.instant]);
    else {
      const id = row[source.person];
      post[field] = id === null ? null : presentUserColumns(id, row as Parameters<typeof presentUserColumns>[1]);
    }
  }
  return post as Post;
}
