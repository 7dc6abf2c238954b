import { type SQL, and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { connections } from "../db/schema";

/** The ids of the people `userId` is connected to, as a subquery (one indexed lookup each way). */
export const connectedIdsSql = (userId: number): SQL => sql`
  select addressee_id as id from connections where requester_id = ${userId} and status = 'accepted'
  union all
  select requester_id from connections where addressee_id = ${userId} and status = 'accepted'`;

export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.status, "accepted"),
        or(
          and(eq(connections.requesterId, a), eq(connections.addresseeId, b)),
          and(eq(connections.requesterId, b), eq(connections.addresseeId, a)),
        ),
      ),
    )
    .limit(1);
  return !!row;
}
