import { type SQL, sql } from "drizzle-orm";
import type { ReactionCounts, ReactionKind } from "../../../contract/reactions";
import { type Db, queryRows } from "../../db/client";
import { countsMoved } from "./reaction-counts";

/**
 * Where the reactions to each kind of thing are kept, the column naming what they answer, the
 * table of the things themselves (whose `reactions` column keeps their counts), and what marks
 * a row of that table as a reaction: a post's are kept with its prayers, as its members'
 * interactions with it (db/schema/posts.ts), a comment's in a table of their own.
 */
export const REACTION_ROWS = {
  post: { table: sql`interactions`, column: sql`post_id`, answered: sql`posts`, marked: { column: sql`type, `, value: sql`'reaction', ` } },
  comment: { table: sql`comment_reactions`, column: sql`comment_id`, answered: sql`comments`, marked: { column: sql``, value: sql`` } },
} as const;

/** A condition on a row of the table `on`'s reactions are kept in (aliased `row`, or unqualified): it is a reaction. */
export const isReaction = (on: keyof typeof REACTION_ROWS, row?: SQL): SQL =>
  on === "post" ? (row ? sql`${row}.type = 'reaction'` : sql`type = 'reaction'`) : sql`true`;

/**
 * The CTEs of one member's reaction to a post or a comment (`on`), to run in that order:
 * `removed` takes their reaction out, `added` puts `kind` in (none when null), and `moves`
 * says what that did to the counts, from the rows each one really removed and added. So the
 * counts follow the rows whatever runs at the same time: a toggle from another tab that got
 * there first leaves this one adding nothing, and counting nothing.
 * The same kind again is taken out and put back with its time, so it stays as it was.
 * `allowed`: a condition that the member may react (from the statement's first CTE).
 */
function reactionMoves({
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
  const { table, column, marked } = REACTION_ROWS[on];
  const removed = sql`delete from ${table} where ${column} = ${id}::integer and user_id = ${viewerId}::integer and ${isReaction(on)}
    and ${allowed} returning kind, created_at`;
  // Reading `removed` makes the delete run first: the insert then meets no row of theirs.
  const added =
    kind === null
      ? sql`select null::varchar as kind where false`
      : sql`insert into ${table} (${column}, user_id, ${marked.column}kind, created_at)
        select ${id}::integer, ${viewerId}::integer, ${marked.value}${kind},
          coalesce((select r.created_at from removed r where r.kind = ${kind}), now())
        where ${allowed}
        on conflict do nothing returning kind`;
  const moves = sql`select kind, -1 as n from removed union all select kind, 1 as n from added`;
  return { removed, added, moves };
}

/**
 * The member's reaction as it stands, for when their own write added none: another of theirs
 * (another tab, at the same moment) got there first, and stands.
 */
async function reactionNow(
  db: Db,
  { on, id, viewerId }: { on: keyof typeof REACTION_ROWS; id: number; viewerId: number },
): Promise<ReactionKind | null> {
  const { table, column } = REACTION_ROWS[on];
  const [row] = await queryRows<{ kind: ReactionKind }>(
    db,
    sql`select kind from ${table} where ${column} = ${id}::integer and user_id = ${viewerId}::integer and ${isReaction(on)}`,
  );
  return row?.kind ?? null;
}

/** What a reaction's statement read of its target (for the policy to judge) and what it moved. */
export type ReactionMove = {
  target: { visible: boolean | null; may_join: boolean | null; post_id: number | null; author_told: number | null };
  reactions: ReactionCounts;
  myReaction: ReactionKind | null;
};

/**
 * Gives the member's reaction to a post or a comment (`kind`: it takes the place of theirs, if
 * any; the same one again keeps it as it was), or takes it back (null), in one statement like
 * a prayer: `target` (the policy's CTE, with `visible`, `may_join`, `author_id`, `author_sees`,
 * and `id` for a post or `post_id` for a comment) reads what is answered and whether they may
 * join in, and only then are the row and the counts kept with the target moved together. The
 * caller asks its policy of `target` before trusting the rest.
 */
export async function moveReaction(
  db: Db,
  { on, id, viewerId, kind, target }: { on: keyof typeof REACTION_ROWS; id: number; viewerId: number; kind: ReactionKind | null; target: SQL },
): Promise<ReactionMove> {
  const allowed = sql`exists (select 1 from target where may_join)`;
  const { removed, added, moves } = reactionMoves({ on, id, viewerId, kind, allowed });
  const { answered } = REACTION_ROWS[on];
  // The post a comment's reaction is told under; a post's target is the post itself.
  const postId = on === "post" ? sql`target.id` : sql`target.post_id`;
  const [row] = await queryRows<ReactionMove["target"] & { reactions: ReactionCounts | null; added: ReactionKind | null }>(
    db,
    sql`with target as (
        ${target}
      ), removed as (
        ${removed}
      ), added as (
        ${added}
      ), counted as (
        update ${answered} set reactions = ${countsMoved(sql`${answered}.reactions`, moves)}
        where id = ${id}::integer and ${allowed} returning reactions
      )
      select target.visible, target.may_join, ${postId} as post_id, (select reactions from counted) as reactions,
        (select kind from added) as added, case when target.author_sees then target.author_id end as author_told
      from (select) one left join target on true`,
  );
  const myReaction = kind === null ? null : (row!.added ?? (await reactionNow(db, { on, id, viewerId })));
  return { target: row!, reactions: row!.reactions ?? {}, myReaction };
}
