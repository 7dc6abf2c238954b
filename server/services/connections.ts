import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

/** The ids of the people `userId` is connected to, as a subquery (one indexed lookup each way). */
export const connectedIdsSql = (userId: number): SQL => sql`
  select addressee_id as id from connections where requester_id = ${userId} and status = 'accepted'
  union all
  select requester_id from connections where addressee_id = ${userId} and status = 'accepted'`;

/** A condition: `a` and `b` (a value, or a qualified column of the outer query) are connected. */
export const connectedTo = (a: number | SQL, b: number | SQL): SQL => sql`exists (
  select 1 from connections c where c.status = 'accepted' and (
    (c.requester_id = ${a} and c.addressee_id = ${b}) or (c.requester_id = ${b} and c.addressee_id = ${a})))`;

export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ connected: boolean }>(db, sql`select ${connectedTo(a, b)} as connected`);
  return row?.connected ?? false;
}
