import { and, asc, desc, eq, sql } from "drizzle-orm";
import { ROOM_MESSAGES_SHOWN } from "../../../contract/limits";
import type { Clock } from "../../core/clock";
import type { Db } from "../../db/client";
import {
  type RoomMessageEntry,
  type RoomRow,
  type UserRow,
  groups,
  posts,
  roomMembers,
  roomMessages,
  roomPresence,
  roomRequests,
  users,
} from "../../db/schema";
import { personShownTo } from "../../policies/person";
import { postVisibleTo } from "../../policies/post";
import { type ViewerAndRoom, findVisibleRoom } from "../../policies/room";
import { silencedIds } from "./room-silence";
import { PRESENCE_STALE_MS, settleRoom } from "./room-state";

type RoomRequestEntry = {
  id: number;
  content: string;
  author: UserRow | null;
  postId: number | null;
  amenCount: number;
  prayedAt: Date | null;
};

export type RoomPage = {
  room: RoomRow;
  host: UserRow;
  groupName: string | null;
  present: UserRow[];
  joinedCount: number;
  requests: RoomRequestEntry[];
  messages: RoomMessageEntry[];
  /** Whether the host has silenced the viewer in this room. */
  silenced: boolean;
  /** Those the host has silenced here: told to the host only (to the others it is nobody's business). */
  silencedIds: number[];
};

/**
 * A room as the viewer sees it: who is in it, its requests, its chat; once closed, its record.
 * Everyone and everything in it is shown as the viewer may see it (nobody blocked either way;
 * a group's request only while the viewer may still see the post).
 */
export async function readRoom(db: Db, now: Clock, ask: ViewerAndRoom): Promise<RoomPage> {
  const room = await settleRoom(db, now, await findVisibleRoom(db, ask));
  const { viewerId } = ask;
  const [host] = await db.select().from(users).where(eq(users.id, room.hostId));
  const [group] = room.groupId === null ? [] : await db.select({ name: groups.name }).from(groups).where(eq(groups.id, room.groupId));
  const present = room.closedAt
    ? []
    : await db
        .selectDistinctOn([users.id], { user: users })
        .from(roomPresence)
        .innerJoin(users, eq(users.id, roomPresence.userId))
        .where(
          and(
            eq(roomPresence.roomId, room.id),
            sql`room_presence.last_seen_at > ${new Date(now() - PRESENCE_STALE_MS)}`,
            personShownTo({ viewerId, personId: sql`users.id` }),
          ),
        )
        .orderBy(users.id);
  const [joined] = await db.select({ count: sql<number>`count(*)::int` }).from(roomMembers).where(eq(roomMembers.roomId, room.id));
  const requests = await db
    .select({ request: roomRequests, author: users, postContent: posts.content })
    .from(roomRequests)
    .leftJoin(users, eq(users.id, roomRequests.authorId))
    .leftJoin(posts, eq(posts.id, roomRequests.postId))
    .where(
      and(
        eq(roomRequests.roomId, room.id),
        sql`case when room_requests.post_id is null then ${personShownTo({ viewerId, personId: sql`room_requests.author_id` })}
          else ${postVisibleTo(viewerId)} end`,
      ),
    )
    .orderBy(asc(roomRequests.id));
  const messages = await db
    .select({ message: roomMessages, author: users })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.authorId))
    .where(and(eq(roomMessages.roomId, room.id), personShownTo({ viewerId, personId: sql`users.id` })))
    .orderBy(desc(roomMessages.id))
    .limit(ROOM_MESSAGES_SHOWN);
  const silenced = await silencedIds(db, room.id);
  return {
    room,
    host: host!,
    groupName: group?.name ?? null,
    present: present.map((p) => p.user),
    joinedCount: joined?.count ?? 0,
    requests: requests.map(({ request, author, postContent }) => ({
      id: request.id,
      content: request.content ?? postContent ?? "",
      author: request.postId === null ? author : null,
      postId: request.postId,
      amenCount: request.amenCount,
      prayedAt: request.prayedAt,
    })),
    messages: messages
      .reverse()
      .map(({ message, author }) => ({ id: message.id, author, content: message.content, createdAt: message.createdAt })),
    silenced: silenced.includes(viewerId),
    silencedIds: room.hostId === viewerId ? silenced : [],
  };
}
