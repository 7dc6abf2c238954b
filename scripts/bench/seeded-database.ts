// The database a benchmark runs on: a fresh one seeded by `npm run seed:scale` with the
// given flags (and dropped afterwards), or an existing one by name, already seeded.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "./app-processes";

const root = path.join(import.meta.dirname, "../..");

/** The seeder's password for every seeded person, which the benchmarks sign in with. */
const SEED_PASSWORD = "seed-password";

export async function seededDatabase(options: {
  adminUrl: string;
  /** An existing, seeded database's name: used as it is, never dropped. */
  db?: string;
  /** `npm run seed:scale` flags for a fresh one, e.g. `--users 4000 --posts 80000`. */
  seed: string;
}): Promise<{ url: string; seededPeople: number; drop(): Promise<void> }> {
  const database = await createDatabase(options.adminUrl, options.db);
  try {
    if (!options.db) {
      const flags = options.seed.split(/\s+/).filter(Boolean);
      console.log(`Seeding (npm run seed:scale -- ${flags.join(" ")})...`);
      execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", ...flags, "--password", SEED_PASSWORD], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, DATABASE_URL: database.url },
      });
    }
    // Counted, not taken from the flags: a database given by name may be any size.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { n } = (await client.query("select count(*)::int as n from users where email like 'seed%@example.org'")).rows[0];
      return { url: database.url, seededPeople: n, drop: database.drop };
    } finally {
      await client.end();
    }
  } catch (error) {
    await database.drop();
    throw error;
  }
}
