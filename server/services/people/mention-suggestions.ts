import { sql } from "drizzle-orm";
import { MENTION_SUGGESTIONS } from "../../../contract/mentions";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import type { PublicUserRow } from "../../db/schema";
import { findMentionPlace, mentionCandidates, mentionableBy } from "../../policies/mention";
import { publicUserColumnsOf } from "./user-fields";
import { publicUserRow } from "./users";

/** Whoever asks, what they typed after the "@", and where they write (one place at most). */
export type MentionAsk = { viewerId: number; q: string; groupId?: number; churchId?: number; postId?: number };

/**
 * The people the viewer may mention where they write (policies/mention.ts) whose name has a
 * word starting with what they typed, accents and case forgiven: those whose first name
 * starts with it first, then by name. Read from the viewer's connections and the place's
 * members, never from every member.
 */
export async function mentionSuggestions(db: Db, { viewerId, q, ...where }: MentionAsk): Promise<PublicUserRow[]> {
  const place = await findMentionPlace(db, { viewerId, ...where });
  const typed = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<UserColumns & { id: number }>(
    db,
    sql`with t as materialized (select search_key(${typed}::text) as starts),
      candidates as (select distinct k.id from (${mentionCandidates(viewerId, place)}) k)
      select u.id, ${publicUserColumnsOf(sql`u`)}
      from candidates k join users u on u.id = k.id, t
      where (u.name_key like t.starts or u.name_key like '% ' || t.starts) and ${mentionableBy(viewerId, place, sql`u`)}
      order by u.name_key like t.starts desc, u.name_key, u.id
      limit ${MENTION_SUGGESTIONS}`,
  );
  return rows.map((row) => publicUserRow(row.id, row));
}
