// The database a benchmark runs on: a fresh one seeded by `npm run seed:scale` with the
// given flags (and dropped afterwards), or an existing one by name, already seeded.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "./app-processes";

const root = path.join(import.meta.dirname, "../..");

// seed:scale's sizes, taken by the benchmarks as --seed-<size> (--seed-users 4000) so that they
// don't clash with their own flags (--connections is autocannon's there).
const SIZES = ["users", "posts", "prayers", "comments", "notifications", "groups", "connections", "scale"] as const;
type Size = (typeof SIZES)[number];

/** parseArgs options for the seeder's sizes; any left out keeps the seeder's default. */
export const seedOptions = Object.fromEntries(SIZES.map((size) => [`seed-${size}`, { type: "string" }])) as {
  [K in `seed-${Size}`]: { type: "string" };
};

/** The seeder's own flags for the --seed-<size> values given. */
export const seederFlags = (values: Partial<Record<`seed-${Size}`, string>>) =>
  SIZES.flatMap((size) => (values[`seed-${size}`] === undefined ? [] : [`--${size}`, values[`seed-${size}`]!]));

/** The seeder's password for every seeded person, which the benchmarks sign in with. */
const SEED_PASSWORD = "seed-password";

export async function seededDatabase(options: {
  adminUrl: string;
  /** An existing, seeded database's name: used as it is, never dropped. */
  db?: string;
  /** `npm run seed:scale` flags for a fresh one, e.g. `--users 4000 --posts 80000` (seederFlags). */
  seed: string[];
}): Promise<{ url: string; seededPeople: number; drop(): Promise<void> }> {
  // BENCH_DATABASE_PREFIX: names of one's own, on a PostgreSQL server others use too.
  const database = await createDatabase(options.adminUrl, options.db, process.env.BENCH_DATABASE_PREFIX);
  try {
    if (!options.db) {
      console.log(`Seeding (npm run seed:scale -- ${options.seed.join(" ")})...`);
      execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", ...options.seed, "--password", SEED_PASSWORD], {
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
