import type { Mention } from "@contract/mentions";
import type { MentionQuery } from "./mention-text";

/** The text with the typed "@…" turned into "@Name " (no second space before one already there), and where the caret goes. */
export function insertMention(text: string, at: MentionQuery, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  const after = text.slice(at.end);
  return { text: text.slice(0, at.start) + inserted + (after.startsWith(" ") ? after.slice(1) : after), caret: at.start + inserted.length };
}

/** The people picked so far, with one more (once). */
export const withMention = (mentions: readonly Mention[], mention: Mention): Mention[] =>
  mentions.some((m) => m.id === mention.id) ? [...mentions] : [...mentions, mention];
