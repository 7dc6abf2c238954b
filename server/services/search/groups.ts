import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { groupMembers, groups } from "../../db/schema";
import { seesGroup } from "../../policies/group";
import type { GroupWithRole } from "../groups/groups";
import { type SearchCursor, decodeCursor, pageOf } from "./cursor";
import type { SearchAsk } from "./people";

const TAG = "groups";

/** Below the cursor in (score desc, id asc) order. */
const after = (score: SQL, cursor?: SearchCursor): SQL | undefined =>
  cursor ? sql`(${score} < ${cursor.score}::real or (${score} = ${cursor.score}::real and ${groups.id} > ${cursor.id}::int))` : undefined;

/**
 * Groups by name (trigrams, as people's names: typos, accents and parts forgiven), best match
 * first, among those the searcher may see: public ones, and private ones they belong to. A
 * group that banned the searcher still shows if it is public, as it does to any visitor.
 */
export async function searchGroups(db: Db, { viewerId, text, limit, cursor }: SearchAsk) {
  const from = decodeCursor(TAG, cursor);
  const typed = sql`search_key(${text}::text)`;
  const name = sql`${groups.nameKey}`;
  const score = sql<number>`word_similarity(${typed}, ${name})`;
  const rows = await db
    .select({ group: groups, role: groupMembers.role, score })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(and(sql`${typed} <% ${name}`, seesGroup({ viewerId, groupId: sql`${groups.id}` }), after(score, from)))
    .orderBy(desc(score), asc(groups.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, (row) => ({ score: Number(row.score), id: row.group.id }), TAG);
  return { ...page, items: page.items.map(({ group, role }): GroupWithRole => ({ group, role })) };
}
