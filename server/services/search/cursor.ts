import { invalid } from "../../core/errors";

/**
 * Where a page of results ends: the last result's score and id, for the next page to start
 * below (keyset, never an offset). Post results read in slices also carry which slice that was
 * (see posts.ts): the post ids in (lo, hi].
 * Sent as base64url JSON, tagged with the kind of results it belongs to so that a cursor of
 * another kind or sort is refused rather than misread.
 */
export type SearchCursor = { score: number; id: number; slice?: { lo: number; hi: number } };

const MAX_ID = 2_147_483_647;

function encodeCursor(tag: string, { score, id, slice }: SearchCursor): string {
  const value = slice ? [tag, score, id, slice.lo, slice.hi] : [tag, score, id];
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/**
 * The cursor, if it was one of ours for results of this `tag` (with a slice when `sliced`);
 * "Invalid cursor" otherwise.
 */
export function decodeCursor(tag: string, cursor: string | undefined, sliced = false): SearchCursor | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid("Invalid cursor");
  }
  if (!Array.isArray(value) || value.length !== (sliced ? 5 : 3)) throw invalid("Invalid cursor");
  const [seen, score, id, lo, hi] = value;
  const scoreOk = typeof score === "number" && Number.isFinite(score) && score >= 0 && score <= 1e6;
  if (seen !== tag || !scoreOk || !isId(id)) throw invalid("Invalid cursor");
  if (!sliced) return { score, id };
  const sliceOk = isId(hi) && Number.isSafeInteger(lo) && lo >= 0 && lo < hi;
  if (!sliceOk) throw invalid("Invalid cursor");
  return { score, id, slice: { lo, hi } };
}

/** A page of rows and the cursor after it: null when the page was the last. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => SearchCursor, tag: string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(tag, cursorOf(last)) : null };
}
