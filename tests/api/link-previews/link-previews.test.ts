import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LinkPreview } from "../../../contract/link-previews";
import type { Post } from "../../../contract/posts";
import { ConfigError, loadConfig } from "../../../server/core/config";
import { queryRows } from "../../../server/db/client";
import { cardLinkOf } from "../../../server/services/link-previews/card-link";
import { MAX_ATTEMPTS } from "../../../server/services/link-previews/link-preview-queue";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { jpeg } from "../../helpers/images";
import { liveStreams } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback, useTestApp } from "../../helpers/test-app";
import { type TestWebsite, pageWith, startTestWebsite } from "../../helpers/test-website";

// A post's first link gets a card read from the linked page by the server, after the post is
// written. The pages here are served on loopback, which only LINK_PREVIEWS_ALLOW_LOCAL lets
// the server read (the refusals have their own tests); the clock can be walked past retries.
let skipped = 0;
const ENV = { LINK_PREVIEWS_ALLOW_LOCAL: "true" };
const t = useTestApp({ env: ENV, now: () => Date.now() + skipped });

let site: TestWebsite;
let base = "";
beforeAll(async () => {
  site = await startTestWebsite();
  ({ base } = await listenOnLoopback(t()));
});
const streamOf = liveStreams(() => base);
afterAll(async () => {
  await site?.close();
});

let pages = 0;
/** A page of the test website saying `meta`, with a picture if `image`; its address. */
async function articleWith(meta: Record<string, string>, { image = false } = {}): Promise<string> {
  const path = `/article-${++pages}`;
  if (image) {
    site.pages.set(`${path}/cover.jpg`, { headers: { "content-type": "image/jpeg" }, body: await jpeg({ width: 1600, height: 900, gps: true }) });
    meta = { ...meta, "og:image": `${path}/cover.jpg` };
  }
  site.pages.set(path, { body: pageWith(meta) });
  return `${site.base}${path}`;
}

const queued = async (app: TestApp, postId: number) =>
  queryRows<{ url: string; attempts: number }>(app.db, sql`select url, attempts from link_preview_fetches where post_id = ${postId}::int`);

/** The post as `viewer` gets it, once its card has been read. */
async function cardOf(viewer: SignedInUser, postId: number): Promise<LinkPreview> {
  await expect.poll(async () => ok<Post>(await viewer.agent.get(`/api/posts/${postId}`), 200).linkPreview, { timeout: 10_000 }).not.toBeNull();
  return ok<Post>(await viewer.agent.get(`/api/posts/${postId}`), 200).linkPreview!;
}

/** Waits until the post's link has been read and its queue row is gone, whatever came of it. */
async function settled(app: TestApp, postId: number): Promise<void> {
  await expect.poll(async () => (await queued(app, postId)).length, { timeout: 10_000 }).toBe(0);
}

