import { afterAll } from "vitest";

/** Reads a server-sent event stream with fetch, collecting events as they come. */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: "text/event-stream" }, signal: controller.signal });
  const events: { event: string; data: unknown; at: number }[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) {
            events.push({ event, data: JSON.parse(data), at: Date.now() });
            for (const w of waiters.splice(0)) w();
          }
        }
      }
    } catch {
      // aborted
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    events,
    /** Resolves when the stream has ended, whichever side ended it. */
    ended: done,
    /**
     * Resolves with the first event (from `from` on) that matches, or rejects after `ms`: a
     * generous bound, for a machine busy with other work; a test of how soon an event comes
     * measures that itself.
     */
    async next(match: (e: { event: string; data: unknown }) => boolean, ms = 15_000, from = 0) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.slice(from).find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** A member's live stream on the app at `base`, once the server has registered it (its first event, the unread count, has come). */
export async function openLiveStream(base: string, cookie: string): Promise<EventStream> {
  const stream = await openEventStream(`${base}/api/notifications/stream`, cookie);
  await stream.next((e) => e.event === "count");
  return stream;
}

/**
 * For a suite: opens members' live streams on the app at `base()` (read when a stream is
 * opened, so it may be set in a `beforeAll`) and closes them all after the suite.
 */
export function liveStreams(base: () => string): (who: { agent: { cookieHeader: string } }) => Promise<EventStream> {
  const streams: EventStream[] = [];
  afterAll(() => Promise.all(streams.map((stream) => stream.close())));
  return async (who) => {
    const stream = await openLiveStream(base(), who.agent.cookieHeader);
    streams.push(stream);
    return stream;
  };
}
