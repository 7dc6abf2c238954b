import type { StreamEndReason } from "../../contract/notifications";
/** An open event stream as the registry sees it: whose it is, and how to end it. */
export type OpenStream = { sessionId: string; userId: number; end(reason: StreamEndReason): void };

// Each tab holds one stream; a few tabs and devices are normal, thousands are an attack on
// the server's file handles.
const MAX_STREAMS_PER_SESSION = 5;
export const MAX_STREAMS_PER_USER = 5;

/**
 * The event streams this process holds, by session and by user, oldest first. Opening one
 * more than a cap allows ends the oldest, so a person who opens a new tab is never refused.
 * The caps hold per app process: with several, a user's streams spread over them.
 */
export type OpenStreams = ReturnType<typeof openStreams>;

export function openStreams(perSession = MAX_STREAMS_PER_SESSION, perUser = MAX_STREAMS_PER_USER) {
  const bySession = new Map<string, OpenStream[]>();
  const byUser = new Map<number, OpenStream[]>();

  const forget = <K>(map: Map<K, OpenStream[]>, key: K, stream: OpenStream) => {
    const list = map.get(key)?.filter((s) => s !== stream) ?? [];
    if (list.length) map.set(key, list);
    else map.delete(key);
  };

  return {
    /** Registers a stream just opened, ending the oldest ones past either cap. */
    add(stream: OpenStream) {
      const ofSession = [...(bySession.get(stream.sessionId) ?? []), stream];
      const ofUser = [...(byUser.get(stream.userId) ?? []), stream];
      bySession.set(stream.sessionId, ofSession);
      byUser.set(stream.userId, ofUser);
      const excess = new Set([...ofSession.slice(0, -perSession), ...ofUser.slice(0, -perUser)]);
      for (const old of excess) old.end("replaced");
    },

    /** Called by a stream as it ends, whatever ended it. */
    remove(stream: OpenStream) {
      forget(bySession, stream.sessionId, stream);
      forget(byUser, stream.userId, stream);
    },

    /** How many streams are open. */
    count(): number {
      let open = 0;
      for (const streams of byUser.values()) open += streams.length;
      return open;
    },

    endSession(sessionId: string) {
      for (const stream of bySession.get(sessionId) ?? []) stream.end("signed-out");
    },

    endAll() {
      for (const streams of [...byUser.values()]) for (const stream of streams) stream.end("shutdown");
    },
  };
}
