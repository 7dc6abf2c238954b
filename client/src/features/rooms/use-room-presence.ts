import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { rereadRooms } from "./room-cache";

/**
 * Keeps me in the room while its page is open: a presence stream the server holds open, and
 * drops (so I leave at once) when the page closes. When the server says the room has ended,
 * the room is read again to show its record.
 */
export function useRoomPresence(roomId: number, open: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open) return;
    const source = new EventSource(`/api/rooms/${roomId}/stream`, { withCredentials: true });
    // In turn with the reads live news asks for, so that news heard meanwhile is read after it.
    const reread = () => void rereadRooms(queryClient);
    source.addEventListener("here", reread);
    source.addEventListener("ended", () => {
      source.close();
      reread();
    });
    // Too many of my room pages are open: this, the oldest, stays out rather than push another out.
    source.addEventListener("replaced", () => source.close());
    return () => source.close();
  }, [roomId, open, queryClient]);
}
