import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { comments, connections, interactions, meta, posts, prayerUpdates, users } from "../db/schema";
import { versesIn } from "../services/bible/verses-written";
import { queueFanout } from "../services/posts/feed-entries";
import { fixAnonymousReaders } from "../services/posts/posts";
import { seedDemoEvents } from "./events";
import { DEMO_CONNECTIONS, DEMO_PENDING, DEMO_PEOPLE, DEMO_POSTS, demoEmail } from "./people";

// Not a valid argon2 hash, so no password ever matches: demo people cannot be signed in as.
const NO_PASSWORD = "!demo-account";
const HOUR = 60 * 60 * 1000;

/**
 * Seeds the demo community once per database: the marker row and the data land in one
 * transaction, so a crash leaves neither, and a later start (or a concurrent one) finds the
 * marker and leaves everything, edits included, as it is. Returns whether it seeded.
 */
export async function seedDemo(db: Db, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(meta)
      .values({ key: "demo_seeded", value: new Date(now).toISOString() })
      .onConflictDoNothing()
      .returning();
    if (!marked.length) return false;

    const inserted = await tx
      .insert(users)
      .values(
        DEMO_PEOPLE.map((p) => ({
          email: demoEmail(p.key),
          passwordHash: NO_PASSWORD,
          firstName: p.firstName,
          lastName: p.lastName,
          churchAffiliation: p.churchAffiliation,
          location: p.location,
          aboutMe: p.aboutMe,
          isDemo: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const id = new Map(inserted.map((u) => [u.email, u.id]));
    const idOf = (key: string) => {
      const found = id.get(demoEmail(key));
      if (found === undefined) throw new Error(`demo seed: ${key} already exists as a real account`);
      return found;
    };

    const at = new Date(now - 30 * 24 * HOUR);
    await tx.insert(connections).values([
      ...DEMO_CONNECTIONS.map(([a, b]) => ({
        requesterId: idOf(a),
        addresseeId: idOf(b),
        status: "accepted" as const,
        createdAt: at,
        respondedAt: at,
      })),
      ...DEMO_PENDING.map(([a, b]) => ({ requesterId: idOf(a), addresseeId: idOf(b), status: "pending" as const })),
    ]);

    // Oldest first, so that ids grow with time as the feed's order expects.
    for (const p of [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
      const [post] = await tx
        .insert(posts)
        .values({
          authorId: idOf(p.author),
          type: p.type,
          content: p.content,
          // The demo's words carry their references as a member's would, so the background
          // look at older writing finds nothing to do and never rewrites these rows later.
          verses: versesIn(p.content),
          createdAt: new Date(now - p.hoursAgo * HOUR),
          // An update renews a request, as its author's own update would.
          renewedAt: new Date(now - Math.min(p.hoursAgo, ...(p.updates ?? []).map((u) => u.hoursAgo)) * HOUR),
          prayerCount: p.prayedBy?.length ?? 0,
          commentCount: p.comments?.length ?? 0,
          category: p.category ?? null,
          anonymous: p.anonymous ?? false,
          answeredAt: p.answered ? new Date(now - p.answered.hoursAgo * HOUR) : null,
          testimony: p.answered?.testimony ?? null,
          updateCount: p.updates?.length ?? 0,
        })
        .returning({ id: posts.id });
      // An anonymous request's readers are fixed as it is written: the author's connections now.
      if (p.anonymous) await tx.execute(fixAnonymousReaders(idOf(p.author), sql`${post!.id}::int`));
      await queueFanout(tx, { authorId: idOf(p.author), postId: post!.id });
      if (p.updates?.length) {
        await tx.insert(prayerUpdates).values(
          p.updates.map((u) => ({
            postId: post!.id,
            content: u.content,
            verses: versesIn(u.content),
            createdAt: new Date(now - u.hoursAgo * HOUR),
          })),
        );
      }
      if (p.prayedBy?.length) {
        await tx.insert(interactions).values(p.prayedBy.map((k) => ({ postId: post!.id, userId: idOf(k), type: "prayer" as const })));
      }
      for (const [index, [author, content]] of (p.comments ?? []).entries()) {
        const createdAt = new Date(now - p.hoursAgo * HOUR + ((index + 1) * HOUR) / 2);
        await tx.insert(comments).values({ postId: post!.id, authorId: idOf(author), content, verses: versesIn(content), createdAt });
      }
    }
    await seedDemoEvents(tx, now, idOf);
    return true;
  });
}