describe("a post's link card", () => {
  it("is read from the linked page and shown with the post, its picture re-encoded and served as the post is", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const ben = await createUser(t(), { firstName: "Ben" });
    const carl = await createUser(t(), { firstName: "Carl" });
    await connect(t(), ann, ben);
    const url = await articleWith(
      { "og:title": "Soup kitchen opens &amp; feeds 200", "og:description": "Volunteers served…", "og:site_name": "City News" },
      { image: true },
    );
    const post = await createPost(ann, { content: `Look what our church did! ${url} 🙏 and https://example.org/second` });
    expect(post.linkPreview).toBeNull();

    const card = await cardOf(ann, post.id);
    expect(card).toEqual({
      url,
      title: "Soup kitchen opens & feeds 200",
      description: "Volunteers served…",
      siteName: "City News",
      imageUrl: expect.stringMatching(/^\/objects\/images\/[\w-]+\.webp$/),
    });
    expect(await queued(t(), post.id)).toEqual([]);
    // The same card wherever the post shows: its page for a connection, and their feed.
    expect(ok<Post>(await ben.agent.get(`/api/posts/${post.id}`), 200).linkPreview).toEqual(card);
    await expect
      .poll(async () => ok<Post[]>(await ben.agent.get("/api/posts/feed"), 200).find((p) => p.id === post.id)?.linkPreview, { timeout: 10_000 })
      .toEqual(card);

    const picture = await ann.agent.get(card.imageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1120, height: 630 });
    expect(meta.exif).toBeUndefined();
    expect((await ben.agent.get(card.imageUrl!)).statusCode).toBe(200);
    expect((await carl.agent.get(card.imageUrl!)).statusCode).toBe(404);
    expect((await t().agent().get(card.imageUrl!)).statusCode).toBe(401);
    const [object] = await queryRows(
      t().db,
      sql`select kind, post_id, owner_id from objects where key = ${card.imageUrl!.slice("/objects/".length)}`,
    );
    expect(object).toEqual({ kind: "link_image", post_id: post.id, owner_id: null });
  });

  it("has its picture seen only by those who see the post, and gone with it", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const ben = await createUser(t(), { firstName: "Ben" });
    await connect(t(), ann, ben);
    const url = await articleWith({ "og:title": "Private reading" }, { image: true });
    const post = ok<Post>(
      await ann.agent.post("/api/posts", { content: `Note to self: ${url}`, type: "text", audience: { kind: "private" } }),
      201,
    );
    const card = await cardOf(ann, post.id);
    expect((await ann.agent.get(card.imageUrl!)).statusCode).toBe(200);
    expect((await ben.agent.get(card.imageUrl!)).statusCode).toBe(404);

    expect((await ann.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await ann.agent.get(card.imageUrl!)).statusCode).toBe(404);
  });

  it("shows without a picture when the page has none", async () => {
    const ann = await createUser(t());
    const url = await articleWith({ "twitter:title": "Only a title" });
    const post = await createPost(ann, { content: url });
    expect(await cardOf(ann, post.id)).toEqual({ url, title: "Only a title", description: null, siteName: null, imageUrl: null });
  });

  it("is not made for a page that cannot be read, and its link leaves the queue", async () => {
    const ann = await createUser(t());
    for (const [path, page] of [
      ["/gone", { status: 404 }],
      ["/file.pdf", { headers: { "content-type": "application/pdf" }, body: "%PDF" }],
      ["/untitled", { body: pageWith({ "og:description": "Nothing to call it" }) }],
    ] as const) {
      site.pages.set(path, page);
      const post = await createPost(ann, { content: `See ${site.base}${path}` });
      await site.waitFor(path);
      await settled(t(), post.id);
      expect(ok<Post>(await ann.agent.get(`/api/posts/${post.id}`), 200).linkPreview).toBeNull();
    }
  });

  it("is read again later when the page's server fails in passing, and given up after a few tries", async () => {
    const ann = await createUser(t());
    let busy = true;
    site.pages.set("/busy", (_req, res) => {
      if (busy) return void res.writeHead(503).end();
      res.writeHead(200, { "content-type": "text/html" }).end(pageWith({ "og:title": "Back up" }));
    });
    const post = await createPost(ann, { content: `${site.base}/busy` });
    await site.waitFor("/busy");
    await expect.poll(async () => (await queued(t(), post.id))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    busy = false;
    // Tried again only once its wait has passed: the clock walks on until it has.
    await expect
      .poll(
        async () => {
          skipped += 10_000;
          return ok<Post>(await ann.agent.get(`/api/posts/${post.id}`), 200).linkPreview?.title;
        },
        { timeout: 10_000 },
      )
      .toBe("Back up");

    site.pages.set("/down", { status: 503 });
    const doomed = await createPost(ann, { content: `${site.base}/down` });
    await expect
      .poll(
        async () => {
          skipped += 60_000;
          return (await queued(t(), doomed.id)).length;
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(site.asked.filter((path) => path === "/down")).toHaveLength(MAX_ATTEMPTS);
    expect(ok<Post>(await ann.agent.get(`/api/posts/${doomed.id}`), 200).linkPreview).toBeNull();
  });

  it("is not read for a post without a link, nor for one whose video plays in YouTube's or Vimeo's player", async () => {
    const ann = await createUser(t());
    const plain = await createPost(ann, { content: "No links here, just example.org" });
    const youtube = await createPost(ann, {
      type: "video",
      content: `Sermon ${site.base}/never-read`,
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    });
    for (const post of [plain, youtube]) expect(await queued(t(), post.id)).toEqual([]);
  });
});

describe("telling open screens", () => {
  /** Whether `stream` was told of the card of `postId`. */
  const toldCard = (postId: number) => (e: { event: string; data: unknown }) =>
    e.event === "changed" &&
    (e.data as { kind: string; postId: number; linkPreview?: LinkPreview }).postId === postId &&
    (e.data as { linkPreview?: LinkPreview }).linkPreview !== undefined;

  it("tells the author and the readers of a wall post of its card as it is written, and nobody else", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const ben = await createUser(t(), { firstName: "Ben" });
    const carl = await createUser(t(), { firstName: "Carl" });
    await connect(t(), ann, ben);
    const [annHears, benHears, carlHears] = await Promise.all([streamOf(ann), streamOf(ben), streamOf(carl)]);
    const post = await createPost(ann, { content: await articleWith({ "og:title": "Told at once" }) });
    for (const stream of [annHears, benHears]) {
      const told = await stream.next(toldCard(post.id));
      expect(told.data).toMatchObject({ kind: "post", postId: post.id, linkPreview: { title: "Told at once" } });
    }
    expect(carlHears.events.filter(toldCard(post.id))).toEqual([]);
  });

  it("tells the members of a group who see its post, not those outside it", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const ben = await createUser(t(), { firstName: "Ben" });
    const carl = await createUser(t(), { firstName: "Carl" });
    const group = ok<{ id: number }>(await ann.agent.post("/api/groups", { name: `Readers ${pages}`, description: null, isPrivate: false }), 201);
    ok(await ben.agent.post(`/api/groups/${group.id}/join`), 200);
    const [benHears, carlHears] = await Promise.all([streamOf(ben), streamOf(carl)]);
    const url = await articleWith({ "og:title": "For the group" });
    const post = ok<Post>(await ann.agent.post(`/api/groups/${group.id}/posts`, { content: url, type: "text" }), 201);
    expect((await benHears.next(toldCard(post.id))).data).toMatchObject({ linkPreview: { title: "For the group" } });
    expect(carlHears.events.filter(toldCard(post.id))).toEqual([]);
  });
});

