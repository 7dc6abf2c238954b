import { customType, jsonb, timestamp } from "drizzle-orm/pg-core";
import type { VerseRef } from "../../../contract/verse-refs";
import type { Mention } from "../../../contract/mentions";
import type { ReactionCounts } from "../../../contract/reactions";

/** A text's words as full-text search holds them; read back, if ever, as PostgreSQL prints them. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** When a row was written: every table that keeps it spells it the same way. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The Bible references in a row's words, found once when they are written (in the writer's
 * language) so that no read parses them again. Null only on a row written before references
 * were found, until the background pass looks at it.
 */
export const verses = () => jsonb("verses").$type<VerseRef[]>();

/** The people called into a row's words with "@" (contract/mentions.ts), checked when written. */
export const mentions = () => jsonb("mentions").$type<Mention[]>().notNull().default([]);

/** How many gave each reaction to a row, kept in step with its reactions in each write's transaction. */
export const reactionCounts = () => jsonb("reactions").$type<ReactionCounts>().notNull().default({});
