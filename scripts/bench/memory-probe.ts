// Loaded into an app process by a benchmark (node --import): tells the parent process its
// memory over IPC every few milliseconds, and runs a full collection when asked (with
// --expose-gc), so that a benchmark can see the server's heap, not only its resident size.
if (process.send) {
  const report = () => process.send?.({ memory: process.memoryUsage() });
  setInterval(report, 10).unref();
  process.on("message", (message) => {
    if (message === "gc") {
      (globalThis as { gc?: () => void }).gc?.();
      report();
    }
  });
  // The IPC channel would keep the process alive on its own; SIGTERM still ends it as usual.
  process.channel?.unref();
}
