import { once } from "node:events";

// Lines waiting for a slow reader beyond this are dropped rather than held in memory.
const MAX_PENDING_BYTES = 1024 * 1024;

/**
 * Logging must never stop the process. When whoever reads stdout and stderr goes away, writes
 * fail with EPIPE: without a listener that error would be thrown, and a server that lost its
 * log reader would crash (or, mid-shutdown, never finish). The lines are lost either way.
 */
export function ignoreLostOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
}

/**
 * The log destination: stdout, written without ever blocking the event loop. A reader that
 * stopped reading (a full pipe) costs log lines, not the process: past MAX_PENDING_BYTES
 * queued, new lines are dropped.
 *
 * pino's own stdout writer is not used because, on a full pipe, it retries in a synchronous
 * sleep loop (Atomics.wait) with no end, and it does so at exit to flush what it holds: a
 * stopped server whose log reader had stalled sat in that loop, deaf to every signal.
 */
export const logOutput = {
  write(line: string): void {
    const out = process.stdout;
    if (out.destroyed || out.writableLength > MAX_PENDING_BYTES) return;
    out.write(line);
  },
};

/** Waits until what was written to stdout and stderr has left the process, or `ms` passed. */
export async function drainOutput(ms: number): Promise<void> {
  const pending = [process.stdout, process.stderr].filter((s) => !s.destroyed && s.writableLength > 0);
  if (pending.length === 0) return;
  await Promise.race([Promise.all(pending.map((s) => once(s, "drain"))).catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms))]);
}
