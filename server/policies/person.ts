import { type SQL, eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { type UserRow, users } from "../db/schema";
import { notFound } from "../core/errors";
import { type Someone, asId } from "./connection";

// Who sees and reaches whom, whatever the place:
// - a block works both ways: neither of two people sees the other (their profile, posts,
//   comments, prayers, their place in lists) nor reaches them (connecting, inviting,
//   commenting, praying, notices). Only its maker may lift it; the other is never told.
// - a banned member is gone for everyone: their profile and everything they wrote.
// - a post or comment held for review or removed by a moderator is seen by its author alone.
// - a mute only keeps someone's posts out of the muter's feed (see feedShows in ./post).
// - neither a block nor a mute applies to what the viewer cannot know is the person's (an
//   anonymous prayer request and its author's unnamed comments): see writingShownTo.
// To anyone kept from a person, the person does not exist: 404, as for an id never used.

/** A condition: `a` has blocked `b` or `b` has blocked `a` (two probes of the primary key). */
export const blockedBetween = (a: Someone, b: Someone): SQL => sql<boolean>`exists (
  select 1 from blocks bl
  where (bl.blocker_id = ${asId(a)} and bl.blocked_id = ${asId(b)})
     or (bl.blocker_id = ${asId(b)} and bl.blocked_id = ${asId(a)}))`;

/** The ids of everyone banned, as a subquery (for `not in`: read once, as a set). */
export const bannedIds: SQL = sql`select h.user_id from account_holds h where h.kind = 'ban'`;

/**
 * A condition: the account_holds row aliased `hold` stands at `at`, a ban or a suspension whose
 * time has not passed (as standingHold in services/accounts/account-holds.ts, for a row in hand).
 */
export const holdStands = (hold: SQL, at: Date): SQL =>
  sql<boolean>`(${hold}.kind = 'ban' or ${hold}.until is null or ${hold}.until > ${at.toISOString()}::timestamptz)`;

/** The ids of everyone `viewerId` has muted, as a subquery (for `not in`: read once, as a set). */
export const mutedIdsOf = (viewerId: Someone): SQL => sql`select m.muted_id from mutes m where m.muter_id = ${asId(viewerId)}`;

/** A condition: `viewerId` has muted `authorId`. */
export const mutedBy = ({ viewerId, authorId }: { viewerId: Someone; authorId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from mutes m where m.muter_id = ${asId(viewerId)} and m.muted_id = ${asId(authorId)})`;

/** The ids of everyone `viewerId` has blocked or been blocked by, as a subquery. */
const blockedIdsOf = (viewerId: Someone): SQL => sql`
  select bl.blocked_id from blocks bl where bl.blocker_id = ${asId(viewerId)}
  union all
  select bl.blocker_id from blocks bl where bl.blocked_id = ${asId(viewerId)}`;

// In lists, whom the viewer may not see is read once per statement, as two small arrays (of
// the people blocked either way, and of the banned), rather than probed once per row: a
// page then reads no more of the database than it did before blocks existed, and the
// planner keeps the page's plan (a `not exists` per row cost the home feed a third more
// buffers; a `not in` set changed its plan to a worse one). Both lists are short.
const notBlocked = (viewerId: Someone, personId: SQL): SQL => sql`${personId} <> all (array(${blockedIdsOf(viewerId)}))`;
const notBanned = (personId: SQL): SQL => sql`${personId} <> all (array(${bannedIds}))`;
const hiddenFrom = (viewerId: Someone, personId: SQL): SQL => sql`(${notBlocked(viewerId, personId)} and ${notBanned(personId)})`;

/** A condition: `viewerId` sees `personId` and what they wrote (themself always). */
export const personShownTo = ({ viewerId, personId }: { viewerId: Someone; personId: Someone }): SQL =>
  sql<boolean>`(${asId(personId)} = ${asId(viewerId)} or ${hiddenFrom(viewerId, asId(personId))})`;

/**
 * A condition on something written (a post's or comment's columns): `viewerId` sees it as far
 * as its author and moderation go. Its author always does, marked when it is held or removed;
 * anyone else only while it is shown and its author is shown to them. (Where it was posted
 * has rules of its own: ./post, ./group.)
 * `authorUnknown`, when given, is a condition that the viewer cannot know who wrote it (an
 * anonymous prayer request, or its author's unnamed comments under it): then no block, either
 * way, hides it. Were it hidden, blocking one member after another (or being blocked) would
 * make it vanish exactly when its author is the one blocked, and so name them. A ban still
 * hides it: that is a moderator's act on an account, not anything the viewer can try.
 */
export const writingShownTo = ({
  viewerId,
  authorId,
  moderation,
  authorUnknown,
}: {
  viewerId: Someone;
  authorId: SQL;
  moderation: SQL;
  authorUnknown?: SQL;
}): SQL => {
  const shownAuthor = authorUnknown
    ? sql`(${notBanned(authorId)} and (${notBlocked(viewerId, authorId)} or ${authorUnknown}))`
    : hiddenFrom(viewerId, authorId);
  return sql<boolean>`(${authorId} = ${asId(viewerId)} or (${moderation} is null and ${shownAuthor}))`;
};

/** Whoever asks (the viewer) and the person they ask about. */
export type ViewerAndPerson = { viewerId: number; userId: number };

/** The person if the viewer may see them; a 404 otherwise (none, blocked either way, banned). */
export async function findVisiblePerson(db: Db, { viewerId, userId }: ViewerAndPerson): Promise<UserRow> {
  // Policies sit below the services, so the row is read here rather than through people's reads.
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound("User not found");
  if (viewerId !== userId && !(await personIsShown(db, { viewerId, userId }))) throw notFound("User not found");
  return user;
}

async function personIsShown(db: Db, { viewerId, userId }: ViewerAndPerson): Promise<boolean> {
  const [row] = await queryRows<{ shown: boolean }>(db, sql`select ${personShownTo({ viewerId, personId: userId })} as shown`);
  return row?.shown ?? false;
}
