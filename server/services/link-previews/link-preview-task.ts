import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Context } from "../../core/context";
import { readDueCards } from "./link-preview-queue";

const BATCH = 8;

/**
 * Reads the cards of posts written with a link, every `everyMs` (a post's card shows a second
 * or two after it is written). Processes share the queue: each takes rows the others have not.
 * `allowLocal` (tests only) lets the pages be on this machine's loopback addresses.
 */
export function startLinkPreviews(context: Context, { allowLocal }: { allowLocal: boolean }, everyMs = 1000): BackgroundTask {
  // Closing the app ends the reads under way rather than waiting out their time limits.
  const stop = new AbortController();
  const task = startBackgroundTask(
    async (state) => {
      let taken: number;
      do {
        taken = await readDueCards(context, { allowLocal, signal: stop.signal }, { batch: BATCH });
      } while (!state.closed && taken === BATCH);
    },
    { name: "link_previews", everyMs, log: context.log, failure: "reading link cards failed; will retry" },
  );
  return {
    kick: () => task.kick(),
    async close() {
      stop.abort();
      await task.close();
    },
  };
}
