import type { Db } from "../db/client";
import { compactQueue, drainFanouts } from "./feed-entries";
import type { Tell } from "./live";
import type { Log } from "./log";

/** Copies new posts into their readers' feeds, after the author's request has been answered. */
export interface FeedFanout {
  /** A post was queued: drain soon (posts queued within GATHER_MS share one drain). */
  kick(): void;
  /** Stops the timer and waits for a drain under way. */
  close(): Promise<void>;
}

const BATCH = 100;
// Posts written within this long of each other are copied together: one transaction (one
// WAL flush) for a burst of posts instead of one each, at a cost readers never see (the feed
// reads queued posts directly).
const GATHER_MS = 50;
const COMPACT_EVERY_MS = 60_000;

/**
 * Each app process drains the queue when its own posts are written, and every `sweepMs` in
 * case another process stopped before draining its own (the queue rows outlive any process).
 * Processes share the queue safely: each takes rows the others have not locked.
 */
export function startFeedFanout(db: Db, log: Log, tell: Tell, sweepMs = 1000): FeedFanout {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let gathering: NodeJS.Timeout | null = null;
  let drainedSinceCompact = 0;
  let compactedAt = Date.now();

  const drain = async () => {
    try {
      let taken: number;
      do {
        taken = await drainFanouts(db, BATCH, tell);
        drainedSinceCompact += taken;
      } while (!closed && taken === BATCH);
      if (drainedSinceCompact > 0 && Date.now() - compactedAt >= COMPACT_EVERY_MS) {
        drainedSinceCompact = 0;
        compactedAt = Date.now();
        await compactQueue(db);
      }
    } catch (err) {
      // Left in the queue: the next kick or sweep tries again, and feeds read queued posts.
      log.error({ err }, "feed fan-out failed; will retry");
    }
  };
  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        setImmediate(run);
      }
    });
  };
  const timer = setInterval(run, sweepMs);
  timer.unref();

  return {
    kick() {
      gathering ??= setTimeout(() => {
        gathering = null;
        run();
      }, GATHER_MS);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      if (gathering) clearTimeout(gathering);
      await running;
    },
  };
}
