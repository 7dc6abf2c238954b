import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { displayName } from "../../../contract/display-name";
import type { OpenRoomBody } from "../../../contract/rooms";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { type GroupRow, type RoomRow, type UserRow, groups, roomRequests, rooms, users } from "../../db/schema";
import { findAdminGroup } from "../../policies/group";
import { openPrayerRequest } from "../../policies/prayer";
import { type ViewerAndRoom, findHostedRoom, roomAudience, roomSeenBy } from "../../policies/room";
import { MAX_ROOM_SCHEDULE_DAYS } from "../../../contract/limits";
import { conflict, invalid } from "../../core/errors";
import { mailMessages, params } from "../../mail/i18n";
import { type NoticeDraft, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { EMPTY_GRACE_MS, closeRoom, freshPresence, presentIds, settleRoom } from "./room-state";
import { findUserById } from "../people/users";

/** How many of a group's open prayer requests a room opened for it starts with. */
const GROUP_REQUESTS_TAKEN = 20;

/** Everyone a room's opening or closing concerns: who may see it (for their "Live now" card), its host, who is in it. */
export async function roomWatchers(db: Db, now: Clock, room: RoomRow): Promise<number[]> {
  const audience = await queryRows<{ id: number }>(
    db,
    sql`select a.id from rooms r cross join lateral (${roomAudience(room)}) as a (id) where r.id = ${room.id}`,
  );
  return [...new Set([room.hostId, ...audience.map((a) => a.id), ...(await presentIds(db, now, room.id))])];
}

/** Whom a change inside a room concerns: its host and whoever is in it now. */
export async function roomListeners(db: Db, now: Clock, room: RoomRow): Promise<number[]> {
  return [...new Set([room.hostId, ...(await presentIds(db, now, room.id))])];
}

/**
 * Settles the host's rooms (one left empty past its grace is closed) and refuses a second one
 * open or scheduled: a host (and a group) has one room at a time, live or still to start.
 */
async function refuseSecondRoom(db: Db, now: Clock, { hostId, groupId }: { hostId: number; groupId: number | null }) {
  const open = await db
    .select()
    .from(rooms)
    .where(and(isNull(rooms.closedAt), groupId === null ? eq(rooms.hostId, hostId) : eq(rooms.groupId, groupId)));
  for (const room of open) {
    const settled = await settleRoom(db, now, room);
    if (settled.closedAt) continue;
    const state = settled.startsAt ? "scheduled" : "open";
    throw conflict(groupId === null ? `You already have a prayer room ${state}` : `This group already has a prayer room ${state}`);
  }
}

/** When a room asked to open at `startsAt` starts: null for now; a 400 unless ahead, within the limit. */
function startTime(now: Clock, startsAt: string | undefined): Date | null {
  if (startsAt === undefined) return null;
  const at = new Date(startsAt);
  if (at.getTime() <= now()) throw invalid("Start time must be in the future");
  if (at.getTime() > now() + MAX_ROOM_SCHEDULE_DAYS * 24 * 60 * 60 * 1000) {
    throw invalid(`Start time must be within ${MAX_ROOM_SCHEDULE_DAYS} days`);
  }
  return at;
}

/**
 * Opens a prayer room, now or at a set time: for the host's connections, or for a group (its
 * admins only). A scheduled room is listed (as starting then) to those who may see it, but
 * nobody joins it, and nobody is told, until it starts.
 */
export async function openRoom({ db, tell, now }: Context, hostId: number, body: OpenRoomBody): Promise<RoomRow> {
  const groupId = body.groupId ?? null;
  const startsAt = startTime(now, body.startsAt);
  const group = groupId === null ? null : (await findAdminGroup(db, { viewerId: hostId, groupId })).group;
  await refuseSecondRoom(db, now, { hostId, groupId: null });
  if (groupId !== null) await refuseSecondRoom(db, now, { hostId, groupId });
  const host = (await findUserById(db, hostId))!;
  const at = new Date(now());
  const { room, notices } = await db.transaction(async (tx) => {
    // Nobody is in it until the host's page arrives: the grace runs from the start.
    const [created] = await tx
      .insert(rooms)
      .values({ hostId, groupId, title: body.title || null, openedAt: at, startsAt, emptySince: startsAt ? null : at })
      .returning();
    if (startsAt) return { room: created!, notices: [] };
    return beginRoom(tx, created!, host, group);
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed(await roomWatchers(db, now, room), { kind: "room", roomId: room.id });
  return room;
}

/**
 * What a room starts with, as it starts (in the transaction that starts it): a group's room
 * takes the group's open prayer requests, and its members are told (a notice, which the
 * notice mailer and push sender carry further as they do every notice).
 */
export async function beginRoom(tx: Db, started: RoomRow, host: UserRow, group: GroupRow | null) {
  let room = started;
  if (!group) return { room, notices: [] };
  const [first] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${roomRequests} (room_id, post_id)
      select ${room.id}::int, p.id from posts p
      where p.group_id = ${group.id}::int and p.moderation is null and ${openPrayerRequest(sql`p`)}
      order by p.id limit ${GROUP_REQUESTS_TAKEN}
      returning id`,
  );
  if (first) {
    const [withCurrent] = await tx.update(rooms).set({ currentRequestId: first.id }).where(eq(rooms.id, room.id)).returning();
    room = withCurrent ?? room;
  }
  return { room, notices: await noticeGroup(tx, room, host, group) };
}

const roomWords = mailMessages("notices/group-room", {
  title: "Live prayer",
  message: params("{name} opened a live prayer room in {group}. Join now."),
  titled: params("{name} opened a live prayer room in {group}: {room}. Join now."),
});

async function noticeGroup(tx: Db, room: RoomRow, host: UserRow, group: GroupRow) {
  const name = displayName(host);
  const notice: Omit<NoticeDraft, "userId"> = {
    actorId: host.id,
    type: "group_room",
    title: (language) => roomWords(language).title,
    message: (language) =>
      room.title
        ? roomWords(language).titled({ name, group: group.name, room: room.title })
        : roomWords(language).message({ name, group: group.name }),
    groupId: group.id,
  };
  const rows = await queryRows(
    tx,
    notifyEachStatement({
      ...notice,
      recipients: sql`select a.id from rooms r cross join lateral (${roomAudience(room)}) as a (id) where r.id = ${room.id}`,
    }),
  );
  return storedNotices(notice, rows as never);
}

/** The host ends the room: its record stays at the same address. */
export async function endRoom({ db, tell, now }: Context, ask: ViewerAndRoom): Promise<RoomRow> {
  const room = await settleRoom(db, now, await findHostedRoom(db, ask));
  if (room.closedAt) return room;
  if (room.startsAt) throw conflict("This prayer room has not started: cancel it instead");
  const watchers = await roomWatchers(db, now, room);
  const closed = (await closeRoom(db, room, new Date(now()))) ?? room;
  tell.changed(watchers, { kind: "room", roomId: room.id });
  return closed;
}

export type LiveRoom = { room: RoomRow; host: UserRow; groupName: string | null; presentCount: number };

/**
 * The open rooms the viewer may join, newest first, then those still to start, soonest first:
 * the "Live now" card, and a group's page.
 */
export async function liveRooms(db: Db, now: Clock, viewerId: number): Promise<LiveRoom[]> {
  const rows = await db
    .select({
      room: rooms,
      host: users,
      groupName: groups.name,
      presentCount: sql<number>`(select count(distinct p.user_id)::int from room_presence p where p.room_id = rooms.id and ${freshPresence(now)})`,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.hostId))
    .leftJoin(groups, eq(groups.id, rooms.groupId))
    .where(
      and(
        isNull(rooms.closedAt),
        // Past its grace with nobody in it, a room has closed, whether or not that is written yet.
        sql`(rooms.empty_since is null or rooms.empty_since > ${new Date(now() - EMPTY_GRACE_MS)})`,
        roomSeenBy(viewerId, sql`rooms`),
      ),
    )
    .orderBy(sql`rooms.starts_at asc nulls first`, sql`rooms.opened_at desc`)
    .limit(20);
  return rows;
}
