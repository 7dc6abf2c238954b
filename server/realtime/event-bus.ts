import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import type { LiveChange } from "../../contract/live";
import type { Notification } from "../../contract/notifications";

/** What open event streams are told, as the stream's event name and its data. */
export type StreamEvent = { name: "notification"; data: { notification: Notification; count: number } } | { name: "changed"; data: LiveChange };
/** One event for the streams of these people (one message however many they are). */
type LiveEvent = { userIds: readonly number[]; event: StreamEvent };
type Listener = (event: StreamEvent) => void;
type SessionEndListener = (sessionId: string) => void;

/**
 * Carries live events to whichever app process holds the person's stream: Redis pub/sub
 * between processes when REDIS_URL is set, an in-process emitter otherwise.
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: number, listener: Listener): () => void;
  /** Tells every process that a session has ended (by its id), so that its streams close. */
  endSession(sessionId: string): Promise<void>;
  /** Returns the unsubscribe function. */
  onSessionEnd(listener: SessionEndListener): () => void;
  close(): Promise<void>;
}

/** Local delivery: one emitter, keyed by user id, so a publish costs only that user's streams. */
function localListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const ends = new Set<SessionEndListener>();
  return {
    deliver: ({ userIds, event }: LiveEvent) => {
      for (const userId of userIds) emitter.emit(String(userId), event);
    },
    subscribe(userId: number, listener: Listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    endSession: (sessionId: string) => {
      for (const listener of ends) listener(sessionId);
    },
    onSessionEnd(listener: SessionEndListener) {
      ends.add(listener);
      return () => void ends.delete(listener);
    },
  };
}

export function memoryEventBus(): EventBus {
  const local = localListeners();
  return {
    publish: async (event) => void local.deliver(event),
    subscribe: local.subscribe,
    endSession: async (sessionId) => local.endSession(sessionId),
    onSessionEnd: local.onSessionEnd,
    close: async () => {},
  };
}

const CHANNEL = "koinonia:events";
const SESSION_ENDS = "koinonia:session-ends";

/**
 * One channel for the whole deployment (and one for ended sessions); each process subscribes
 * once and hands events to its own streams. `publisher` is shared with the app; the
 * subscriber needs a connection of its own (a subscribed Redis connection can do nothing else).
 */
export async function redisEventBus(publisher: Redis): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const local = localListeners();
  subscriber.on("message", (channel: string, message: string) => {
    if (channel === SESSION_ENDS) return local.endSession(message);
    try {
      local.deliver(JSON.parse(message) as LiveEvent);
    } catch {
      // Not one of ours: ignore.
    }
  });
  await subscriber.subscribe(CHANNEL, SESSION_ENDS);
  return {
    publish: async (event) => void (await publisher.publish(CHANNEL, JSON.stringify(event))),
    subscribe: local.subscribe,
    endSession: async (sessionId) => void (await publisher.publish(SESSION_ENDS, sessionId)),
    onSessionEnd: local.onSessionEnd,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
