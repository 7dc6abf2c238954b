import type { Mention } from "@contract/mentions";

/** An "@" being typed before the caret: where the "@" is, where the caret is, and the name's start typed after it. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

// A name's start: a letter, then letters (and the marks, apostrophes, dots and hyphens names
// hold), up to two words, so "@Ada L" still narrows to Ada Lovelace.
const NAME_START = /^\p{L}[\p{L}\p{M}'’.-]*(?: \p{L}[\p{L}\p{M}'’.-]*)?$/u;
// What may come just before the "@": the text's start, a space, or an opening bracket or quote
// ("me@example.org" is an address, not a mention).
const BEFORE = /[\s([{"'“‘]/u;

/** The mention being typed where the caret is, if any: "@" and at least one letter. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const start = text.lastIndexOf("@", caret - 1);
  if (start < 0 || (start > 0 && !BEFORE.test(text[start - 1]!))) return null;
  const query = text.slice(start + 1, caret);
  return NAME_START.test(query) ? { start, end: caret, query } : null;
}

/** The ids of the people picked whose "@Name" the text still holds: what the server is told the words mention. */
export const mentionIdsIn = (text: string, mentions: readonly Mention[]): number[] => [
  ...new Set(mentions.filter((m) => m.name !== "" && text.includes(`@${m.name}`)).map((m) => m.id)),
];
