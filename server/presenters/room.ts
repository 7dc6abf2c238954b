import type { Room, RoomMessage, RoomSummary } from "../../contract/rooms";
import type { RoomMessageEntry } from "../db/schema";
import type { RoomPage } from "../services/rooms/room-page";
import type { LiveRoom } from "../services/rooms/rooms";
import { presentPublicUser } from "./user";

export function presentRoomSummary({ room, host, groupName, presentCount }: LiveRoom): RoomSummary {
  return {
    id: room.id,
    title: room.title,
    host: presentPublicUser(host),
    group: room.groupId !== null && groupName !== null ? { id: room.groupId, name: groupName } : null,
    presentCount,
    openedAt: room.openedAt.toISOString(),
    startsAt: room.startsAt?.toISOString() ?? null,
  };
}

export function presentRoomMessage(message: RoomMessageEntry): RoomMessage {
  return { id: message.id, author: presentPublicUser(message.author), content: message.content, createdAt: message.createdAt.toISOString() };
}

export function presentRoom(page: RoomPage, viewerId: number): Room {
  const { room } = page;
  return {
    ...presentRoomSummary({ room, host: page.host, groupName: page.groupName, presentCount: page.present.length }),
    isHost: room.hostId === viewerId,
    closedAt: room.closedAt?.toISOString() ?? null,
    amenCount: room.amenCount,
    joinedCount: page.joinedCount,
    present: page.present.map(presentPublicUser),
    currentRequestId: room.currentRequestId,
    requests: page.requests.map((r) => ({
      id: r.id,
      content: r.content,
      author: r.author ? presentPublicUser(r.author) : null,
      postId: r.postId,
      amenCount: r.amenCount,
      prayedAt: r.prayedAt?.toISOString() ?? null,
    })),
    messages: page.messages.map(presentRoomMessage),
    silenced: page.silenced,
    silencedIds: page.silencedIds,
  };
}
