import type { FastifyInstance } from "fastify";
import { Histogram, type Registry } from "prom-client";

/** The label of a request that matched no route: one value, whatever the path. */
const UNMATCHED = "unmatched";

type Observer = { observe(seconds: number): void };

/**
 * One histogram of request durations by method, route template and status code: its
 * `_count` is the request rate. Recorded in one onResponse hook. The labelled child for each
 * (route, method, status) is looked up once and kept, so a request costs three Map lookups
 * and prom-client's observe, and no label object of its own.
 */
export function recordRequests(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: "koinonia_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, by method, route template and status code",
    labelNames: ["method", "route", "status_code"] as const,
    // The feed and most reads answer in a few milliseconds: finer buckets at the low end.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const byRoute = new Map<string, Map<string, Map<number, Observer>>>();

  const observerOf = (route: string, method: string, status: number): Observer => {
    let byMethod = byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let observer = byStatus.get(status);
    if (!observer) {
      observer = histogram.labels(method, route, String(status));
      byStatus.set(status, observer);
    }
    return observer;
  };

  // A callback hook, not an async one: no promise per request. (Named: the tests look for it.)
  app.addHook("onResponse", function recordRequest(request, reply, done) {
    observerOf(request.routeOptions.url ?? UNMATCHED, request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });
}
