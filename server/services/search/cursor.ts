import { invalid } from "../errors";

/**
 * Where a page of results ends: the last result's score and id, for the next page to start
 * below (keyset, never an offset). Sent as base64url JSON, tagged with the kind of results it
 * belongs to so that a cursor of another kind or sort is refused rather than misread.
 */
export type SearchCursor = { score: number; id: number };

const MAX_ID = 2_147_483_647;

export function encodeCursor(tag: string, { score, id }: SearchCursor): string {
  return Buffer.from(JSON.stringify([tag, score, id])).toString("base64url");
}

/** The cursor, if it was one of ours for results of this `tag`; "Invalid cursor" otherwise. */
export function decodeCursor(tag: string, cursor: string | undefined): SearchCursor | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid("Invalid cursor");
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid("Invalid cursor");
  const [seen, score, id] = value;
  const scoreOk = typeof score === "number" && Number.isFinite(score) && score >= 0 && score <= 1e6;
  const idOk = Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
  if (seen !== tag || !scoreOk || !idOk) throw invalid("Invalid cursor");
  return { score, id };
}

/** A page of rows and the cursor after it: null when the page was the last. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => SearchCursor, tag: string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(tag, cursorOf(last)) : null };
}
