import { sql } from "drizzle-orm";
import type { VerseRef } from "../../../contract/verse-refs";
import { findReferences } from "./references";

// Every reference names a chapter: words with no digit hold none, and cost nothing to write.
const DIGIT = /\d/;

/** The Bible references in what a member writes, to store with the words. */
export const versesIn = (words: string | null | undefined): VerseRef[] => (words && DIGIT.test(words) ? findReferences(words) : []);

/** The same as a statement's jsonb value. */
export const versesParam = (verses: VerseRef[]) => sql`${JSON.stringify(verses)}::jsonb`;
