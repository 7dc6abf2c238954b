import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Room, RoomMessage } from "@contract/rooms";
import { apiRequest } from "@/lib/api";
import { errorToast } from "@/lib/error-toast";
import { i18n } from "@/lib/i18n";
import { ROOMS_KEY, roomKey, storeAmenCount, storeRoomMessage } from "./room-cache";

const messages = i18n("rooms/room-mutations", {
  openFailed: "The prayer room could not be opened",
  addFailed: "Your request could not be added",
  nextFailed: "Could not move to the next request",
  startFailed: "The room could not be started",
  endFailed: "The room could not be ended",
  amenFailed: "Your Amen was not counted",
  sendFailed: "Your message was not sent",
  cancelFailed: "The room could not be cancelled",
  silenceFailed: "Could not silence them",
  liftFailed: "Could not let them write again",
});

type Fallback = keyof ReturnType<typeof messages.get>;

const json = async <T>(res: Response) => (await res.json()) as T;

export function useOpenRoom(onOpened: (room: Room) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { title?: string; groupId?: number; startsAt?: string }) => json<Room>(await apiRequest("POST", "/api/rooms", body)),
    onSuccess: (room) => {
      queryClient.setQueryData(roomKey(room.id), room);
      onOpened(room);
    },
    onError: (error) => errorToast(error, messages.get().openFailed),
  });
}

/** A write inside the room whose answer is the room as it now is. */
// The fallback is named, not written, so the toast speaks the language of the moment it shows.
function useRoomWrite<Body>(id: number, path: string, fallback: Fallback) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => json<Room>(await apiRequest("POST", `/api/rooms/${id}/${path}`, body)),
    onSuccess: (room) => queryClient.setQueryData(roomKey(id), room),
    onError: (error) => errorToast(error, messages.get()[fallback]),
  });
}

export const useAddRequest = (id: number) => useRoomWrite<{ content: string }>(id, "requests", "addFailed");
export const useNextRequest = (id: number) => useRoomWrite<undefined>(id, "next", "nextFailed");
export const useStartRoom = (id: number) => useRoomWrite<undefined>(id, "start", "startFailed");
export const useEndRoom = (id: number) => useRoomWrite<undefined>(id, "end", "endFailed");

export function useSayAmen(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => json<{ amenCount: number }>(await apiRequest("POST", `/api/rooms/${id}/amen`)),
    onSuccess: ({ amenCount }) => storeAmenCount(queryClient, id, amenCount),
    onError: (error) => errorToast(error, messages.get().amenFailed),
  });
}

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => json<RoomMessage>(await apiRequest("POST", `/api/rooms/${id}/messages`, { content })),
    onSuccess: (message) => storeRoomMessage(queryClient, id, message),
    onError: (error) => errorToast(error, messages.get().sendFailed),
  });
}

/** The host calls off a room set for later: it is gone, so they go on to `onCancelled`. */
export function useCancelRoom(id: number, onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", `/api/rooms/${id}/cancel`);
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: roomKey(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: ROOMS_KEY, exact: true });
      onCancelled();
    },
    onError: (error) => errorToast(error, messages.get().cancelFailed),
  });
}

/** The host silences someone in the room's chat (`silenced: true`) or lets them write again; the room is then read again. */
export function useSilence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, silenced }: { userId: number; silenced: boolean }) => {
      if (silenced) await apiRequest("POST", `/api/rooms/${id}/silenced`, { userId });
      else await apiRequest("DELETE", `/api/rooms/${id}/silenced/${userId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKey(id), exact: true }),
    onError: (error, { silenced }) => errorToast(error, messages.get()[silenced ? "silenceFailed" : "liftFailed"]),
  });
}
