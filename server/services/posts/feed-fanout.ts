import type { Context } from "../../core/context";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { compactQueue, drainFanouts } from "./feed-entries";

/** Copies new posts into their readers' feeds, after the author's request has been answered. */
/** `kick()` when a post was queued: posts queued within GATHER_MS share one drain. */
export type FeedFanout = BackgroundTask;

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
export function startFeedFanout({ db, log, tell }: Context, sweepMs = 1000): FeedFanout {
  let drainedSinceCompact = 0;
  let compactedAt = Date.now();
  // A failed drain leaves its posts in the queue: the next kick or sweep tries again, and
  // feeds read queued posts meanwhile.
  return startBackgroundTask(
    async (task) => {
      let taken: number;
      do {
        taken = await drainFanouts(db, BATCH, tell);
        drainedSinceCompact += taken;
      } while (!task.closed && taken === BATCH);
      if (drainedSinceCompact > 0 && Date.now() - compactedAt >= COMPACT_EVERY_MS) {
        drainedSinceCompact = 0;
        compactedAt = Date.now();
        await compactQueue(db);
      }
    },
    { name: "feed_fanout", everyMs: sweepMs, gatherMs: GATHER_MS, log, failure: "feed fan-out failed; will retry" },
  );
}
