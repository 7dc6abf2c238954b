import { Gauge, Histogram, type Registry } from "prom-client";
import { watchTaskRuns } from "../core/background-task";
import type { Clock } from "../core/clock";
import type { Db } from "../db/client";
import type { PushSender } from "../services/push/push-sender";
import { type QueueDepth, taskQueues } from "./task-queues";

export type TaskSources = { db: Db; now: Clock; pushes: Pick<PushSender, "underWay"> };

/**
 * The background tasks: their queues, read from the database when scraped (one statement),
 * and each run's outcome and duration as the tasks report them. Returns the unwatch.
 *
 * In a cluster the primary sums the workers' metrics; the queues are the database's, the same
 * for every worker, so they are aggregated as "first" rather than added up.
 */
export function watchTasks(registry: Registry, { db, now, pushes }: TaskSources): () => void {
  // Both gauges come from one statement: a scrape collects every metric at once, so the
  // second gauge finds the first one's reading under way and shares it.
  let reading: Promise<QueueDepth[]> | undefined;
  const queues = () => {
    reading ??= taskQueues(db, now).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  new Gauge({
    name: "koinonia_task_queue_depth",
    help: "Rows waiting for each background task",
    labelNames: ["task"] as const,
    aggregator: "first",
    registers: [registry],
    async collect() {
      this.reset();
      for (const { task, depth } of await queues()) this.set({ task }, depth);
    },
  });
  new Gauge({
    name: "koinonia_task_queue_oldest_seconds",
    help: "How long the oldest row waiting for each background task has waited (0 when none waits)",
    labelNames: ["task"] as const,
    aggregator: "first",
    registers: [registry],
    async collect() {
      this.reset();
      for (const { task, oldestSeconds, depth } of await queues()) {
        if (oldestSeconds !== null || depth === 0) this.set({ task }, Math.max(0, oldestSeconds ?? 0));
      }
    },
  });

  // The push sender keeps no queue in the database: what it is pushing is in this process.
  new Gauge({
    name: "koinonia_push_batches_under_way",
    help: "Batches of notices this process is pushing to browsers now",
    registers: [registry],
    collect() {
      this.set(pushes.underWay());
    },
  });

  const durations = new Histogram({
    name: "koinonia_task_run_duration_seconds",
    help: "How long each run of a background task took, by outcome (ok or failed)",
    labelNames: ["task", "outcome"] as const,
    buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 60],
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: "koinonia_task_last_success_timestamp_seconds",
    help: "When each background task last finished a run without error (Unix time)",
    labelNames: ["task"] as const,
    aggregator: "max",
    registers: [registry],
  });
  return watchTaskRuns(({ name, ok, seconds }) => {
    durations.labels(name, ok ? "ok" : "failed").observe(seconds);
    if (ok) lastSuccess.labels(name).set(now() / 1000);
  });
}
