import type { ReactNode } from "react";

/** Lower case without accents, as the server compares ("José" finds "jose"). */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// Words are letters and digits; the rest (spaces, punctuation) is kept as it is between them.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The beginnings that mark a word as matched. The server matches word stems ("praying" finds
 * "prayed"), so a long query word counts from its first letters on, not to its end.
 */
function stemsOf(query: string): string[] {
  return [...fold(query).matchAll(WORD)]
    .map(([word]) => (word.length > 4 ? word.slice(0, Math.max(4, word.length - 3)) : word))
    .filter((stem) => stem.length >= 2);
}

/** `text` with the words `query` matched in <mark>, for a search result. */
export function Highlighted({ text, query }: { text: string; query: string }): ReactNode {
  const stems = stemsOf(query);
  if (stems.length === 0) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = fold(match[0]);
    if (!stems.some((stem) => word.startsWith(stem))) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground">
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}
