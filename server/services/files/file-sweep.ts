import { inArray, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { fileRemovals } from "../../db/schema";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";

// An upload is kept this long after its URL expires, whether or not it was ever attached:
// time enough to finish writing the post that carries the photo.
const UPLOAD_KEEP_MS = 60 * 60 * 1000;
// How long a prepared image may wait for the transaction that records it.
export const PENDING_IMAGE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
// A batch one process has taken is left alone by the others this long; should that process
// die midway, its batch is taken again afterwards.
const LEASE_MS = 10 * 60 * 1000;
const BATCH = 100;

/** Deletes up to BATCH uploads that expired before `cutoff`, skipping any another process holds. */
async function expireUploads(db: Db, cutoff: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from uploads where id in (select id from uploads where expires_at < ${new Date(cutoff).toISOString()}
                                         limit ${BATCH} for update skip locked)
        returning id`,
  );
  return rows.length;
}

/** Takes up to BATCH due file removals for this process, leased so that no other takes them too. */
async function takeRemovals(db: Db, at: number): Promise<string[]> {
  const due = new Date(at).toISOString();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`update file_removals set not_before = ${new Date(at + LEASE_MS).toISOString()}
        where key in (select key from file_removals where not_before is null or not_before <= ${due}
                      limit ${BATCH} for update skip locked)
        returning key`,
  );
  return rows.map((r) => r.key);
}

/**
 * One pass: uploads kept past UPLOAD_KEEP_MS go (a database trigger queues the file of every
 * deleted upload or object row), then every queued file that is due is removed from storage
 * and from the queue. Several processes may sweep at once: each takes batches of its own.
 * Returns how many files were removed.
 */
export async function sweepFiles({ db, storage, now }: Context): Promise<number> {
  while ((await expireUploads(db, now() - UPLOAD_KEEP_MS)) === BATCH);

  let removed = 0;
  for (;;) {
    const keys = await takeRemovals(db, now());
    const done: string[] = [];
    for (const key of keys) {
      // A key that fails (storage down) stays queued, and is tried again once its lease ends.
      await storage.remove(key).then(
        () => done.push(key),
        () => {},
      );
    }
    if (done.length) await db.delete(fileRemovals).where(inArray(fileRemovals.key, done));
    removed += done.length;
    if (keys.length < BATCH || done.length < keys.length) return removed;
  }
}

/** Sweeps every SWEEP_EVERY_MS in the background, one pass at a time, until closed. */
export function startFileSweep(context: Context): BackgroundTask {
  const { log } = context;
  return startBackgroundTask(
    async () => {
      const removed = await sweepFiles(context);
      if (removed) log.info({ removed }, "file sweep: removed stored files no longer in use");
    },
    { name: "file_sweep", everyMs: SWEEP_EVERY_MS, log, failure: "file sweep failed; the next one tries again" },
  );
}
