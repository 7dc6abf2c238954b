import { and, desc, eq, sql } from "drizzle-orm";
import type { SafetyState } from "../../../contract/safety";
import { type Db, queryRows } from "../../db/client";
import { type UserRow, blocks, mutes, users } from "../../db/schema";
import { mutedBy, personShownTo } from "../../policies/person";

// What a member has done to keep others away: whom they block, whom they mute. Each is the
// member's own, and says nothing to the other person.

/** Whoever asks (the viewer) and the person they ask about. */
type ViewerAndPerson = { viewerId: number; userId: number };

/** Whether the viewer has blocked the person, and whether they have muted them. */
export async function safetyState(db: Db, { viewerId, userId }: ViewerAndPerson): Promise<SafetyState> {
  const [row] = await queryRows<SafetyState>(
    db,
    sql`select exists (select 1 from blocks where blocker_id = ${viewerId}::int and blocked_id = ${userId}::int) as blocked,
      ${mutedBy({ viewerId, authorId: userId })} as muted`,
  );
  return row!;
}

export type KeptAwayRow = { user: UserRow; since: Date };

/**
 * Whom the member blocks and whom they mute, newest first. Everyone they block is listed (it
 * is where a block is lifted), though to them those people do not otherwise exist; the muted
 * only while the member is shown them.
 */
export async function keptAwayLists(db: Db, viewerId: number): Promise<{ blocked: KeptAwayRow[]; muted: KeptAwayRow[] }> {
  const [blocked, muted] = await Promise.all([
    db
      .select({ user: users, since: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, viewerId))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId)),
    db
      .select({ user: users, since: mutes.createdAt })
      .from(mutes)
      .innerJoin(users, eq(users.id, mutes.mutedId))
      .where(and(eq(mutes.muterId, viewerId), personShownTo({ viewerId, personId: sql`${users.id}` })))
      .orderBy(desc(mutes.createdAt), desc(mutes.mutedId)),
  ]);
  return { blocked, muted };
}
