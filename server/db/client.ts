import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Placeholder, type SQL, is, sql } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pgliteChangeChannel, postgresChangeChannel } from "./change-channels";
import { PipelinedReads } from "./pipelined-reads";
import { CHANGE_CHANNEL, type ChangeChannel, ReadCache } from "./read-cache";
import { statementName } from "./prepared-names";
import * as schema from "./schema";
import { MIGRATIONS_DIR } from "../paths/project-paths";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs `fn` on one connection, for session settings that must hold across statements. */
  onOneConnection<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
};

export type OpenOptions = {
  logQuery?: (query: string, params: unknown[]) => void;
  /**
   * A long-running server's pools: every connection opened before the first request and
   * kept while idle. A new PostgreSQL connection costs a backend start and cold catalog
   * caches (tens of milliseconds on a busy machine); opened lazily, the first burst of
   * writes after a quiet spell queued behind ten of them for over a second.
   */
  warm?: boolean;
  /** Pipelined connections for the hot reads (see pipelined-reads.ts); 1 by default. */
  pipelines?: number;
  /** The connections' `application_name`, as pg_stat_activity shows it. */
  applicationName?: string;
  /**
   * The memory kept for the hottest reads' answers (read-cache.ts), in bytes; 0 keeps none (a
   * read replica, whose changes this process cannot hear). 64 MiB by default.
   */
  readCacheBytes?: number;
  /**
   * A bulk load (a seeder): its writes name nothing to the read caches, row by row; it calls
   * `forgetEverywhere` once it is done. No read cache of its own.
   */
  bulkLoad?: boolean;
};

const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;

/** The read cache of each database opened with one. */
const readCaches = new WeakMap<Db, ReadCache>();

/** The read cache `options` ask for (none for a bulk load), on `channel`, kept as `db`'s; not yet listening. */
function readCacheFor(db: Db, options: OpenOptions, channel: () => ChangeChannel): ReadCache | undefined {
  const bytes = options.readCacheBytes ?? DEFAULT_READ_CACHE_BYTES;
  if (bytes <= 0 || options.bulkLoad) return undefined;
  const cache = new ReadCache(channel(), bytes);
  readCaches.set(db, cache);
  return cache;
}

const loggerOf = (options: OpenOptions) => (options.logQuery ? { logger: { logQuery: options.logQuery } } : {});

/** The embedded engine: PostgreSQL compiled to WebAssembly, data in one folder. */
export async function openPglite(dataFolder: string, options: OpenOptions = {}): Promise<Database> {
  fs.mkdirSync(dataFolder, { recursive: true });
  // The extensions search needs (trigrams, unaccent), as a PostgreSQL server has them.
  const client = await PGlite.create(dataFolder, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema, ...loggerOf(options) });
  if (options.bulkLoad) await client.exec("set read_cache.quiet = on");
  const cache = readCacheFor(db as unknown as Db, options, () => pgliteChangeChannel(client));
  await cache?.open();
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    async close() {
      await cache?.close();
      await client.close();
    },
    // PGlite is a single connection already.
    onOneConnection: (fn) => fn((text, params) => client.query(text, params)),
  };
}

