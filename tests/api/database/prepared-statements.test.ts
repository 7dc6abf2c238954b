import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, queryRows } from "../../../server/db/client";
import { openTestDatabase, serverUrl } from "../../helpers/databases";

// Raw statements outside a transaction go to a PostgreSQL server by name, so each connection
// parses and plans them once; inside a transaction they go through Drizzle. Either way a row
// must read the same.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject("databaseTemplate"));
});
afterAll(() => database.close());

const mixedTypes = (n: number) => sql`
  select ${n}::int as n,
         timestamptz '2026-11-25 12:34:56.789+00' + make_interval(secs => ${n}) as at,
         date '2026-11-25' as day,
         make_interval(days => ${n}) as span,
         ${String(n)}::bigint as big,
         json_build_object('n', ${n}::int) as doc,
         array[${n}::int, 2] as list`;

describe("raw statements", () => {
  it("return the same row in a transaction as outside one (dates as PostgreSQL writes them)", async () => {
    const [outside] = await queryRows<Record<string, unknown>>(database.db, mixedTypes(3));
    const [inside] = await database.db.transaction((tx) => queryRows<Record<string, unknown>>(tx, mixedTypes(3)));
    expect(outside).toEqual(inside);
    expect(outside).toMatchObject({ n: 3, doc: { n: 3 }, list: [3, 2] });
    expect(typeof outside!.at).toBe("string");
    expect(new Date(outside!.at as string).toISOString()).toBe("2026-11-25T12:34:59.789Z");
  });

  // Only a server's connections keep prepared statements between statements.
  it.runIf(serverUrl())("outside a transaction are prepared once per connection and then only executed", async () => {
    // Run one after another, the pool hands out the connection it was just given back.
    for (const n of [1, 2, 3]) await queryRows(database.db, mixedTypes(n));
    const prepared = await queryRows<{ statement: string; calls: string }>(
      database.db,
      sql`select statement, generic_plans + custom_plans as calls from pg_prepared_statements where statement like ${"%make_interval(days%"}`,
    );
    expect(prepared).toHaveLength(1);
    expect(Number(prepared[0]!.calls)).toBeGreaterThanOrEqual(3);
  });
});
