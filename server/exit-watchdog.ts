import { Worker } from "node:worker_threads";

// Runs on a thread of its own, so it fires even while the main thread is stuck.
const WATCHDOG = `
const { workerData } = require("node:worker_threads");
setTimeout(() => process.kill(process.pid, "SIGKILL"), workerData);
`;

/**
 * Kills the process outright `ms` from now unless it has exited by then. A timer on the main
 * thread cannot promise an exit: it never fires while that thread is blocked (a synchronous
 * write to a stalled pipe, a wait inside a native call). A worker thread's timer still does,
 * and SIGKILL cannot be caught or delayed. The worker does not keep the process alive.
 */
export function armExitWatchdog(ms: number): void {
  // No loader flags (tsx) for a few lines of plain JavaScript.
  const worker = new Worker(WATCHDOG, { eval: true, workerData: ms, execArgv: [] });
  // Should the thread fail to start, the main thread's own timer is still there.
  worker.on("error", () => {});
  worker.unref();
}
