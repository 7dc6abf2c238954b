import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appConnectionName, otherAppProcesses, sharedStateWarning } from "../../server/app-processes";
import { type Database, openPostgres } from "../../server/db/client";
import { serverUrl } from "../helpers/databases";

// Several app processes on one PostgreSQL database but no Redis keep rate limits, live events
// and cached sessions each to themselves: the app warns at start when that is likely.

const POSTGRES = "postgres://db.internal/koinonia";

describe("the warning about several processes without Redis", () => {
  it("is given to a cluster worker, or when other app processes use the database, without REDIS_URL", () => {
    expect(sharedStateWarning({ databaseUrl: POSTGRES, redisUrl: undefined }, true, 0)).toMatch(/cluster worker.*Set REDIS_URL/);
    expect(sharedStateWarning({ databaseUrl: POSTGRES, redisUrl: undefined }, false, 1)).toMatch(
      /1 other app process is using this database.*rate limits.*live notifications.*Set REDIS_URL/,
    );
    expect(sharedStateWarning({ databaseUrl: POSTGRES, redisUrl: undefined }, false, 3)).toMatch(/3 other app processes are using/);
  });

  it("is not given to a process alone, to one with Redis, nor on the embedded database", () => {
    expect(sharedStateWarning({ databaseUrl: POSTGRES, redisUrl: undefined }, false, 0)).toBeUndefined();
    expect(sharedStateWarning({ databaseUrl: POSTGRES, redisUrl: "redis://cache.internal" }, true, 2)).toBeUndefined();
    expect(sharedStateWarning({ databaseUrl: undefined, redisUrl: undefined }, true, 0)).toBeUndefined();
  });
});

// Each process names its connections; the others are counted by their names.
describe.skipIf(!serverUrl())("counting the other app processes on a PostgreSQL database", () => {
  const name = `koinonia_procs_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  const url = () => Object.assign(new URL(serverUrl()!), { pathname: `/${name}` }).toString();
  const open: Database[] = [];
  const openAs = async (applicationName?: string) => {
    const database = await openPostgres(url(), 2, { warm: true, applicationName });
    open.push(database);
    return database;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    for (const database of open) await database.close().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("sees each other app process, once however many connections it holds, and nothing else", async () => {
    const first = appConnectionName();
    const second = appConnectionName();
    expect(first).not.toBe(second);
    const one = await openAs(first);
    expect(await otherAppProcesses(one, first)).toBe(0);

    // A script's connections (no app name) do not count.
    await openAs();
    expect(await otherAppProcesses(one, first)).toBe(0);

    const two = await openAs(second);
    expect(await otherAppProcesses(one, first)).toBe(1);
    expect(await otherAppProcesses(two, second)).toBe(1);

    await two.close();
    // A closed connection's backend leaves pg_stat_activity as it exits, a moment later.
    await expect.poll(() => otherAppProcesses(one, first), { timeout: 20_000 }).toBe(0);
  });
});
