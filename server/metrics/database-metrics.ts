import { Gauge, type Registry } from "prom-client";
import { type Db, poolStats } from "../db/client";

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
