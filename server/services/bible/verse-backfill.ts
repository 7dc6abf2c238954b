import { sql } from "drizzle-orm";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { versesIn } from "./verses-written";

// Words written before references were found have none stored (`verses` is null): each
// process looks at them once, soon after it starts, a batch at a time, each batch in its own
// transaction with its rows locked so that two processes never do the same rows. Once a pass
// finds none left, the task rests: everything written since stores its own.

const TEXTS = [
  { table: "posts", words: "content" },
  { table: "comments", words: "content" },
  { table: "prayer_updates", words: "content" },
  { table: "messages", words: "content" },
  { table: "church_announcements", words: "body" },
  { table: "event_comments", words: "content" },
] as const;
type Text = (typeof TEXTS)[number];

const BATCH = 200;

/** Finds and stores the references of up to BATCH rows of one table not yet looked at; how many. */
async function fillBatch(db: Db, text: Text): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number; words: string | null }>(
      tx,
      sql`select x.id, x.${sql.raw(text.words)} as words from ${sql.raw(text.table)} x where x.verses is null
        limit ${BATCH} for update skip locked`,
    );
    if (rows.length === 0) return 0;
    const found = rows.map((row) => ({ id: row.id, verses: versesIn(row.words) }));
    await tx.execute(sql`update ${sql.raw(text.table)} x set verses = v.verses
      from jsonb_to_recordset(${JSON.stringify(found)}::jsonb) as v(id int, verses jsonb) where x.id = v.id`);
    return rows.length;
  });
}

/** Stores the references of every row written before they were found; true when none is left. */
export async function fillMissingVerses(db: Db, task: { readonly closed: boolean } = { closed: false }): Promise<boolean> {
  for (const text of TEXTS) {
    while (!task.closed && (await fillBatch(db, text)) === BATCH) {}
  }
  if (task.closed) return false;
  // Rows another process held were skipped: the pass is done only when none is left anywhere.
  const [left] = await queryRows<{ any: boolean }>(
    db,
    sql.raw(`select ${TEXTS.map((t) => `exists (select 1 from ${t.table} where verses is null)`).join(" or ")} as any`),
  );
  return !left?.any;
}

export function startVerseBackfill({ db, log }: Context): BackgroundTask {
  let done = false;
  return startBackgroundTask(
    async (task) => {
      if (!done) done = await fillMissingVerses(db, task);
    },
    { name: "verse-backfill", everyMs: 60_000, firstAfterMs: 2_000, log, failure: "finding the Bible references of older writing failed" },
  );
}
