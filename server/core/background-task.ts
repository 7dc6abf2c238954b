import type { Log } from "./log";

/** Work an app process does in the background, over rows that outlive any one process. */
export interface BackgroundTask {
  /** There is work now: run soon (kicks within `gatherMs` of each other share one run). */
  kick(): void;
  /** Stops the timers and waits for a run under way. */
  close(): Promise<void>;
}

export type BackgroundTaskOptions = {
  /** The task's name, as the runs watchers (`watchTaskRuns`) are told it. */
  name: string;
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
  const { name, everyMs, gatherMs = 0, firstAfterMs, log, failure } = options;
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
    const startedAt = performance.now();
    running = work(state)
      .then(
        () => told(name, startedAt, true),
        (err) => {
          log.error({ err }, failure);
          told(name, startedAt, false);
        },
      )
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

/** One finished run of a background task: whether it succeeded, and how long it took. */
export type TaskRun = { name: string; ok: boolean; seconds: number };

// Whoever watches the process's task runs (the metrics, when they are on). A set of plain
// functions keeps the domain free of any metrics library; with no watcher a run costs nothing more.
const watchers = new Set<(run: TaskRun) => void>();

function told(name: string, startedAt: number, ok: boolean) {
  if (watchers.size === 0) return;
  const run = { name, ok, seconds: (performance.now() - startedAt) / 1000 };
  for (const watcher of watchers) watcher(run);
}

/** Tells `watcher` of every run of every background task in this process; returns the unwatch. */
export function watchTaskRuns(watcher: (run: TaskRun) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
