import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churchMembers, churches } from "../../db/schema";
import { churchIsUp } from "../../policies/church";
import type { ChurchWithRole } from "../churches/churches";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";
import type { SearchAsk } from "./people";

const TAG = "churches";

/** Below the cursor in (score desc, id asc) order. */
const after = (score: SQL, cursor?: SearchCursor): SQL | undefined =>
  cursor ? sql`(${score} < ${cursor.score}::real or (${score} = ${cursor.score}::real and ${churches.id} > ${cursor.id}::int))` : undefined;

/**
 * Churches by name or place (trigrams, as groups by name: typos, accents and parts forgiven),
 * best match first. Every church that is up is found: a church's page is for anyone signed in.
 */
export async function searchChurchPages(db: Db, { viewerId, text, limit, cursor }: SearchAsk) {
  const from = decodeCursor(TAG, cursor);
  const typed = sql`search_key(${text}::text)`;
  const key = sql`${churches.searchKey}`;
  const score = sql<number>`word_similarity(${typed}, ${key})`;
  const rows = await db
    .select({ church: churches, role: churchMembers.role, score })
    .from(churches)
    .leftJoin(churchMembers, and(eq(churchMembers.churchId, churches.id), eq(churchMembers.userId, viewerId)))
    .where(and(sql`${typed} <% ${key}`, churchIsUp, after(score, from)))
    .orderBy(desc(score), asc(churches.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (row) => ({ score: Number(row.score), id: row.church.id }), TAG);
  return { ...page, items: page.items.map(({ church, role }): ChurchWithRole => ({ church, role })) };
}
