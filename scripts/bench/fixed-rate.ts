// An open-loop load at a fixed offered rate, requests evenly spaced, as people arrive.
// autocannon's `overallRate` lets each connection send its whole quota at the start of every
// second and then wait, so the server sees one burst a second and the latency it reports is
// mostly queueing behind that burst. Here each request is due at its own instant, and its
// latency is counted from that instant (not from when a free socket let it go), so a slow
// server cannot hide its delay by slowing the load down (coordinated omission).
// A warm-up at the same rate comes first and is not counted: the first second or two after
// a new kind of load begins (writes beside reads, say) run slow while JIT, caches and
// PostgreSQL's buffers adjust, and a server that has been up a while is past that.
// The benches that offer these loads run with a larger young generation (package.json:
// --max-semi-space-size=64): with Node's default, the load generator's own garbage collection
// paused it for up to 25 ms at a time, and a pause here is counted as the server's latency.
import { percentile } from "./app-processes";
import { rawHttpClient } from "./raw-http";

export type FixedRateRequest = { method?: "GET" | "POST"; path: string; cookie?: string; body?: unknown };

export type FixedRateResult = {
  title: string;
  sent: number;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  errors: number;
  non2xx: number;
  "5xx": number;
};

export async function offerFixedRate(options: {
  title: string;
  port: number;
  rate: number;
  durationS: number;
  /** Seconds at the same rate before the measured `durationS`, not counted. */
  warmupS?: number;
  next: () => FixedRateRequest;
}): Promise<FixedRateResult> {
  const client = rawHttpClient("127.0.0.1", options.port);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let serverErrors = 0;
  const warmup = Math.round(options.rate * (options.warmupS ?? 0));
  const total = warmup + Math.round(options.rate * options.durationS);
  const interval = 1000 / options.rate;
  const started = performance.now();
  const measuredFrom = started + warmup * interval;
  const pending: Promise<void>[] = [];

  const send = async (due: number) => {
    const counted = due >= measuredFrom;
    const { method = "GET", path, cookie, body } = options.next();
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const { status } = await client.request({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!counted) return;
      latencies.push(performance.now() - due);
      if (status >= 500) serverErrors++;
      if (status < 200 || status >= 300) non2xx++;
    } catch {
      if (counted) errors++;
    }
  };

  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Everything due by now goes out now; then sleep until the next one is due.
    while (sent < total && started + sent * interval <= now) {
      pending.push(send(started + sent * interval));
      sent++;
    }
    const wait = started + sent * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, Math.max(0, wait - 0.2)));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  const measured = total - warmup;
  client.close();

  const sorted = latencies.sort((a, b) => a - b);
  const ms = (x: number) => Math.round(x * 10) / 10;
  return {
    title: options.title,
    sent: measured,
    "req/s": Math.round(measured / elapsed),
    "p50 ms": ms(percentile(sorted, 50)),
    "p99 ms": ms(percentile(sorted, 99)),
    "max ms": ms(sorted.at(-1) ?? NaN),
    errors,
    non2xx,
    "5xx": serverErrors,
  };
}
