import { type SQL, and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { roomMessages, roomRequests, rooms } from "../../db/schema";
import { type ViewerAndRoom, findHostedRoom, findVisibleRoom } from "../../policies/room";
import { conflict } from "../../core/errors";
import { refuseIfSilenced } from "./room-silence";
import { openRoomOrRefuse, shownTo } from "./room-state";
import { roomListeners } from "./rooms";
import { findUserById } from "../people/users";

// What happens inside an open room: anyone who may see it adds a request, says Amen and
// writes in its chat; only its host moves on to the next request. Each is told to whoever is
// in the room: an Amen as the count, a message as itself (to those its author is shown to);
// the rest they read again as they may see it.

/** A member adds a short request to the room's list; the first on an empty list is prayed for at once. */
export async function addRoomRequest({ db, tell, now }: Context, ask: ViewerAndRoom, content: string) {
  const room = await openRoomOrRefuse(db, now, await findVisibleRoom(db, ask));
  const request = await db.transaction(async (tx) => {
    // One request added to a room at a time (the room's row is held), so that two sent at once
    // (a double press, two tabs) cannot both find the list without the other.
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for("update");
    if (await alreadyInRoom(tx, room.id, content)) throw conflict("This request is already in the room");
    const [request] = await tx.insert(roomRequests).values({ roomId: room.id, authorId: ask.viewerId, content }).returning();
    await tx
      .update(rooms)
      .set({ currentRequestId: request!.id })
      .where(and(eq(rooms.id, room.id), isNull(rooms.currentRequestId)));
    return request!;
  });
  tell.changed(await roomListeners(db, now, room), { kind: "room", roomId: room.id });
  return request;
}

/**
 * Whether the room's list has these words already, whoever added them and whether or not they
 * were prayed for: a member's own request, or a group's prayer request it took (read from its
 * post). Letter case and runs of spaces do not make a request another.
 */
async function alreadyInRoom(tx: Db, roomId: number, content: string): Promise<boolean> {
  const same = (text: SQL) => sql`lower(regexp_replace(btrim(${text}), '[[:space:]]+', ' ', 'g'))`;
  const [row] = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from room_requests rr left join posts p on p.id = rr.post_id
      where rr.room_id = ${roomId} and ${same(sql`coalesce(rr.content, p.content)`)} = ${same(sql`${content}::text`)}
      limit 1`,
  );
  return row !== undefined;
}

/** The host moves on: the current request is prayed for, and the next not yet prayed for (in order) is current. */
export async function nextRoomRequest({ db, tell, now }: Context, ask: ViewerAndRoom) {
  const room = await openRoomOrRefuse(db, now, await findHostedRoom(db, ask));
  const at = new Date(now());
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(rooms).where(eq(rooms.id, room.id)).for("update");
    const current = locked!.currentRequestId;
    if (current !== null) {
      await tx
        .update(roomRequests)
        .set({ prayedAt: at })
        .where(and(eq(roomRequests.id, current), isNull(roomRequests.prayedAt)));
    }
    const [next] = await tx
      .select({ id: roomRequests.id })
      .from(roomRequests)
      .where(and(eq(roomRequests.roomId, room.id), isNull(roomRequests.prayedAt), current === null ? undefined : ne(roomRequests.id, current)))
      .orderBy(asc(roomRequests.id))
      .limit(1);
    const [updated] = await tx
      .update(rooms)
      .set({ currentRequestId: next?.id ?? null })
      .where(eq(rooms.id, room.id))
      .returning();
    return updated!;
  });
  tell.changed(await roomListeners(db, now, room), { kind: "room", roomId: room.id });
  return updated;
}

/** One more Amen, counted for the room and for the request being prayed for; everyone in it sees the count now. */
export async function sayRoomAmen({ db, tell, now }: Context, ask: ViewerAndRoom): Promise<{ amenCount: number }> {
  const room = await openRoomOrRefuse(db, now, await findVisibleRoom(db, ask));
  const amenCount = await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(rooms)
      .set({ amenCount: sql`${rooms.amenCount} + 1` })
      .where(eq(rooms.id, room.id))
      .returning({ amenCount: rooms.amenCount, currentRequestId: rooms.currentRequestId });
    if (counted!.currentRequestId !== null) {
      await tx
        .update(roomRequests)
        .set({ amenCount: sql`${roomRequests.amenCount} + 1` })
        .where(eq(roomRequests.id, counted!.currentRequestId));
    }
    return counted!.amenCount;
  });
  tell.changed(await roomListeners(db, now, room), { kind: "room", roomId: room.id, amenCount });
  return { amenCount };
}

/** A chat message in the room (plain text: the page shows it as text, never as markup). */
export async function writeRoomMessage({ db, tell, now }: Context, ask: ViewerAndRoom, content: string) {
  const room = await openRoomOrRefuse(db, now, await findVisibleRoom(db, ask));
  await refuseIfSilenced(db, room.id, ask.viewerId);
  const [message] = await db
    .insert(roomMessages)
    .values({ roomId: room.id, authorId: ask.viewerId, content, createdAt: new Date(now()) })
    .returning();
  const author = (await findUserById(db, ask.viewerId))!;
  const entry = { id: message!.id, author, content: message!.content, createdAt: message!.createdAt };
  // The message itself goes to those in the room its author is shown to (nobody blocked
  // either way), so that nobody reads the whole room again for one line of chat.
  tell.changed(await shownTo(db, await roomListeners(db, now, room), ask.viewerId), { kind: "room", roomId: room.id, message: entry });
  return entry;
}
