import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, hotRead, preparedRows, queryRows } from "../../../server/db/client";
import { openTestDatabase, serverUrl } from "../../helpers/databases";

// On a PostgreSQL server the hot reads share pipelined connections (db/pipelined-reads.ts):
// statements written one behind another on one connection. Each must still get its own
// answer, one statement's error must fail only that statement, and a lost connection must be
// replaced. (On PGlite the same calls run one at a time as plain SQL.)
const quotient = hotRead<{ n: number }, { q: number }>(["n"], ({ n }) => sql`select 120 / ${n}::int as q`);
const backendPid = hotRead<Record<string, never>, { pid: number }>([], () => sql`select pg_backend_pid() as pid`);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject("databaseTemplate"));
});
afterAll(() => database.close());

describe("hot reads on shared connections", () => {
  it("answer each of many statements sent at once with its own rows", async () => {
    const divisors = Array.from({ length: 200 }, (_, i) => 1 + (i % 120));
    const answers = await Promise.all(divisors.map((n) => preparedRows(database.db, quotient, { n })));
    expect(answers.map((rows) => rows[0]!.q)).toEqual(divisors.map((n) => Math.trunc(120 / n)));
  });

  it("fail only the statement that errs, not the ones sent beside it", async () => {
    const runs = [5, 0, 3, 0, 8].map((n) => preparedRows(database.db, quotient, { n }).then((rows) => rows[0]!.q));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : "error"))).toEqual([24, "error", 40, "error", 15]);
    // (Drizzle, which runs it on PGlite, wraps the engine's error as its cause.)
    const { reason } = settled[1] as PromiseRejectedResult;
    expect(String(reason.cause ?? reason)).toMatch(/division by zero/);
    // And the connection goes on answering.
    expect((await preparedRows(database.db, quotient, { n: 4 }))[0]!.q).toBe(30);
  });

  // Only a server has backends to lose.
  it.runIf(serverUrl())("open their connection again after the server drops it", async () => {
    const [before] = await preparedRows(database.db, backendPid, {});
    await queryRows(database.db, sql`select pg_terminate_backend(${before!.pid})`);
    // A statement sent before the loss is noticed fails, as on a pool's connection; the next
    // ones go to a new connection.
    let after: { pid: number } | undefined;
    for (let attempt = 0; attempt < 50 && !after; attempt++) {
      after = await preparedRows(database.db, backendPid, {}).then(
        (rows) => rows[0],
        () => undefined,
      );
      if (!after) await sleep(20);
    }
    expect(after?.pid).toBeGreaterThan(0);
    expect(after?.pid).not.toBe(before!.pid);
  });
});
