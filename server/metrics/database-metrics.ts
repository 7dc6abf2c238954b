import { Counter, Gauge, type Registry } from "prom-client";
import { type Db, poolStats, readCacheStats } from "../db/client";

/**
 * The connection pools' state, read when scraped (nothing is counted per statement): open and
 * idle connections, statements waiting for one, and how many statements each pipelined
 * connection of the hot reads has in flight. `database` is "primary", or "replica" for
 * DATABASE_READ_URL. On the embedded database (one connection, no pool) there is none.
 */
export function watchPools(registry: Registry, databases: { primary: Db; replica?: Db }): void {
  const named = Object.entries(databases).flatMap(([name, db]) => (db ? [{ name, db }] : []));
  const stats = () =>
    named.flatMap(({ name, db }) => {
      const of = poolStats(db);
      return of ? [{ name, of }] : [];
    });
  new Gauge({
    name: "koinonia_db_pool_connections",
    help: "The pool's open connections, by state (idle, or checked out and in use)",
    labelNames: ["database", "state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, of } of stats()) {
        this.set({ database: name, state: "idle" }, of.idle);
        this.set({ database: name, state: "in_use" }, of.total - of.idle);
      }
    },
  });
  new Gauge({
    name: "koinonia_db_pool_waiting",
    help: "Statements waiting for a connection of the pool",
    labelNames: ["database"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, of } of stats()) this.set({ database: name }, of.waiting);
    },
  });
  new Gauge({
    name: "koinonia_db_pipeline_depth",
    help: "Hot reads sent to or waiting for each pipelined connection, not yet answered",
    labelNames: ["database", "lane"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, of } of stats()) {
        for (const [lane, depth] of of.pipelined.entries()) this.set({ database: name, lane: String(lane) }, depth);
      }
    },
  });
}

/**
 * The read cache of the primary (db/read-cache.ts), read when scraped: answers served from
 * memory and read from the database since the start, and what is kept now. None when it is off.
 */
export function watchReadCache(registry: Registry, db: Db): void {
  if (!readCacheStats(db)) return;
  new Counter({
    name: "koinonia_read_cache_answers_total",
    help: "Hot answers (feed pages, unread counts) by where they came from: memory (hit) or the database (miss)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const stats = readCacheStats(db);
      if (!stats) return;
      this.reset();
      this.inc({ result: "hit" }, stats.hits);
      this.inc({ result: "miss" }, stats.misses);
    },
  });
  new Gauge({
    name: "koinonia_read_cache_bytes",
    help: "Memory held by the read cache's answers, near enough",
    registers: [registry],
    collect() {
      this.set(readCacheStats(db)?.bytes ?? 0);
    },
  });
}
