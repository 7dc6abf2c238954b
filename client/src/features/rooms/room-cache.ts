import type { QueryClient } from "@tanstack/react-query";
import { ROOM_MESSAGES_SHOWN } from "@contract/limits";
import type { Room, RoomMessage, RoomSummary } from "@contract/rooms";
import type { PublicUser } from "@contract/users";

/** The live rooms I may join; a room's own key extends it, so refreshing the list refreshes open rooms too. */
export const ROOMS_KEY = ["/api/rooms"] as const;
export const roomKey = (id: number) => ["/api/rooms", id] as const;

/**
 * A room as a fresh read gives it, kept with what events told of since the read began: counts
 * only grow, and chat messages only arrive, so a read that left before the news never takes
 * it back.
 */
export function keepNewer(old: Room | undefined, fresh: Room): Room {
  if (!old || old.id !== fresh.id) return fresh;
  const newest = fresh.messages.at(-1)?.id ?? 0;
  const later = old.messages.filter((m) => m.id > newest);
  return {
    ...fresh,
    amenCount: Math.max(old.amenCount, fresh.amenCount),
    messages: later.length ? [...fresh.messages, ...later].slice(-ROOM_MESSAGES_SHOWN) : fresh.messages,
  };
}

/**
 * A room's Amen count as an event or an answer tells it: counts only grow, so an older one
 * arriving late never takes the count back.
 */
export function storeAmenCount(queryClient: QueryClient, roomId: number, amenCount: number): void {
  queryClient.setQueryData<Room>(roomKey(roomId), (room) => (room ? { ...room, amenCount: Math.max(room.amenCount, amenCount) } : room));
}

/** A chat message as an event or the answer to sending it gives it: added once, in order, the newest kept. */
export function storeRoomMessage(queryClient: QueryClient, roomId: number, message: RoomMessage): void {
  queryClient.setQueryData<Room>(roomKey(roomId), (room) =>
    room && !room.messages.some((m) => m.id === message.id)
      ? { ...room, messages: [...room.messages, message].sort((a, b) => a.id - b.id).slice(-ROOM_MESSAGES_SHOWN) }
      : room,
  );
}

/** Someone came into the room or left it, as an event tells it: the list stays in the order the server gives (by id). */
export function storePresence(queryClient: QueryClient, roomId: number, { arrived, left }: { arrived?: PublicUser; left?: number }): void {
  queryClient.setQueryData<Room>(roomKey(roomId), (room) => {
    if (!room) return room;
    let present = room.present.filter((p) => p.id !== arrived?.id && p.id !== left);
    if (arrived) present = [...present, arrived].sort((a, b) => a.id - b.id);
    return { ...room, present, presentCount: present.length };
  });
}

/** How many are in a room now, as an event tells it, on the lists of live rooms ("Live now", a group's page). */
export function storeLiveCount(queryClient: QueryClient, roomId: number, presentCount: number): void {
  queryClient.setQueryData<RoomSummary[]>(ROOMS_KEY, (list) =>
    list?.some((room) => room.id === roomId) ? list.map((room) => (room.id === roomId ? { ...room, presentCount } : room)) : list,
  );
}

// One read of the rooms at a time: news heard during a read has them read once more after it,
// rather than cancelling it (the server would finish it anyway). When many come and go at once,
// each page then reads the room as fast as the server answers, never faster.
const rereads = new WeakMap<QueryClient, { again: boolean }>();

/**
 * News written in place while a read is under way: that read may have left before the news
 * and would take it back when it lands, so one more read follows it.
 */
export function readAgainIfReading(queryClient: QueryClient): void {
  const under = rereads.get(queryClient);
  if (under) under.again = true;
}

/** The live rooms (and every open room's page) read again, at most one read under way and one to follow. */
export async function rereadRooms(queryClient: QueryClient): Promise<void> {
  const under = rereads.get(queryClient);
  if (under) {
    under.again = true;
    return;
  }
  const state = { again: false };
  rereads.set(queryClient, state);
  try {
    do {
      state.again = false;
      await queryClient.invalidateQueries({ queryKey: ROOMS_KEY });
    } while (state.again);
  } finally {
    rereads.delete(queryClient);
  }
}
