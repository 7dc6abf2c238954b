import { randomBytes } from "node:crypto";
import { type SQL, eq, sql } from "drizzle-orm";
import type { LinkPreview } from "../../../contract/link-previews";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { fileRemovals, objects } from "../../db/schema";
import { postVisibleTo, readersOfWallPost } from "../../policies/post";
import { PENDING_IMAGE_MS } from "../files/file-sweep";
import { type LinkCardRead, readLinkCard } from "./link-card-read";
import type { FetchRules } from "./safe-fetch";

// A post's card is read off the request path: the post's statement queues its first link
// (link_preview_fetches, committed with the post, so a restart loses none), and a background
// task takes the queue's due rows, reads each page and writes the card on its post.

/**
 * In a post's insert statement, after its CTE `post`: the link its card is to be read from,
 * queued in the same statement (nothing when `link` is null).
 */
export const cardFetchQueued = (link: string | null): SQL =>
  link ? sql`, card_fetch as (insert into link_preview_fetches (post_id, url) select id, ${link} from post)` : sql``;

// Reads that fail in passing (no answer in time, a server error) are tried again after these
// waits; after the last, the post goes without a card. A lasting failure (a private address,
// not a page, a 404) is not tried again.
const RETRY_AFTER_MS = [30_000, 2 * 60_000, 10 * 60_000];
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length + 1;
// A taken row is not taken again before this, even by another process: longer than a read
// takes (the page's and the picture's time limits). A process that stopped mid-read leaves
// its row to be taken again once this has passed.
const LEASE_MS = 60_000;

type Due = { post_id: number; url: string; attempts: number };

/** Takes up to `batch` due rows, counting each one's attempt and leasing it, in one statement. */
function takeDue(db: Db, at: number, batch: number): Promise<Due[]> {
  return queryRows<Due>(
    db,
    sql`update link_preview_fetches f set attempts = f.attempts + 1, not_before = ${new Date(at + LEASE_MS)}
      where f.post_id in (
        select post_id from link_preview_fetches where not_before <= ${new Date(at)}
        order by not_before limit ${batch} for update skip locked)
      returning f.post_id, f.url, f.attempts`,
  );
}

/** The card's picture, stored under a new key and queued for removal until the card's transaction records it. */
async function storeImage({ db, storage, now }: Context, image: Buffer): Promise<string> {
  const key = `images/${randomBytes(18).toString("base64url")}.webp`;
  await db.insert(fileRemovals).values({ key, notBefore: new Date(now() + PENDING_IMAGE_MS) });
  await storage.write(key, image, "image/webp");
  return key;
}

type WrittenPost = { author_id: number; group_id: number | null; church_id: number | null; moderation: string | null; audience: string };

/**
 * Writes the card on its post, records its picture as the post's (served as the post is, and
 * gone with it) and clears the post's row, in one transaction. Null when the post was deleted
 * meanwhile: its row went with it, and the picture, never recorded, is swept.
 */
async function writeCard(context: Context, due: Due, card: LinkCardRead): Promise<{ post: WrittenPost; preview: LinkPreview } | null> {
  const key = card.image ? await storeImage(context, card.image) : null;
  const preview: LinkPreview = {
    url: due.url,
    title: card.title,
    description: card.description,
    siteName: card.siteName,
    imageUrl: key ? `/objects/${key}` : null,
  };
  return context.db.transaction(async (tx) => {
    const [post] = await queryRows<WrittenPost>(
      tx,
      sql`update posts set link_preview = ${JSON.stringify(preview)}::jsonb where id = ${due.post_id}::int
        returning author_id, group_id, church_id, moderation, audience`,
    );
    if (!post) return null;
    if (key) {
      await tx.delete(fileRemovals).where(eq(fileRemovals.key, key));
      await tx.insert(objects).values({ key, kind: "link_image", postId: due.post_id, bytes: card.image!.length, contentType: "image/webp" });
    }
    await tx.execute(sql`delete from link_preview_fetches where post_id = ${due.post_id}::int`);
    return { post, preview };
  });
}

/** Its row goes (no card) when the read will not do better later; else it waits its turn to be read again. */
async function settleFailure({ db, now }: Context, due: Due, lasting: boolean): Promise<void> {
  if (lasting || due.attempts >= MAX_ATTEMPTS) {
    await db.execute(sql`delete from link_preview_fetches where post_id = ${due.post_id}::int`);
    return;
  }
  const retryAt = new Date(now() + RETRY_AFTER_MS[due.attempts - 1]!);
  await db.execute(sql`update link_preview_fetches set not_before = ${retryAt} where post_id = ${due.post_id}::int`);
}

/**
 * The open screens showing the post hear of its card: its author's, and its readers': for a
 * wall post those its audience admits, for a group's or a church's post the members of the
 * place who may see it. A held or removed post, or a private one, is its author's alone.
 */
async function tellCard({ db, tell }: Context, postId: number, post: WrittenPost, preview: LinkPreview): Promise<void> {
  const shared = post.moderation === null && post.audience !== "private";
  let readers: number[] = [];
  if (shared && post.group_id === null && post.church_id === null) {
    readers = await readersOfWallPost(db, { authorId: post.author_id, postId });
  } else if (shared) {
    const members =
      post.group_id !== null
        ? sql`select user_id from group_members where group_id = ${post.group_id}::int`
        : sql`select user_id from church_members where church_id = ${post.church_id}::int`;
    const rows = await queryRows<{ user_id: number }>(
      db,
      sql`select m.user_id from (${members}) m, posts where posts.id = ${postId}::int and ${postVisibleTo(sql`m.user_id`)}`,
    );
    readers = rows.map((row) => row.user_id);
  }
  tell.changed([...new Set([post.author_id, ...readers])], { kind: "post", postId, linkPreview: preview });
}

/**
 * Reads the cards of up to `batch` due posts, `concurrency` at a time; returns how many rows
 * it took. `signal` ends the reads under way (the app is closing): their rows are taken again
 * once their lease has passed.
 */
export async function readDueCards(context: Context, rules: FetchRules, { batch = 8, concurrency = 4 } = {}): Promise<number> {
  const due = await takeDue(context.db, context.now(), batch);
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const row = due[next++]!;
      await readOne(context, rules, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
  return due.length;
}

async function readOne(context: Context, rules: FetchRules, due: Due): Promise<void> {
  let card: LinkCardRead | null;
  try {
    card = await readLinkCard(due.url, rules);
  } catch (err) {
    if (rules.signal?.aborted) return;
    const lasting = (err as { lasting?: boolean }).lasting ?? false;
    context.log.info({ postId: due.post_id, attempts: due.attempts, reason: (err as Error).message }, "link card not read");
    await settleFailure(context, due, lasting);
    return;
  }
  if (!card) {
    // A page with nothing to call it by makes no card.
    await settleFailure(context, due, true);
    return;
  }
  const written = await writeCard(context, due, card);
  if (written) await tellCard(context, due.post_id, written.post, written.preview);
}
