import { type SQL, and, desc, eq, or, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { displayName } from "../../../contract/display-name";
import { CONNECTION_RETRY_DAYS } from "../../../contract/limits";
import { type Db, type UserColumns, hotRead, preparedRows, queryRows } from "../../db/client";
import { type ConnectionRow, type PublicUserRow, type UserRow, connections, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/errors";
import { conflict, forbidden, invalid, notFound } from "../../core/errors";
import { connectFeeds } from "../posts/feed-entries";
import { mailMessages, params } from "../../mail/i18n";
import { markAnsweredNotices, notify } from "../notifications/notifications";
import { markSuggestionsDue } from "../people/suggestion-lists";
import { publicUserColumnsOf } from "../people/user-fields";
import { findUserById, publicUserRow } from "../people/users";
import { pairRow } from "../../policies/connection";
import { findVisiblePerson, personShownTo } from "../../policies/person";

const PENDING = "A connection request is already pending";
// Says no more than needed: not when, nor that it was declined.
const TOO_SOON = "You can send another request later";

const requestWords = mailMessages("notices/connection-request", {
  title: "New connection request",
  message: params("{name} would like to connect with you."),
});

const acceptedWords = mailMessages("notices/connection-accepted", {
  title: "Connection accepted",
  message: params("{name} accepted your connection request. You are now connected!"),
});

/** Whether a row's request was declined too recently for its requester to ask again. */
const declinedRecently = sql<boolean>`${connections.status} = 'rejected'
  and ${connections.respondedAt} > now() - make_interval(days => ${CONNECTION_RETRY_DAYS}::int)`;

/** Asks `addresseeId` to connect; one request per pair, whichever way it goes. */
export async function requestConnection(
  { db, tell }: Context,
  { requesterId, addresseeId }: { requesterId: number; addresseeId: number },
): Promise<ConnectionRow> {
  if (requesterId === addresseeId) throw invalid("You cannot connect with yourself");
  const requester = await findUserById(db, requesterId);
  if (!requester) throw notFound("User not found");
  // Nobody blocked either way, nor banned: to the requester, such a person does not exist.
  await findVisiblePerson(db, { viewerId: requesterId, userId: addresseeId });

  try {
    const { row, notice } = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ row: connections, declinedRecently })
        .from(connections)
        .where(pairRow(requesterId, addresseeId))
        .for("update");
      const existing = found?.row;
      if (existing?.status === "accepted") throw conflict("You are already connected");
      if (existing?.status === "pending") throw conflict(PENDING);
      if (existing?.requesterId === requesterId && found?.declinedRecently) throw conflict(TOO_SOON);

      // A declined request may be asked again (by its requester once the wait is over, by the
      // one who declined at once): the old row becomes the new request.
      const [row] = existing
        ? await tx
            .update(connections)
            .set({ requesterId, addresseeId, status: "pending", createdAt: sql`now()`, respondedAt: null })
            .where(eq(connections.id, existing.id))
            .returning()
        : await tx.insert(connections).values({ requesterId, addresseeId }).returning();

      const notice = await notify(tx, {
        userId: addresseeId,
        actorId: requesterId,
        type: "friend_request",
        title: (language) => requestWords(language).title,
        message: (language) => requestWords(language).message({ name: displayName(requester) }),
      });
      return { row: row!, notice };
    });
    tell.notice(notice);
    tell.changed([requesterId, addresseeId], { kind: "connection", between: [requesterId, addresseeId], status: "pending" });
    return row;
  } catch (err) {
    // Two requests for the same pair at the same moment: the other one won.
    if (isUniqueViolation(err)) throw conflict(PENDING);
    throw err;
  }
}

