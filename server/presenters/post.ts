import type { Post } from "../../contract/posts";
import { type PostDetailsRow, postFields } from "../services/post-fields";
import { presentUserColumns } from "./user";

export const isoTime = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The row as the API's Post, field by field as postFields says (the feed's SQL writes the same JSON). */
export function presentPost(row: PostDetailsRow): Post {
  const post: Record<string, unknown> = {};
  for (const [field, source] of Object.entries(postFields)) {
    if (typeof source === "string") post[field] = row[source];
    else if ("instant" in source) post[field] = isoTime(row[source.instant]);
    else post[field] = presentUserColumns(row[source.person], row);
  }
  return post as Post;
}