/** A PostgreSQL server (15+), through a connection pool. */
export async function openPostgres(url: string, poolSize: number, options: OpenOptions = {}): Promise<Database> {
  const kept = options.warm ? { min: poolSize } : {};
  const named = options.applicationName ? { application_name: options.applicationName } : {};
  // `read_cache.defer`: the pool's writes tell what they touched back to this process (tellWrites),
  // which announces it, rather than hold every commit up by announcing it from inside the write.
  // JIT off: the app's statements are short, and once tables grow past jit_above_cost the
  // compiling alone cost a calendar month 84 ms of its 176 (EXPLAIN ANALYZE, scripts/bench/calendar.ts).
  const settings = options.bulkLoad ? "-c read_cache.quiet=on -c jit=off" : "-c read_cache.defer=on -c jit=off";
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...named, ...kept, options: settings });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema, ...loggerOf(options) });
  // The hot reads' own connections, pipelined, which keep one generic plan per statement (see
  // preparedRows). Left to itself, PostgreSQL re-plans a statement whose LIMIT is a parameter
  // on every run, and planning the feed costs twice running it. No hot read looks the same key
  // up twice in a nested loop, so memoizing one only costs: a feed page took 10-20% less of
  // PostgreSQL's time without it (pgbench, one client, alternating).
  const hotReads = new PipelinedReads(
    { connectionString: url, options: "-c plan_cache_mode=force_generic_plan -c enable_memoize=off", ...named },
    options.pipelines ?? 1,
  );
  // The channel's connection only listens and announces: an announcement needs no wait for the
  // disk (a crash ends every listener's connection, and each then forgets everything).
  const channel = () => postgresChangeChannel({ connectionString: url, ...named, options: "-c synchronous_commit=off" });
  const cache = readCacheFor(db as unknown as Db, options, channel);
  if (cache) tellWrites(pool, cache);
  await Promise.all([options.warm ? fill(pool, poolSize) : undefined, options.warm ? hotReads.open() : undefined, cache?.open()]);
  servers.set(db as unknown as Db, { pool, hotReads, logQuery: options.logQuery });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    // Several app processes may start at once: one migrates, the others wait for it.
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(7240315)");
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query("select pg_advisory_unlock(7240315)").catch(() => {});
        lock.release();
      }
    },
    close: async () => {
      await cache?.close();
      await Promise.all([pool.end(), hotReads.close()]);
    },
    async onOneConnection(fn) {
      const connection = await pool.connect();
      try {
        return await fn((text, params) => connection.query(text, params));
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * The app's pool connections are told what their writes touch as notices that come back with
 * each statement's answer (migration 0026, read_cache_touched), rather than have the database
 * announce it from inside the write. Once a write has committed (a statement outside a
 * transaction, or a transaction's commit), the keys gathered on its connection go to the read
 * cache, before the answer reaches the code that wrote; those of a rolled back transaction are
 * dropped. Reads cost the check of an empty list.
 */
function tellWrites(pool: pg.Pool, cache: ReadCache) {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | undefined;
    let inTransaction = false;
    let touched: string[] = [];
    client.on("notice", (notice) => {
      if (notice.code === TOUCHED) touched.push(notice.message ?? "");
    });
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: unknown } | undefined)?.text;
      const statement = typeof text === "string" ? text : "";
      let ends = false;
      if (BEGIN.test(statement)) inTransaction = true;
      else if (COMMIT.test(statement) || ROLLBACK.test(statement)) {
        ends = true;
        inTransaction = false;
      } else if (!inTransaction) ends = true;
      if (!ends) return query(...args);
      const committing = !ROLLBACK.test(statement);
      // What the write touched, once it is known whether it committed: before the caller hears.
      const settle = (error: unknown) => {
        const keys = touched.join(" ");
        touched = [];
        if (!committing || !keys) return;
        // A statement the database refused (it has a SQLSTATE) committed nothing; any other
        // failure leaves unknown what did, and the cache forgets everything.
        if (!error) cache.touched(keys);
        else if (!isDatabaseError(error)) cache.touched(null);
      };
      const last = args.at(-1);
      if (typeof last === "function") {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          settle(error);
          return last(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.then(
        (value) => {
          settle(null);
          return value;
        },
        (error) => {
          settle(error);
          throw error;
        },
      );
    };
  });
}
const isDatabaseError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === "string" && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);
const TOUCHED = "KRC01";
const BEGIN = /^\s*(begin|start transaction)\b/i;
const COMMIT = /^\s*(commit|end)\s*;?\s*$/i;
const ROLLBACK = /^\s*(rollback|abort)\s*;?\s*$/i;

/**
 * A hot answer from this process's read cache (read-cache.ts) when it has one for `key`, else
 * `read`'s. `keysOf` names what the answer shows (`u:<id>`, `p:<id>`, ...: see read-cache.ts), so that a
 * change to any of them forgets it; `sizeOf` is its weight in bytes. Without a cache (a read
 * replica, one opened without), simply `read`.
 */
export function cachedRead<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  keysOf: (value: T) => readonly string[],
  sizeOf: (value: T) => number,
): Promise<T> {
  const cache = readCaches.get(db);
  return cache ? cache.get(key, read, keysOf, sizeOf) : read();
}

/** After a bulk load: every app process's read cache forgets everything. */
export async function forgetEverywhere(db: Db): Promise<void> {
  await queryRows(db, sql`select pg_notify(${CHANGE_CHANNEL}, '*')`);
}

/** The read cache's hits, misses and size, for the metrics; undefined without one. */
export const readCacheStats = (db: Db) => readCaches.get(db)?.stats();

