import cluster from "node:cluster";
import { AggregatorRegistry, Registry, collectDefaultMetrics } from "prom-client";

/**
 * This app's own registry, with the process's memory, CPU, handles, garbage collection and
 * event-loop delay (prom-client's default metrics: the loop delay is sampled by Node's own
 * histogram every 10 ms, the rest is read at scrape time). Each app has its own registry
 * rather than prom-client's global one, so two apps in one process (tests) keep apart.
 */
export function metricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // In a cluster the primary serves METRICS_PORT and asks each worker for this registry
  // (scripts/cluster.ts); building an AggregatorRegistry in the worker answers it.
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  return registry;
}
