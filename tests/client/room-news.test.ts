import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Room, RoomMessage, RoomSummary } from "../../contract/rooms";
import { applyLiveChange } from "../../client/src/lib/live-changes";
import { ROOMS_KEY, keepNewer, roomKey } from "../../client/src/features/rooms/room-cache";

// A room page's cache as live news reaches it: what an event carries is written in place, and
// anything else has the room read again, one read at a time.

const person = {
  id: 2,
  firstName: "Cal",
  lastName: "Connection",
  profileImageUrl: null,
  bannerImageUrl: null,
  churchAffiliation: null,
  aboutMe: null,
  location: null,
};
const message = (id: number): RoomMessage => ({ id, author: person, content: `Message ${id}`, createdAt: "2026-11-27T00:00:00.000Z" });
const room = (over: Partial<Room> = {}): Room => ({
  id: 7,
  title: null,
  host: person,
  group: null,
  presentCount: 1,
  startsAt: null,
  openedAt: "2026-11-27T00:00:00.000Z",
  isHost: false,
  closedAt: null,
  amenCount: 0,
  joinedCount: 1,
  present: [person],
  currentRequestId: null,
  requests: [],
  messages: [],
  silenced: false,
  silencedIds: [],
  ...over,
});

/** A client showing room 7, whose reads answer `answer()` after `delay` ms; counts the reads. */
function showing(answer: () => Room, delay = 20) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  const reads = { started: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: roomKey(7),
    queryFn: async () => {
      reads.started += 1;
      await new Promise((r) => setTimeout(r, delay));
      return answer();
    },
    structuralSharing: (old, fresh) => keepNewer(old as Room | undefined, fresh as Room),
  });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, reads, shown: () => queryClient.getQueryData<Room>(roomKey(7))!, unsubscribe };
}
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

describe("a room's live news", () => {
  it("shows an Amen and a chat message from the event alone, without reading the room again", async () => {
    const page = showing(() => room());
    await settle();
    const before = page.reads.started;
    applyLiveChange(page.queryClient, { kind: "room", roomId: 7, amenCount: 3 });
    applyLiveChange(page.queryClient, { kind: "room", roomId: 7, message: message(5) });
    applyLiveChange(page.queryClient, { kind: "room", roomId: 7, message: message(5) });
    await settle();
    expect(page.reads.started).toBe(before);
    expect(page.shown().amenCount).toBe(3);
    expect(page.shown().messages.map((m) => m.id)).toEqual([5]);
    page.unsubscribe();
  });

  it("reads the room again once per read for any other news, however much comes at once, and ends on the latest", async () => {
    let present = 1;
    const page = showing(() => room({ present: Array.from({ length: present }, (_, i) => ({ ...person, id: i + 2 })) }));
    await settle();
    const before = page.reads.started;
    for (let i = 0; i < 50; i++) {
      present += 1;
      applyLiveChange(page.queryClient, { kind: "room", roomId: 7 });
    }
    await settle();
    expect(page.reads.started - before).toBe(2);
    expect(page.shown().present).toHaveLength(51);
    page.unsubscribe();
  });

  it("writes a room's count of people, as an event tells it, into the list of live rooms, without reading it again", async () => {
    const page = showing(() => room());
    await settle();
    const before = page.reads.started;
    const summary: RoomSummary = { id: 7, title: null, host: person, group: null, presentCount: 0, openedAt: room().openedAt, startsAt: null };
    page.queryClient.setQueryData(ROOMS_KEY, [summary, { ...summary, id: 8 }]);
    applyLiveChange(page.queryClient, { kind: "room", roomId: 7, presentCount: 1 });
    await settle();
    expect(page.reads.started).toBe(before);
    expect(page.queryClient.getQueryData<RoomSummary[]>(ROOMS_KEY)?.map((r) => [r.id, r.presentCount])).toEqual([
      [7, 1],
      [8, 0],
    ]);
    page.unsubscribe();
  });

  it("never lets a read that left before an event take back its count or its message", () => {
    const shown = room({ amenCount: 9, messages: [message(1), message(2)] });
    const fresh = room({ amenCount: 8, messages: [message(1)], present: [] });
    expect(keepNewer(shown, fresh)).toMatchObject({ amenCount: 9, messages: [message(1), message(2)], present: [] });
  });
});
