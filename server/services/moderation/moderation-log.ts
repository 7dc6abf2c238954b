import { type SQL, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, queryRows } from "../../db/client";
import { type ModerationActionRow, type UserRow, moderationActions, users } from "../../db/schema";

// The audit log: every action of the team, newest first, with who took it, on whom, and who
// undid it. Moderators and admins alike may read it.

/** An entry of the log with the people it names (null once their account is gone). */
export type LoggedAction = { action: ModerationActionRow; actor: UserRow | null; subject: UserRow | null; undoneBy: UserRow | null };

const actor = alias(users, "actor");
const subject = alias(users, "subject");
const undoer = alias(users, "undoer");

async function loggedWhere(db: Db, where: SQL | undefined, limit?: number): Promise<LoggedAction[]> {
  const query = db
    .select({ action: moderationActions, actor, subject, undoneBy: undoer })
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.actorId))
    .leftJoin(subject, eq(subject.id, moderationActions.subjectId))
    .leftJoin(undoer, eq(undoer.id, moderationActions.undoneBy))
    .where(where)
    .orderBy(desc(moderationActions.id));
  return limit === undefined ? query : query.limit(limit);
}

/** A page of the log, newest first; `cursor`: the id of the last entry already shown. */
export const auditLog = (db: Db, limit: number, cursor?: number): Promise<LoggedAction[]> =>
  loggedWhere(db, cursor ? lt(moderationActions.id, cursor) : undefined, limit);

/** One entry of the log. */
export async function loggedAction(db: Db, id: number): Promise<LoggedAction | undefined> {
  return (await loggedWhere(db, eq(moderationActions.id, id)))[0];
}

/**
 * The moderation history of each of these people: what the team did about them (role changes
 * and their admission aside), newest first, at most `each` apiece.
 */
export async function historiesOf(db: Db, subjectIds: number[], each: number): Promise<Map<number, LoggedAction[]>> {
  const histories = new Map<number, LoggedAction[]>(subjectIds.map((id) => [id, []]));
  if (!subjectIds.length) return histories;
  const newest = await queryRows<{ id: number }>(
    db,
    sql`select id from (
        select id, row_number() over (partition by subject_id order by id desc) as nth
        from moderation_actions where subject_id in ${subjectIds} and action not in ('role', 'admit')
      ) ranked where nth <= ${each}`,
  );
  if (!newest.length) return histories;
  const entries = await loggedWhere(
    db,
    inArray(
      moderationActions.id,
      newest.map((r) => r.id),
    ),
  );
  for (const entry of entries) histories.get(entry.action.subjectId!)?.push(entry);
  return histories;
}
