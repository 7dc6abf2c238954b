import { type SQL, sql } from "drizzle-orm";
import type { ReactionKind } from "../../../contract/reactions";
import { type Db, queryRows } from "../../db/client";

/** Where the reactions to each kind of thing are kept, and the column naming what they answer. */
export const REACTION_ROWS = {
  post: { table: sql`post_reactions`, column: sql`post_id` },
  comment: { table: sql`comment_reactions`, column: sql`comment_id` },
} as const;

/**
 * The CTEs of one member's reaction to a post or a comment (`on`), to run in that order:
 * `removed` takes their reaction out, `added` puts `kind` in (none when null), and `moves`
 * says what that did to the counts, from the rows each one really removed and added. So the
 * counts follow the rows whatever runs at the same time: a toggle from another tab that got
 * there first leaves this one adding nothing, and counting nothing.
 * The same kind again is taken out and put back with its time, so it stays as it was.
 * `allowed`: a condition that the member may react (from the statement's first CTE).
 */
export function reactionMoves({
  on,
  id,
  viewerId,
  kind,
  allowed,
}: {
  on: keyof typeof REACTION_ROWS;
  id: number;
  viewerId: number;
  kind: ReactionKind | null;
  allowed: SQL;
}): { removed: SQL; added: SQL; moves: SQL } {
  const { table, column } = REACTION_ROWS[on];
  const removed = sql`delete from ${table} where ${column} = ${id}::integer and user_id = ${viewerId}::integer and ${allowed}
    returning kind, created_at`;
  // Reading `removed` makes the delete run first: the insert then meets no row of theirs.
  const added =
    kind === null
      ? sql`select null::varchar as kind where false`
      : sql`insert into ${table} (${column}, user_id, kind, created_at)
        select ${id}::integer, ${viewerId}::integer, ${kind}, coalesce((select r.created_at from removed r where r.kind = ${kind}), now())
        where ${allowed}
        on conflict do nothing returning kind`;
  const moves = sql`select kind, -1 as n from removed union all select kind, 1 as n from added`;
  return { removed, added, moves };
}

/**
 * The member's reaction as it stands, for when their own write added none: another of theirs
 * (another tab, at the same moment) got there first, and stands.
 */
export async function reactionNow(
  db: Db,
  { on, id, viewerId }: { on: keyof typeof REACTION_ROWS; id: number; viewerId: number },
): Promise<ReactionKind | null> {
  const { table, column } = REACTION_ROWS[on];
  const [row] = await queryRows<{ kind: ReactionKind }>(
    db,
    sql`select kind from ${table} where ${column} = ${id}::integer and user_id = ${viewerId}::integer`,
  );
  return row?.kind ?? null;
}
