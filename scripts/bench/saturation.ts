// A scenario at saturation: as many requests (or home pages) as one app answers, each
// connection sending its next as soon as its last is answered (a closed loop).
import autocannon from "autocannon";
import { homePagesAtSaturation } from "./home-page";
import type { Scenario } from "./scenarios";

export type SaturationResult = {
  title: string;
  /** Requests answered per second (for home pages: the HTTP requests those pages made). */
  "req/s": number;
  /** Home pages only: whole pages per second, the figure that scenario is measured by. */
  "pages/s"?: number;
  "requests per page"?: number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  errors: number;
  non2xx: number;
  /** Home pages only: each request's own p50 and p99 within the pages. */
  byRequest?: Record<string, string>;
};

/** What a scenario is measured by: pages/s for home pages, req/s for the rest. */
export const throughput = (result: SaturationResult) => result["pages/s"] ?? result["req/s"];

// Two quiet seconds first: the last run's requests still being answered must not count here.
const settle = () => new Promise((r) => setTimeout(r, 2000));

export async function atSaturation(
  scenario: Scenario,
  options: { port: number; durationS: number; connections: number },
): Promise<SaturationResult> {
  await settle();
  if (scenario.kind === "home")
    return homePagesAtSaturation({
      title: scenario.title,
      port: options.port,
      cookies: scenario.cookies,
      members: scenario.members,
      durationS: options.durationS,
      warmupS: 3,
    });
  // Bodies are written once here, not per request: the load generator shares the cores.
  const requests: autocannon.Request[] = scenario.requests.map(({ method = "GET", path, cookie, body }) => ({
    method,
    path,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }));
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: scenario.connections ?? options.connections,
        duration: options.durationS,
        title: scenario.title,
        requests: [
          {
            setupRequest: (r: autocannon.Request) => {
              const next = requests[turn++ % requests.length]!;
              return { ...r, ...next, headers: { ...r.headers, ...next.headers } };
            },
          },
        ],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
  });
  return {
    title: scenario.title,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "max ms": result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
