import type { Log } from "./log";

/** Work an app process does in the background, over rows that outlive any one process. */
export interface BackgroundTask {
  /** There is work now: run soon (kicks within `gatherMs` of each other share one run). */
  kick(): void;
  /** Stops the timers and waits for a run under way. */
  close(): Promise<void>;
}

export type BackgroundTaskOptions = {
  /** Runs this often whether kicked or not: for work left by other processes, or due later. */
  everyMs: number;
  /** How long a kick waits for more kicks to join it. */
  gatherMs?: number;
  /** A first run this soon after start (else the first comes after `everyMs`). */
  firstAfterMs?: number;
  log: Log;
  /** Logged with the error when a run fails; the next run tries again. */
  failure: string;
};

/**
 * Runs `work` in the background, one run at a time: every `everyMs`, and soon after a kick. A
 * kick or a tick during a run asks for one more run after it, so nothing kicked is left
 * waiting for the next tick. `work` is told when the task is closing, to stop between batches.
 */
export function startBackgroundTask(work: (task: { readonly closed: boolean }) => Promise<void>, options: BackgroundTaskOptions): BackgroundTask {
  const { everyMs, gatherMs = 0, firstAfterMs, log, failure } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let gathering: NodeJS.Timeout | null = null;
  const state = {
    get closed() {
      return closed;
    },
  };

  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = work(state)
      .catch((err) => log.error({ err }, failure))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          setImmediate(run);
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = firstAfterMs === undefined ? null : setTimeout(run, firstAfterMs);
  first?.unref();

  return {
    kick() {
      gathering ??= setTimeout(() => {
        gathering = null;
        run();
      }, gatherMs);
    },
    async close() {
      closed = true;
      clearInterval(timer);
      if (first) clearTimeout(first);
      if (gathering) clearTimeout(gathering);
      await running;
    },
  };
}