/** Accepts or declines; only the person asked may answer, and only once. */
export async function respondToRequest(
  { db, tell }: Context,
  { userId, connectionId }: { userId: number; connectionId: number },
  status: "accepted" | "rejected",
): Promise<ConnectionRow> {
  const { row, notice, requesterId, noticesRead } = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(connections).where(eq(connections.id, connectionId)).for("update");
    const involved = request && (request.addresseeId === userId || request.requesterId === userId);
    if (!request || !involved) throw notFound("Connection request not found");
    if (request.addresseeId !== userId) throw forbidden("Only the person asked can answer this request");
    if (request.status !== "pending") throw conflict("This request has already been answered");
    // A block ends the requests between two people. One sent in the very moment of a block
    // may outlive it: it connects nobody while the block stands.
    if (status === "accepted") await findVisiblePerson(tx, { viewerId: userId, userId: request.requesterId });

    const [row] = await tx.update(connections).set({ status, respondedAt: sql`now()` }).where(eq(connections.id, connectionId)).returning();
    let notice = null;
    if (status === "accepted") {
      await connectFeeds(tx, request.requesterId, userId);
      const me = await findUserById(tx, userId);
      notice = await notify(tx, {
        userId: request.requesterId,
        actorId: userId,
        type: "friend_accepted",
        title: (language) => acceptedWords(language).title,
        message: (language) => acceptedWords(language).message({ name: displayName(me) }),
      });
    }
    const noticesRead = await markAnsweredNotices(tx, { userId, type: "friend_request", actorId: request.requesterId });
    return { row: row!, notice, requesterId: request.requesterId, noticesRead };
  });
  if (status === "accepted") await markSuggestionsDue(db, [requesterId, userId]);
  tell.notice(notice);
  tell.changed([requesterId, userId], { kind: "connection", between: [requesterId, userId], status });
  if (noticesRead) tell.changed([userId], { kind: "notices-read" });
  return row;
}

/** A request someone sent, as raw SQL returns it: the request's columns and the sender's public ones. */
type IncomingRow = UserColumns & { id: number; requester_id: number; status: ConnectionRow["status"]; created_at: Date | string };
export type IncomingRequest = { id: number; status: ConnectionRow["status"]; createdAt: Date; requester: PublicUserRow };

/** Pending requests addressed to `userId`, newest first, with who sent them (while shown to them). */
const incomingSql = (userId: number | SQL, fromDemoOnly: boolean): SQL => sql`
  select request.id, request.requester_id, request.status, request.created_at, ${publicUserColumnsOf(sql`u`)}
  from connections request join users u on u.id = request.requester_id
  where request.addressee_id = ${userId} and request.status = 'pending'
    and ${personShownTo({ viewerId: userId, personId: sql`u.id` })}
    ${fromDemoOnly ? sql`and u.is_demo` : sql``}
  order by request.id desc`;

/** Every home page reads a member's requests: written out once, then only bound (a hot read). */
export const incomingRead = hotRead<{ userId: number }, IncomingRow>(["userId"], (v) => incomingSql(v.userId, false));

const incomingRequest = (row: IncomingRow): IncomingRequest => ({
  id: row.id,
  status: row.status,
  createdAt: new Date(row.created_at),
  requester: publicUserRow(row.requester_id, row),
});

export async function incomingRequests(db: Db, userId: number, options: { onlyFromDemo?: boolean } = {}): Promise<IncomingRequest[]> {
  const rows = options.onlyFromDemo
    ? await queryRows<IncomingRow>(db, incomingSql(userId, true))
    : await preparedRows(db, incomingRead, { userId });
  return rows.map(incomingRequest);
}

/** My accepted connections, most recent first: the other person of each (while shown to me). */
export async function myConnections(db: Db, userId: number): Promise<{ connection: ConnectionRow; user: UserRow }[]> {
  return db
    .select({ connection: connections, user: users })
    .from(connections)
    .innerJoin(
      users,
      sql`${users.id} = case when ${connections.requesterId} = ${userId} then ${connections.addresseeId} else ${connections.requesterId} end`,
    )
    .where(
      and(
        eq(connections.status, "accepted"),
        or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId)),
        personShownTo({ viewerId: userId, personId: sql`${users.id}` }),
      ),
    )
    .orderBy(desc(connections.respondedAt), desc(connections.id));
}
