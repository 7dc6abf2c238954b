import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type RoomRow, rooms } from "../db/schema";
import { forbidden, notFound } from "../core/errors";
import { type Someone, asId, connectedTo } from "./connection";
import { bannedFrom, memberOf, seesGroup } from "./group";
import { personShownTo } from "./person";

// Who may see and join a live prayer room (its page, the "Live now" card, its chat, presence,
// requests and live events all ask here):
// - its host, always;
// - a connections room: the host's connections, while neither has blocked the other and the
//   host is not banned;
// - a group room: the group's members while the group is up and they are not banned from it,
//   and (as everywhere) never across a block with the host;
// - to anyone else it does not exist: 404, as for an id never used.
// Only the host moves to the next request or ends the room (a 403 to the others in it). Only a
// group's admins open a room for the group.

/** A condition on a row of `rooms` (`room`: its name or alias): `viewerId` may see and join it. */
export const roomSeenBy = (viewerId: Someone, room: SQL): SQL => sql<boolean>`(${room}.host_id = ${asId(viewerId)} or (
  ${personShownTo({ viewerId, personId: sql`${room}.host_id` })}
  and case when ${room}.group_id is null then ${connectedTo(viewerId, sql`${room}.host_id`)}
    else ${memberOf({ userId: viewerId, groupId: sql`${room}.group_id` })}
      and ${seesGroup({ viewerId, groupId: sql`${room}.group_id` })}
      and not ${bannedFrom({ userId: viewerId, groupId: sql`${room}.group_id` })}
    end))`;

/** Whoever asks (the viewer) and the room they ask about. */
export type ViewerAndRoom = { viewerId: number; roomId: number };

/** The room if the viewer may see it; a 404 otherwise. */
export async function findVisibleRoom(db: Db, { viewerId, roomId }: ViewerAndRoom): Promise<RoomRow> {
  const [row] = await db
    .select({ room: rooms, seen: roomSeenBy(viewerId, sql`rooms`) })
    .from(rooms)
    .where(eq(rooms.id, roomId))
    .limit(1);
  if (!row?.seen) throw notFound("Room not found");
  return row.room;
}

/** The room if the viewer hosts it; a 404 to whoever may not see it, a 403 to the others in it. */
export async function findHostedRoom(db: Db, ask: ViewerAndRoom): Promise<RoomRow> {
  const room = await findVisibleRoom(db, ask);
  if (room.hostId !== ask.viewerId) throw forbidden("Only the host can do that");
  return room;
}

/**
 * The people a room's news reaches besides those in it (when it opens or closes, for their
 * "Live now" card), as a subquery of ids: everyone who may see it.
 */
export const roomAudience = (room: RoomRow): SQL =>
  room.groupId === null
    ? sql`select u.id from users u where u.id in (
        select addressee_id from connections where requester_id = ${room.hostId}::int and status = 'accepted'
        union all select requester_id from connections where addressee_id = ${room.hostId}::int and status = 'accepted')
        and ${roomSeenBy(sql`u.id`, sql`r`)}`
    : sql`select gm.user_id from group_members gm where gm.group_id = ${room.groupId}::int and ${roomSeenBy(sql`gm.user_id`, sql`r`)}`;
