// Posts are copied into their readers' feeds after they are answered. A scenario that writes
// thousands of posts leaves that copying behind it; the benchmarks wait for it, so the next
// scenario measures itself, and report how long the copying took.
import pg from "pg";

export async function feedQueue(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const queued = async () => (await client.query("select count(*)::int as n from feed_fanouts")).rows[0].n as number;
  return {
    /** Writes every dirty page now, so a write scenario's pages don't go to disk during the next. */
    checkpoint: async () => {
      await client.query("checkpoint");
    },
    /** Waits until no post is left to copy (`after` names what wrote them), then checkpoints. */
    async settle(after: string) {
      const started = Date.now();
      const first = await queued();
      while ((await queued()) > 0) await new Promise((r) => setTimeout(r, 100));
      if (first > 0)
        console.log(`  (${after}: ${first} posts still being copied to their readers; done in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      await client.query("checkpoint");
    },
    end: () => client.end(),
  };
}
