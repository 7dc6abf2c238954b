// One process of `npm run bench:calendar`'s reminder run: it opens the database at DATABASE_URL
// as an app process does, says "ready", waits for a line on stdin (so that every process starts
// at the same instant), then sends due event reminders, as the app's background task does,
// until none are due. It prints one line of JSON: how many it sent, in how many rounds, and when.
import readline from "node:readline";
import { sql } from "drizzle-orm";
import { quietContext } from "../../server/core/context";
import { openPostgres, queryRows } from "../../server/db/client";
import { sendDueEventReminders } from "../../server/services/events/event-reminders";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is not set");
// No read cache: nothing here reads what it caches, and its listening connection would only add noise.
const database = await openPostgres(url, 2, { readCacheBytes: 0, applicationName: `bench-reminders-${process.pid}` });
const context = quietContext(database.db);
const lines = readline.createInterface({ input: process.stdin });
const go = new Promise<void>((resolve) => lines.once("line", () => resolve()));
process.stdout.write("ready\n");
await go;
lines.close();

const started = performance.now();
let sent = 0;
let rounds = 0;
let idleRounds = 0;
for (;;) {
  const n = await sendDueEventReminders(context);
  sent += n;
  rounds++;
  // The task returns when a batch came short, which it also does when the other process holds
  // the rest (skip locked): this process stops only once nothing due is left, committed.
  const [left] = await queryRows<{ due: boolean }>(database.db, sql`select exists (select 1 from event_rsvps where remind_at <= now()) as due`);
  if (!left?.due) break;
  if (n === 0) {
    idleRounds++;
    // What is left is the other process's batch, not yet committed: wait for it rather than spin.
    await new Promise((r) => setTimeout(r, 10));
  }
}
const ms = performance.now() - started;
await database.close();
process.stdout.write(`${JSON.stringify({ pid: process.pid, sent, rounds, idleRounds, ms: Math.round(ms) })}\n`);
