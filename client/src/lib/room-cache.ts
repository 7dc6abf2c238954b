import type { QueryClient } from "@tanstack/react-query";
import type { Room } from "@contract/rooms";

/** The live rooms I may join; a room's own key extends it, so refreshing the list refreshes open rooms too. */
export const ROOMS_KEY = ["/api/rooms"] as const;
export const roomKey = (id: number) => ["/api/rooms", id] as const;

/**
 * A room's Amen count as an event or an answer tells it: counts only grow, so an older one
 * arriving late never takes the count back.
 */
export function storeAmenCount(queryClient: QueryClient, roomId: number, amenCount: number): void {
  queryClient.setQueryData<Room>(roomKey(roomId), (room) => (room ? { ...room, amenCount: Math.max(room.amenCount, amenCount) } : room));
}
