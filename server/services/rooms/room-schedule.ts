import { type SQL, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import { type RoomRow, groups, rooms } from "../../db/schema";
import { groupRole } from "../../policies/group";
import { type ViewerAndRoom, findHostedRoom } from "../../policies/room";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { conflict, forbidden } from "../../core/errors";
import type { Tell } from "../../core/tell";
import { beginRoom, roomWatchers } from "./rooms";
import { findUserById } from "../people/users";

// A room opened for a set time waits, listed as starting then, until its time comes (a task
// on every app process starts it) or its host starts it early. Starting claims the row with
// one update that clears `starts_at`, so however many processes try at once, one starts it:
// the others find nothing left to claim. From then on it is a room like one opened now.

/**
 * Starts the one room `which` picks among those still to start (locked rows are another
 * process's: skipped), as of now: what it starts with, its group told, everyone concerned
 * told. Null when there was none to claim. A group's room whose host is no longer one of its
 * admins is called off instead (only admins open a room for a group): "called off".
 */
async function startOne(db: Db, tell: Tell, now: Clock, which: SQL): Promise<RoomRow | "called off" | null> {
  const at = new Date(now());
  const started = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rooms)
      // The empty-room grace runs from the start, not from when it was scheduled.
      .set({ startsAt: null, openedAt: at, emptySince: at })
      .where(
        sql`${rooms.id} = (select r.id from rooms r where r.starts_at is not null and r.closed_at is null and ${which}
          order by r.starts_at limit 1 for update skip locked)`,
      )
      .returning();
    if (!claimed) return null;
    if (claimed.groupId !== null && (await groupRole(tx, { groupId: claimed.groupId, userId: claimed.hostId })) !== "admin") {
      const watchers = await roomWatchers(tx, now, claimed);
      await tx.delete(rooms).where(eq(rooms.id, claimed.id));
      return { room: claimed, notices: [], calledOff: watchers };
    }
    const host = (await findUserById(tx, claimed.hostId))!;
    const [group] = claimed.groupId === null ? [] : await tx.select().from(groups).where(eq(groups.id, claimed.groupId));
    return { ...(await beginRoom(tx, claimed, host, group ?? null)), calledOff: null };
  });
  if (!started) return null;
  if (started.calledOff) {
    tell.changed(started.calledOff, { kind: "room", roomId: started.room.id });
    return "called off";
  }
  for (const notice of started.notices) tell.notice(notice);
  tell.changed(await roomWatchers(db, now, started.room), { kind: "room", roomId: started.room.id });
  return started.room;
}

/** Starts every room whose set time has come; how many this run started. */
export async function startDueRooms({ db, tell, now }: Context, task: { readonly closed: boolean } = { closed: false }) {
  let started = 0;
  while (!task.closed) {
    const one = await startOne(db, tell, now, sql`r.starts_at <= ${new Date(now())}`);
    if (!one) return started;
    if (one !== "called off") started += 1;
  }
  return started;
}

/** Starts the room on every process this often, soon after start too (a room due meanwhile waits no longer). */
export function startRoomStarts(context: Context, everyMs: number): BackgroundTask {
  const { log } = context;
  return startBackgroundTask(
    async (task) => {
      await startDueRooms(context, task);
    },
    { name: "room_starts", everyMs, firstAfterMs: Math.min(everyMs, 5_000), log, failure: "starting scheduled prayer rooms failed; will retry" },
  );
}

/** The host starts their scheduled room before its time: a 409 if it has started (or ended) already. */
export async function startRoomNow({ db, tell, now }: Context, ask: ViewerAndRoom): Promise<RoomRow> {
  const room = await findHostedRoom(db, ask);
  if (room.closedAt) throw conflict("This prayer room has ended");
  const started = room.startsAt ? await startOne(db, tell, now, sql`r.id = ${room.id}::int`) : null;
  if (!started) throw conflict("This prayer room has already started");
  if (started === "called off") throw forbidden("Only the group's admins can start a room for it");
  return started;
}

/** The host calls off their scheduled room: it is gone, as if never set. A 409 once it has started. */
export async function cancelRoom({ db, tell, now }: Context, ask: ViewerAndRoom): Promise<void> {
  const room = await findHostedRoom(db, ask);
  if (!room.startsAt || room.closedAt) throw conflict("This prayer room has already started: end it instead");
  const watchers = await roomWatchers(db, now, room);
  const [gone] = await db.delete(rooms).where(sql`${rooms.id} = ${room.id} and ${rooms.startsAt} is not null`).returning({ id: rooms.id });
  if (!gone) throw conflict("This prayer room has already started: end it instead");
  tell.changed(watchers, { kind: "room", roomId: room.id });
}
