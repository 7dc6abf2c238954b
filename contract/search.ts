import { z } from "zod";
import { ChurchSummary } from "./churches";
import { Occurrence } from "./events";
import { Group } from "./groups";
import { Post } from "./posts";
import { oneLine } from "./text";
import { PublicUser } from "./users";

import { MAX_SEARCH_LENGTH, SEARCH_PAGE_SIZE } from "./limits";

// The limits live with the other zod-free constants, so the client's search box reads them
// without loading the schemas; the page size stays importable from here too.
export { SEARCH_PAGE_SIZE } from "./limits";

const SEARCH_TYPES = ["people", "groups", "posts", "churches", "events"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Posts come best match first, or newest first. */
export const SEARCH_SORTS = ["best", "newest"] as const;

/**
 * GET /api/search?q=&type=&sort=&cursor=&limit=: one page of one kind of result. `cursor` is
 * the opaque `nextCursor` of the page before (keyset, never an offset).
 */
export const SearchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? "Type something to search for" : "Search text must be text") })
    .trim()
    .check(...oneLine("Search text"))
    .min(1, "Type something to search for")
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`),
  type: z.enum(SEARCH_TYPES, { error: "type must be people, groups, posts, churches or events" }).default("people"),
  sort: z.enum(SEARCH_SORTS, { error: "sort must be best or newest" }).default("best"),
  cursor: z
    .string({ error: "Invalid cursor" })
    .max(200, "Invalid cursor")
    .regex(/^[A-Za-z0-9_-]+$/, "Invalid cursor")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SEARCH_PAGE_SIZE, `limit must be at most ${SEARCH_PAGE_SIZE}`)
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A person found, and whether it was by their church (then the church is what matched). */
export const PersonResult = PublicUser.extend({ matchedChurch: z.boolean() });
/** A post found: the post as the feed shows it, and the comment that matched, if one did. */
export const PostResult = z.object({
  post: Post,
  comment: z.object({ id: z.number(), content: z.string() }).nullable(),
});

const PeopleResults = z.object({ type: z.literal("people"), items: z.array(PersonResult), nextCursor: z.string().nullable() });
const GroupResults = z.object({ type: z.literal("groups"), items: z.array(Group), nextCursor: z.string().nullable() });
const PostResults = z.object({ type: z.literal("posts"), items: z.array(PostResult), nextCursor: z.string().nullable() });
const ChurchResults = z.object({ type: z.literal("churches"), items: z.array(ChurchSummary), nextCursor: z.string().nullable() });
/** An event found: its next occurrence (events all of whose occurrences have passed are not found). */
const EventResults = z.object({ type: z.literal("events"), items: z.array(Occurrence), nextCursor: z.string().nullable() });
export const SearchResults = z.discriminatedUnion("type", [PeopleResults, GroupResults, PostResults, ChurchResults, EventResults]);
export type PersonResult = z.infer<typeof PersonResult>;
export type PostResult = z.infer<typeof PostResult>;
export type SearchResults = z.infer<typeof SearchResults>;
