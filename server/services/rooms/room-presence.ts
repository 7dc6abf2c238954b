import { randomUUID } from "node:crypto";
import type { Context } from "../../core/context";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { type RoomRow, type UserRow, roomMembers, roomPresence, rooms } from "../../db/schema";
import { type ViewerAndRoom, findVisibleRoom } from "../../policies/room";
import type { Tell } from "../../core/tell";
import { freshPresence, openRoomOrRefuse, presentIds, shownTo } from "./room-state";
import { roomListeners, roomWatchers } from "./rooms";
import { findUserById } from "../people/users";

// A member is in a room while its page is open: the page holds a presence stream, and the app
// process holding it keeps a row for it, deleted the moment the stream closes (a tab closed, a
// page left) and marked seen every few seconds meanwhile, so that a process that dies leaves
// rows that go stale on their own. Every process reads the same rows.

export type Presence = { id: string; room: RoomRow };

/** The member's page arrives: they join the room (once, for its record) and are present. */
export async function arrive({ db, tell, now }: Context, ask: ViewerAndRoom): Promise<Presence> {
  const room = await openRoomOrRefuse(db, now, await findVisibleRoom(db, ask));
  const id = randomUUID();
  const at = new Date(now());
  await db.transaction(async (tx) => {
    await tx.insert(roomMembers).values({ roomId: room.id, userId: ask.viewerId, joinedAt: at }).onConflictDoNothing();
    await tx.insert(roomPresence).values({ id, roomId: room.id, userId: ask.viewerId, lastSeenAt: at });
    await tx
      .update(rooms)
      .set({ emptySince: null })
      .where(and(eq(rooms.id, room.id), isNull(rooms.closedAt)));
  });
  // Told as the person, to those they are shown to: nobody reads the whole room again for it.
  const arrived = (await findUserById(db, ask.viewerId))!;
  await tellPresence(db, tell, now, room, ask.viewerId, { arrived });
  return { id, room };
}

/**
 * The stream is still open: its row is seen now. False once the row is gone (the room closed),
 * or when the member may no longer see the room (blocked, left the group): the stream then ends.
 */
export async function stillHere(db: Db, now: Clock, { id, room }: Presence, viewerId: number): Promise<boolean> {
  const [row] = await db
    .update(roomPresence)
    .set({ lastSeenAt: new Date(now()) })
    .where(eq(roomPresence.id, id))
    .returning({ id: roomPresence.id });
  if (!row) return false;
  try {
    await findVisibleRoom(db, { viewerId, roomId: room.id });
    return true;
  } catch {
    return false;
  }
}

/** The page closed: the member leaves at once; the last to leave starts the room's grace. */
export async function leave({ db, tell, now }: Context, { id, room }: Presence, userId: number): Promise<void> {
  await db.delete(roomPresence).where(eq(roomPresence.id, id));
  const [left] = await queryRows<{ n: number; mine: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where user_id = ${userId})::int as mine
      from room_presence p where room_id = ${room.id} and ${freshPresence(now)}`,
  );
  if (!left?.n) {
    await db
      .update(rooms)
      .set({ emptySince: new Date(now()) })
      .where(and(eq(rooms.id, room.id), isNull(rooms.closedAt), isNull(rooms.emptySince)));
  }
  // Another page of theirs still open keeps them in the room: nothing to tell.
  if (!left?.mine) await tellPresence(db, tell, now, room, userId, { left: userId });
}

/**
 * Someone came or left: those in the room it is told to (as the person, or their id; only
 * those the person is shown to), and everyone who may see the room its new count, for their
 * lists of live rooms. Without the count, a list read before the host's page arrived (as the
 * room's opening has every list read) would say nobody is praying until its next read.
 */
async function tellPresence(db: Db, tell: Tell, now: Clock, room: RoomRow, personId: number, news: { arrived: UserRow } | { left: number }) {
  const presentCount = (await presentIds(db, now, room.id)).length;
  const told = await shownTo(db, await roomListeners(db, now, room), personId);
  tell.changed(told, { kind: "room", roomId: room.id, ...news, presentCount });
  const others = (await roomWatchers(db, now, room)).filter((id) => !told.includes(id));
  tell.changed(others, { kind: "room", roomId: room.id, presentCount });
}
