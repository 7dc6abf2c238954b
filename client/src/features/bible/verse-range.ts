/** The verses an address marks (?v=16 or ?v=16-18), first to last. */
export interface VerseRange {
  first: number;
  last: number;
}

/** The range `?v=` names, or null for none (or anything that is not a verse or a range of them). */
export function verseRange(value: string | null): VerseRange | null {
  const match = value?.match(/^(\d{1,3})(?:-(\d{1,3}))?$/);
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  return first >= 1 && last >= first ? { first, last } : null;
}
