import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import type { UserRow } from "../db/schema";
import { notFound } from "../services/errors";
import { findUserById } from "../services/users";
import { type Someone, asId } from "./connection";

// Who sees and reaches whom, whatever the place:
// - a block works both ways: neither of two people sees the other (their profile, posts,
//   comments, prayers, their place in lists) nor reaches them (connecting, inviting,
//   commenting, praying, notices). Only its maker may lift it; the other is never told.
// - a banned member is gone for everyone: their profile and everything they wrote.
// - a post or comment held for review or removed by a moderator is seen by its author alone.
// - a mute only keeps someone's posts out of the muter's feed (see feedShows in ./post).
// To anyone kept from a person, the person does not exist: 404, as for an id never used.

/** A condition: `a` has blocked `b` or `b` has blocked `a` (two probes of the primary key). */
export const blockedBetween = (a: Someone, b: Someone): SQL => sql<boolean>`exists (
  select 1 from blocks bl
  where (bl.blocker_id = ${asId(a)} and bl.blocked_id = ${asId(b)})
     or (bl.blocker_id = ${asId(b)} and bl.blocked_id = ${asId(a)}))`;

/** A condition: `userId` is banned (a probe of the small table of held accounts). */
export const isBanned = (userId: Someone): SQL =>
  sql<boolean>`exists (select 1 from account_holds h where h.user_id = ${asId(userId)} and h.kind = 'ban')`;

/** A condition: `viewerId` has muted `authorId`. */
export const mutedBy = ({ viewerId, authorId }: { viewerId: Someone; authorId: Someone }): SQL =>
  sql<boolean>`exists (select 1 from mutes m where m.muter_id = ${asId(viewerId)} and m.muted_id = ${asId(authorId)})`;

/** A condition: `viewerId` sees `personId` and what they wrote (themself always). */
export const personShownTo = ({ viewerId, personId }: { viewerId: Someone; personId: Someone }): SQL =>
  sql<boolean>`(${asId(personId)} = ${asId(viewerId)} or not (${blockedBetween(viewerId, personId)} or ${isBanned(personId)}))`;

/**
 * A condition on something written (a post's or comment's columns): `viewerId` sees it as far
 * as its author and moderation go. Its author always does, marked when it is held or removed;
 * anyone else only while it is shown and its author is shown to them. (Where it was posted
 * has rules of its own: ./post, ./group.)
 */
export const writingShownTo = ({ viewerId, authorId, moderation }: { viewerId: Someone; authorId: SQL; moderation: SQL }): SQL =>
  sql<boolean>`(${authorId} = ${asId(viewerId)} or (${moderation} is null and not (${blockedBetween(viewerId, authorId)} or ${isBanned(authorId)})))`;

/** Whoever asks (the viewer) and the person they ask about. */
export type ViewerAndPerson = { viewerId: number; userId: number };

/** The person if the viewer may see them; a 404 otherwise (none, blocked either way, banned). */
export async function findVisiblePerson(db: Db, { viewerId, userId }: ViewerAndPerson): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("User not found");
  if (viewerId !== userId && !(await personIsShown(db, { viewerId, userId }))) throw notFound("User not found");
  return user;
}

async function personIsShown(db: Db, { viewerId, userId }: ViewerAndPerson): Promise<boolean> {
  const [row] = await queryRows<{ shown: boolean }>(db, sql`select ${personShownTo({ viewerId, personId: userId })} as shown`);
  return row?.shown ?? false;
}
