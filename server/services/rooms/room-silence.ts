import { and, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { Db } from "../../db/client";
import { roomMembers, roomSilenced } from "../../db/schema";
import { type ViewerAndRoom, findHostedRoom } from "../../policies/room";
import { forbidden, invalid, notFound } from "../../core/errors";
import { openRoomOrRefuse } from "./room-state";

// The host keeps a room's chat for prayer: they may silence a member who floods or derails
// it, for this room only, and lift it again. A silenced member stays in the room (they still
// pray, say Amen and see the chat); only their messages are refused, and they are told why.

/** The refusal a silenced member's message gets. */
const SILENCED = "The host has silenced you in this room";

type Silence = ViewerAndRoom & { userId: number };

/** The host silences someone who has joined the room; silencing them twice changes nothing. */
export async function silenceInRoom({ db, tell, now }: Context, { userId, ...ask }: Silence): Promise<void> {
  const room = await openRoomOrRefuse(db, now, await findHostedRoom(db, ask));
  if (userId === room.hostId) throw invalid("You cannot silence yourself");
  const [joined] = await db
    .select({ userId: roomMembers.userId })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, room.id), eq(roomMembers.userId, userId)));
  if (!joined) throw notFound("This person has not joined the room");
  await db
    .insert(roomSilenced)
    .values({ roomId: room.id, userId, silencedAt: new Date(now()) })
    .onConflictDoNothing();
  // The one silenced (and the host's other pages) read the room again: they see it at once.
  tell.changed([room.hostId, userId], { kind: "room", roomId: room.id });
}

/** The host lets a silenced member write again; lifting what is not there changes nothing. */
export async function liftRoomSilence({ db, tell, now }: Context, { userId, ...ask }: Silence): Promise<void> {
  const room = await openRoomOrRefuse(db, now, await findHostedRoom(db, ask));
  const lifted = await db
    .delete(roomSilenced)
    .where(and(eq(roomSilenced.roomId, room.id), eq(roomSilenced.userId, userId)))
    .returning({ userId: roomSilenced.userId });
  if (lifted.length) tell.changed([room.hostId, userId], { kind: "room", roomId: room.id });
}

/** Refuses a message from someone the host has silenced in the room. */
export async function refuseIfSilenced(db: Db, roomId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(roomSilenced)
    .where(and(eq(roomSilenced.roomId, roomId), eq(roomSilenced.userId, userId)));
  if (row) throw forbidden(SILENCED);
}

/** The ids of those silenced in the room, in the order they were. */
export async function silencedIds(db: Db, roomId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: roomSilenced.userId })
    .from(roomSilenced)
    .where(eq(roomSilenced.roomId, roomId))
    .orderBy(roomSilenced.silencedAt, roomSilenced.userId);
  return rows.map((r) => r.userId);
}
