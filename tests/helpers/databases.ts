import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Database, type Db, type OpenOptions, openPglite, openPostgres, queryRows } from "../../server/db/client";

// Tests run on a real PostgreSQL engine: PGlite always, a PostgreSQL server as well when
// TEST_DATABASE_URL is set. Creating a database is slow (PGlite's initdb takes seconds), so
// one migrated template is made per run and every test file gets a copy of it.

const migrationsDir = path.join(import.meta.dirname, "../../server/db/migrations");

function migrationsDigest(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

export const serverUrl = () => process.env.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Makes the migrated template once per run; returns where it is. */
export async function prepareTemplate(): Promise<{ template: string; cleanup: () => Promise<void> }> {
  const url = serverUrl();
  if (url) {
    const name = `koinonia_tmpl_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openPostgres(withDatabase(url, name), 2);
    await database.migrate();
    await database.close();
    return {
      template: name,
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  // The PGlite template is kept between runs while the migrations are unchanged. It is made
  // in a folder of its own and renamed into place, so two runs starting at once (two
  // checkouts, two terminals) never write into one folder: the second rename finds the first
  // one's template there and its own is dropped.
  const folder = path.join(os.tmpdir(), `koinonia-test-template-${migrationsDigest()}`);
  if (!fs.existsSync(path.join(folder, "ready"))) {
    const making = fs.mkdtempSync(`${folder}-making-`);
    const database = await openPglite(path.join(making, "pglite"));
    await database.migrate();
    await database.close();
    fs.writeFileSync(path.join(making, "ready"), "");
    try {
      fs.renameSync(making, folder);
    } catch {
      // Another run's finished template stays; a folder left half-made by an older run goes.
      if (fs.existsSync(path.join(folder, "ready"))) fs.rmSync(making, { recursive: true, force: true });
      else {
        fs.rmSync(folder, { recursive: true, force: true });
        fs.renameSync(making, folder);
      }
    }
  }
  return { template: folder, cleanup: async () => {} };
}

/** A fresh, migrated database of its own for one test file. */
export async function openTestDatabase(template: string, options: OpenOptions = {}): Promise<Database> {
  const url = serverUrl();
  if (url) {
    const name = `${template}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const database = await openPostgres(withDatabase(url, name), 5, options);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-test-"));
  fs.cpSync(path.join(template, "pglite"), folder, { recursive: true });
  const database = await openPglite(folder, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A write as another app process (or an operator in psql) makes it: on a connection of its own
 * on a PostgreSQL server, so this process hears of it only through the database.
 */
export async function writeElsewhere(db: Db, statement: SQL) {
  const url = serverUrl();
  if (!url) {
    await queryRows(db, statement);
    return;
  }
  const [{ name }] = (await queryRows<{ name: string }>(db, sql`select current_database() as name`)) as [{ name: string }];
  const u = new URL(url);
  u.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    await client.query(text, params);
  } finally {
    await client.end();
  }
}