/** Opens `size` connections at once (each checked out until all are), then returns them. */
async function fill(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** A user's public columns as raw SQL returns them (snake_case), e.g. joined into a feed row. */
export type UserColumns = {
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  banner_image_url: string | null;
  church_affiliation: string | null;
  about_me: string | null;
  location: string | null;
};

/** The pool and the hot reads' connections behind each database opened on a PostgreSQL server. */
const servers = new WeakMap<Db, { pool: pg.Pool; hotReads: PipelinedReads; logQuery?: OpenOptions["logQuery"] }>();

/** How busy a database's connections are right now. */
export type PoolStats = {
  /** The pool's connections: open, idle, and statements waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Statements sent to or waiting for each pipelined connection of the hot reads. */
  pipelined: number[];
};

/** What the connections behind `db` are doing; undefined on PGlite (one connection, no pool). */
export function poolStats(db: Db): PoolStats | undefined {
  const server = servers.get(db);
  if (!server) return undefined;
  const { pool, hotReads } = server;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, pipelined: hotReads.depths() };
}
const dialect = new PgDialect();

/**
 * A hot read, written out as text once. `build` writes the statement with its values; it is
 * called once with drizzle placeholders in their place, so the text, its prepared-statement
 * name and the order of its parameters are fixed, and each run only binds the values.
 * (Building the feed's SQL and finding its name by its 2 kB text on every request cost about a
 * tenth of the app's CPU under the feed.) `build` must only interpolate the values, never
 * branch on them: a statement with a variant (a cursor or none) is two hot reads.
 */
export type HotRead<V extends Record<string, unknown>, Row> = {
  build(values: V): SQL;
  text: string;
  name: string | undefined;
  /** Per parameter: the key of the value that fills it, or a value fixed when written. */
  slots: ({ key: string } | { value: unknown })[];
  /** Never set: carries the row type, so a run's rows are typed by the read itself. */
  row?: Row;
};

export function hotRead<V extends Record<string, unknown>, Row>(keys: (keyof V & string)[], build: (values: V) => SQL): HotRead<V, Row> {
  // Placeholders stand in for the values (typed as the values: `build` only interpolates them).
  const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as unknown as V;
  const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
  const slots = params.map((param) => (is(param, Placeholder) ? { key: param.name } : { value: param }));
  return { build, text, name: statementName(text), slots };
}

/** The parameters of one run of a hot read, in the order its text numbers them. */
export const hotReadParams = <V extends Record<string, unknown>>(read: HotRead<V, unknown>, values: V): unknown[] =>
  read.slots.map((slot) => ("key" in slot ? values[slot.key] : slot.value));

/**
 * Runs a hot read as a named prepared statement on a PostgreSQL server, on the pipelined
 * connections: each parses and plans it once, then only executes it (for the hot reads,
 * planning costs more than running). Only for statements whose one generic plan is good for
 * every value (no parameter that a partial index's predicate depends on): the bench checks
 * those plans.
 * PGlite, and a transaction's `tx`, run the statement built with the values as plain SQL.
 */
export async function preparedRows<V extends Record<string, unknown>, Row>(db: Db, read: HotRead<V, Row>, values: V): Promise<Row[]> {
  const server = servers.get(db);
  if (!server) return queryRows<Row>(db, read.build(values));
  const params = hotReadParams(read, values);
  server.logQuery?.(read.text, params);
  const result = await server.hotReads.query({ name: read.name, text: read.text, values: params });
  return result.rows as Row[];
}

/**
 * Runs raw SQL and returns its rows. Outside a transaction on a PostgreSQL server a statement
 * with parameters is sent by name, so each of the pool's connections prepares it once
 * (prepared-names.ts): the one-statement writes (a prayer, a comment, a post) and the lists.
 * In a transaction (`tx`) and on PGlite it runs through Drizzle, unnamed.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const server = servers.get(db);
  if (server) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    server.logQuery?.(text, params);
    const name = params.length ? statementName(text) : undefined;
    const result = await server.pool.query({ name, text, values: params, types: datesAsText });
    return result.rows as T[];
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// Dates, times and intervals come back as the text PostgreSQL writes, as Drizzle's own
// node-postgres session returns them, so a row reads the same whichever way it was run.
const textTypes = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const datesAsText: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    textTypes.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/** `select 1`, as a hot read: on PostgreSQL it runs on the pipelined connections, prepared. */
export const databaseAnswers = hotRead<Record<string, never>, { ok: number }>([], () => sql`select 1 as ok`);

/**
 * Whether the database answers: the health check asks it once a probe's interval, and load
 * balancers ask it often. Through the hot reads' connection it costs the app about what a
 * request that asks nothing costs, where a pool's checkout and a woken backend cost more.
 */
export async function pingDatabase(db: Db): Promise<void> {
  await preparedRows(db, databaseAnswers, {});
}
