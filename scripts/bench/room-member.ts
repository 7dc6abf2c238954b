import type { LiveChange } from "../../contract/live";
import type { Room } from "../../contract/rooms";

// One member with a room's page open, as the browser's client behaves there: the app's live
// stream (/api/notifications/stream) and the page's presence stream, and on each room event
// what client/src/lib/live-changes.ts and features/rooms do with it (an Amen's count and a chat
// message, someone coming or leaving written in place; for anything else the room read again, one read at a time, as
// features/rooms/room-cache.ts's rereadRooms does, the page's own `here` too; presence news heard during a
// read has one more follow it). What the member's
// screen shows, and when, is logged.

/** One server-sent event stream, read with fetch; `onEvent` for each event. */
async function readStream(url: string, cookie: string, signal: AbortSignal, onEvent: (event: string, data: string) => void) {
  const res = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, data);
        }
      }
    } catch {
      // closed
    }
  })();
}

export class RoomMember {
  /** What the member's screen shows of the room. */
  amenCount = 0;
  present: number[] = [];
  /** When each count was first shown (counts only grow), and each message. */
  readonly amenShown: { at: number; count: number }[] = [];
  readonly amenHeard: { at: number; count: number }[] = [];
  readonly amenRead: { at: number; count: number }[] = [];
  readonly messageShown = new Map<number, number>();
  /** The present list after each change, kept for the host only (who reads it for join and leave). */
  readonly presentLog: { at: number; present: number[] }[] = [];
  /** Room reads started and finished. */
  readsStarted = 0;
  readsDone = 0;
  private readonly streams = new AbortController();
  private reading: AbortController | undefined;
  private inTurn = false;
  private again = false;

  constructor(
    readonly id: number,
    readonly cookie: string,
    private readonly base: string,
    private readonly roomId: number,
    private readonly logPresence = false,
  ) {}

  /** The app's live stream, open before the room's page is (the app shell holds it). */
  async openLive(): Promise<void> {
    await readStream(`${this.base}/api/notifications/stream`, this.cookie, this.streams.signal, (event, data) => {
      if (event !== "changed") return;
      const change = JSON.parse(data) as LiveChange;
      if (change.kind === "room" && change.roomId === this.roomId) this.onRoomChange(change);
    });
  }

  /** The room's page opens: it reads the room, then holds its presence stream. */
  async openPage(): Promise<void> {
    await this.read();
    await readStream(`${this.base}/api/rooms/${this.roomId}/stream`, this.cookie, this.streams.signal, (event) => {
      if (event === "here") void this.rereadInTurn();
    });
  }

  /** The tab closes: both streams drop. */
  close(): void {
    this.streams.abort();
    this.reading?.abort();
  }

  private onRoomChange(change: Extract<LiveChange, { kind: "room" }>) {
    const at = performance.now();
    if (change.amenCount !== undefined) {
      this.amenHeard.push({ at, count: change.amenCount });
      this.showAmen(at, change.amenCount);
    }
    if (change.message && !this.messageShown.has(change.message.id)) this.messageShown.set(change.message.id, at);
    if (change.arrived || change.left !== undefined) {
      const present = this.present.filter((id) => id !== change.arrived?.id && id !== change.left);
      this.present = change.arrived ? [...present, change.arrived.id] : present;
      if (this.logPresence) this.presentLog.push({ at, present: this.present });
      // readAgainIfReading: a read under way may have left before this news.
      if (this.inTurn) this.again = true;
    }
    // A count alone is for the lists of live rooms, which a member on the room's page does not read.
    const news =
      change.amenCount !== undefined || change.message || change.arrived || change.left !== undefined || change.presentCount !== undefined;
    if (!news) void this.rereadInTurn();
  }

  /** rereadRooms: one read at a time, and one more after it for news heard meanwhile. */
  private async rereadInTurn() {
    if (this.inTurn) {
      this.again = true;
      return;
    }
    this.inTurn = true;
    try {
      do {
        this.again = false;
        await this.reread();
      } while (this.again);
    } finally {
      this.inTurn = false;
    }
  }

  /** invalidateQueries: a read under way is cancelled and a new one starts. */
  private reread(): Promise<void> {
    this.reading?.abort();
    return this.read().catch(() => {});
  }

  private async read(): Promise<void> {
    const controller = new AbortController();
    this.reading = controller;
    this.readsStarted += 1;
    const res = await fetch(`${this.base}/api/rooms/${this.roomId}`, { headers: { cookie: this.cookie }, signal: controller.signal });
    const room = (await res.json()) as Room;
    if (controller.signal.aborted || res.status !== 200) return;
    this.readsDone += 1;
    this.show(performance.now(), room);
  }

  private show(at: number, room: Room) {
    this.amenRead.push({ at, count: room.amenCount });
    this.showAmen(at, room.amenCount);
    for (const message of room.messages) if (!this.messageShown.has(message.id)) this.messageShown.set(message.id, at);
    this.present = room.present.map((p) => p.id);
    if (this.logPresence) this.presentLog.push({ at, present: this.present });
  }

  private showAmen(at: number, count: number) {
    if (count <= this.amenCount) return;
    this.amenCount = count;
    this.amenShown.push({ at, count });
  }
}

/** When the log first reached `count` (or undefined, never). */
export function firstReaching(log: { at: number; count: number }[], count: number): number | undefined {
  return log.find((entry) => entry.count >= count)?.at;
}
