import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../server/db/client";
import { drainFanouts } from "../../server/services/posts/feed-entries";
import type { TestApp } from "./test-app";

/**
 * Drains the whole queue of posts waiting to be copied into feeds now, as the app's own
 * worker would a moment later; rows the worker holds are skipped here, so wait until the
 * queue is seen empty (its copy committed).
 */
export async function drainAll(app: TestApp): Promise<void> {
  while ((await drainFanouts(app.db, 100)) > 0);
  await expect.poll(async () => (await queryRows(app.db, sql`select 1 from feed_fanouts limit 1`)).length).toBe(0);
}
