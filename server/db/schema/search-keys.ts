import { type SQL, sql } from "drizzle-orm";

// The keys search compares, one spelling each: the schema's stored columns are built from these
// (users.name_key and users.church_key, whose distinct values search_keys holds; groups.name_key;
// posts.search_words and comments.search_words), and every search query compares with them.
//
// `search_key(text)` (created by the migration that made these indexes) is lower(unaccent(text)),
// declared immutable so an index may hold it: "José" and "jose" have the same key.

/** A person's full name as searched: "José Thompson" -> "jose thompson". */
export const personNameKey = (firstName: SQL, lastName: SQL): SQL => sql`search_key(${firstName} || ' ' || ${lastName})`;

/** A church's name as searched. */
export const churchKey = (church: SQL): SQL => sql`search_key(${church})`;

/** A group's name as searched. */
export const groupNameKey = (name: SQL): SQL => sql`search_key(${name})`;

/**
 * A post's or comment's words, stemmed: "praying" and "prayed" both find "pray". English stems
 * for now; the text is unaccented first, so "oración" and "oracion" are one word.
 */
export const textVector = (content: SQL): SQL => sql`to_tsvector('english'::regconfig, search_key(${content}))`;

/** A member's search words as a full-text query over `textVector`: quotes, "or" and -word work as on the web. */
export const textQuery = (words: string | SQL): SQL => sql`websearch_to_tsquery('english'::regconfig, search_key(${words}))`;