describe("the link a card is read from", () => {
  it("is the first address the post shows as a link that is not a YouTube or Vimeo video", () => {
    expect(cardLinkOf("Read https://example.org/a, then https://example.org/b.", null)).toBe("https://example.org/a");
    expect(cardLinkOf("(see www.example.org/psalm_(23)).", null)).toBe("https://www.example.org/psalm_(23)");
    expect(cardLinkOf("Watch https://youtu.be/dQw4w9WgXcQ then read http://example.org/notes", null)).toBe("http://example.org/notes");
    expect(cardLinkOf("https://vimeo.com/76979871", null)).toBeNull();
    expect(cardLinkOf("Mail me at ann@example.org or visit example.org", null)).toBeNull();
    expect(cardLinkOf("https://example.org/a", "https://videos.example.org/sermon.mp4")).toBe("https://example.org/a");
    expect(cardLinkOf("https://example.org/a", "https://vimeo.com/76979871")).toBeNull();
    expect(cardLinkOf(`https://example.org/${"a".repeat(2100)}`, null)).toBeNull();
  });
});

describe("reading pages on this machine", () => {
  it("is off unless a test turns it on, and cannot be turned on in production", () => {
    expect(loadConfig({ NODE_ENV: "test" }).linkPreviews).toEqual({ allowLocal: false });
    expect(loadConfig({ NODE_ENV: "production" }).linkPreviews).toEqual({ allowLocal: false });
    expect(loadConfig({ NODE_ENV: "test", ...ENV }).linkPreviews).toEqual({ allowLocal: true });
    expect(() => loadConfig({ NODE_ENV: "production", ...ENV })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", ...ENV })).toThrow(
      "LINK_PREVIEWS_ALLOW_LOCAL is for tests: it cannot be set in production",
    );
  });
});

describe("the queue of links to read", () => {
  it("holds a post's link from the moment the post is written, and keeps it through a restart", async () => {
    // An app of its own, stopped while the page is still being read.
    const first = await createTestApp({ env: ENV });
    let release: (() => void) | undefined;
    site.pages.set("/held", (_req, res) => {
      release = () => res.writeHead(200, { "content-type": "text/html" }).end(pageWith({ "og:title": "Worth the wait" }));
    });
    const ann = await createUser(first, { firstName: "Ann" });
    const post = await createPost(ann, { content: `${site.base}/held` });
    expect(await queued(first, post.id)).toEqual([{ url: `${site.base}/held`, attempts: expect.any(Number) }]);
    await site.waitFor("/held");
    await first.app.close();
    release?.();
    expect(await queued(first, post.id)).toEqual([{ url: `${site.base}/held`, attempts: 1 }]);

    // Started again on the same database, after the stopped read's lease has run out.
    site.pages.set("/held", { body: pageWith({ "og:title": "Worth the wait" }) });
    const again = await createTestApp({ env: ENV, restartOf: first, now: () => Date.now() + 2 * 60_000 });
    const agent = again.agent();
    for (const [name, value] of ann.agent.cookies) agent.cookies.set(name, value);
    try {
      expect((await cardOf({ ...ann, agent }, post.id)).title).toBe("Worth the wait");
    } finally {
      await again.close();
      await first.close();
    }
  });
});
