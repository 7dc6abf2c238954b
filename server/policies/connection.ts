import { type SQL, and, eq, or, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { connections } from "../db/schema";

// Who is connected to whom. Two people are connected when one's request to the other was
// accepted; a pair has one row at most, whichever way it was sent (the unique index on
// least/greatest of the two ids). Every rule that depends on being connected asks here.

/** A user id, or SQL naming one (a qualified column of the outer query). */
export type Someone = number | SQL;
// Always cast, never branch on what `who` is: a statement written once with placeholders
// for its values must read the same as one written with the values.
export const asId = (who: Someone): SQL => sql`${who}::int`;

/** A condition on the `connections` row aliased `c`: it is the row of `a` and `b`'s pair. */
const pairOf = (a: Someone, b: Someone): SQL => sql`
  least(c.requester_id, c.addressee_id) = least(${asId(a)}, ${asId(b)})
  and greatest(c.requester_id, c.addressee_id) = greatest(${asId(a)}, ${asId(b)})`;

/** A condition: `a` and `b` are connected (one probe of the pair's unique index). */
export const connectedTo = (a: Someone, b: Someone): SQL => sql`exists (
  select 1 from connections c where ${pairOf(a, b)} and c.status = 'accepted')`;

/** A condition: `a` and `b` have a pair row: connected, or a request between them either way, pending or declined. */
export const pairedWith = (a: Someone, b: Someone): SQL => sql`exists (select 1 from connections c where ${pairOf(a, b)})`;

/** The ids of the people `userId` is connected to, as a subquery (one indexed lookup each way). */
export const connectedIdsSql = (userId: number): SQL => sql`
  select addressee_id as id from connections where requester_id = ${userId} and status = 'accepted'
  union all
  select requester_id from connections where addressee_id = ${userId} and status = 'accepted'`;

export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ connected: boolean }>(db, sql`select ${connectedTo(a, b)} as connected`);
  return row?.connected ?? false;
}

/** A condition on `connections` for queries that read the row itself: it is `a` and `b`'s pair. */
export const pairRow = (a: number, b: number) =>
  or(and(eq(connections.requesterId, a), eq(connections.addresseeId, b)), and(eq(connections.requesterId, b), eq(connections.addresseeId, a)));
