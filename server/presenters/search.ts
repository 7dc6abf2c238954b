import type { PersonResult, PostResult } from "../../contract/search";
import type { PersonFound } from "../services/search/people";
import type { PostFound } from "../services/search/posts";
import { presentPost } from "./post";
import { presentUserColumns } from "./user";

export function presentPersonResult(row: PersonFound): PersonResult {
  return { ...presentUserColumns(row.id, row), matchedChurch: row.matched_church };
}

export function presentPostResult({ post, comment }: PostFound): PostResult {
  return { post: presentPost(post), comment };
}
