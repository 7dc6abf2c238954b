import { useQuery } from "@tanstack/react-query";
import type { Room, RoomSummary } from "@contract/rooms";
import { ROOMS_KEY, keepNewer, roomKey } from "./room-cache";

/** The live rooms I may join (the "Live now" card, a group's page). */
export function useLiveRooms(enabled = true) {
  return useQuery<RoomSummary[]>({ queryKey: ROOMS_KEY, enabled });
}

export function useRoom(id: number) {
  return useQuery<Room>({ queryKey: roomKey(id), structuralSharing: (old, fresh) => keepNewer(old as Room | undefined, fresh as Room) });
}
