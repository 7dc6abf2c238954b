import cluster from "node:cluster";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../core/clock";
import type { MetricsSettings } from "../core/config";
import type { Db } from "../db/client";
import type { OpenStreams } from "../realtime/open-streams";
import type { PushSender } from "../services/push/push-sender";
import { recordRequests } from "./http-metrics";
import { watchPools, watchReadCache } from "./database-metrics";
import { type MetricsServer, serveMetrics } from "./metrics-port";
import { metricsRoute } from "./metrics-route";
import { metricsRegistry } from "./registry";
import { watchStreams } from "./stream-metrics";
import { watchTasks } from "./task-metrics";

/** What the metrics read: the databases, the clock, the streams this process holds, its push sender. */
export type MetricsSources = { db: Db; readDb: Db; now: Clock; streams: OpenStreams; pushes: Pick<PushSender, "underWay"> };

/**
 * Turns the metrics on (only called when METRICS_TOKEN or METRICS_PORT is set): one registry
 * per app, the request histogram's hook, the gauges read at scrape time, and where they are
 * served. A cluster worker leaves METRICS_PORT to the primary, which asks every worker
 * (scripts/cluster.ts); /metrics on the app's port answers for the worker that takes it.
 */
export function registerMetrics(app: FastifyInstance, settings: MetricsSettings, sources: MetricsSources): void {
  const registry = metricsRegistry();
  recordRequests(app, registry);
  const { db, readDb, now, streams, pushes } = sources;
  watchPools(registry, readDb === db ? { primary: db } : { primary: db, replica: readDb });
  watchReadCache(registry, db);
  watchStreams(registry, streams);
  const unwatch = watchTasks(registry, { db, now, pushes });
  app.addHook("onClose", async () => unwatch());

  if (settings.token) metricsRoute(app, registry, settings.token);
  const { port } = settings;
  if (port !== undefined && !cluster.isWorker) {
    let server: MetricsServer | undefined;
    app.addHook("onReady", async () => {
      server = await serveMetrics(registry, port, settings.token);
      app.log.info(`Metrics on http://127.0.0.1:${server.port}/metrics`);
    });
    app.addHook("onClose", async () => server?.close());
  }
}
