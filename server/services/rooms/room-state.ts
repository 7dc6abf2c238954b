import { type SQL, and, eq, isNull, sql } from "drizzle-orm";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { type RoomRow, roomPresence, roomRequests, rooms } from "../../db/schema";
import { personShownTo } from "../../policies/person";
import { conflict } from "../../core/errors";

/** The app process holding a room page's presence stream marks it seen this often. */
export const PRESENCE_BEAT_MS = 2_000;
/**
 * A presence row not seen for this long belongs to a process that died (a closed page deletes
 * its own row at once): its member is no longer counted as present.
 */
export const PRESENCE_STALE_MS = 3 * PRESENCE_BEAT_MS;
/** A room nobody is in closes after this, so that a reload (or a dropped connection) does not close it. */
export const EMPTY_GRACE_MS = 30_000;

/** A condition on `room_presence` rows (aliased `p`): still held open by a live process. */
export const freshPresence = (now: Clock): SQL => sql`p.last_seen_at > ${new Date(now() - PRESENCE_STALE_MS)}`;

/** The ids of the people in the room now (their page open), as a list. */
export async function presentIds(db: Db, now: Clock, roomId: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct p.user_id from room_presence p where p.room_id = ${roomId} and ${freshPresence(now)}`,
  );
  return rows.map((r) => r.user_id);
}

/**
 * The room as it stands now. A room is closed lazily: once nobody has been in it for the grace,
 * it is closed as of the end of the grace, by whichever read or write comes first (so a room
 * nobody looks at needs no timer, and every process agrees on when it closed).
 */
export async function settleRoom(db: Db, now: Clock, room: RoomRow): Promise<RoomRow> {
  // A room not started yet has no grace running: it waits for its time.
  if (room.closedAt || room.startsAt) return room;
  const present = await presentIds(db, now, room.id);
  if (present.length > 0) return room;
  const emptySince = room.emptySince ?? new Date(now());
  if (emptySince.getTime() + EMPTY_GRACE_MS <= now()) return (await closeRoom(db, room, new Date(emptySince.getTime() + EMPTY_GRACE_MS))) ?? room;
  if (room.emptySince) return room;
  const [updated] = await db
    .update(rooms)
    .set({ emptySince })
    .where(and(eq(rooms.id, room.id), isNull(rooms.closedAt), isNull(rooms.emptySince)))
    .returning();
  return updated ?? room;
}

/** Closes the room as of `at`: the request then being prayed for counts as prayed for. Null if it was closed already. */
export async function closeRoom(db: Db, room: RoomRow, at: Date): Promise<RoomRow | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(rooms)
      .set({ closedAt: at })
      .where(and(eq(rooms.id, room.id), isNull(rooms.closedAt)))
      .returning();
    if (!closed) return null;
    if (closed.currentRequestId !== null) {
      await tx
        .update(roomRequests)
        .set({ prayedAt: at })
        .where(and(eq(roomRequests.id, closed.currentRequestId), isNull(roomRequests.prayedAt)));
    }
    await tx.delete(roomPresence).where(eq(roomPresence.roomId, room.id));
    return closed;
  });
}

/** The room, settled, if it is open; a 409 before it starts and once it has closed. */
export async function openRoomOrRefuse(db: Db, now: Clock, room: RoomRow): Promise<RoomRow> {
  const settled = await settleRoom(db, now, room);
  if (settled.startsAt) throw conflict("This prayer room has not started yet");
  if (settled.closedAt) throw conflict("This prayer room has ended");
  return settled;
}

/** Of `viewerIds`, those `personId` is shown to. */
export async function shownTo(db: Db, viewerIds: number[], personId: number): Promise<number[]> {
  if (!viewerIds.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where u.id in (${sql.join(
      viewerIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}) and ${personShownTo({ viewerId: sql`u.id`, personId })}`,
  );
  return rows.map((r) => r.id);
}
