import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLinkCard } from "../../../server/services/link-previews/link-card-read";
import { pageText, readPageMeta } from "../../../server/services/link-previews/page-meta";
import { jpeg } from "../../helpers/images";
import { type TestWebsite, pageWith, startTestWebsite } from "../../helpers/test-website";

const PAGE_URL = "https://news.example.org/articles/2024/one.html";

describe("what a card says of a page", () => {
  it("reads the Open Graph tags", () => {
    const html = pageWith(
      {
        "og:title": "Faith in the city",
        "og:description": "How one church feeds its neighbours",
        "og:site_name": "Example News",
        "og:image": "https://cdn.example.org/cover.jpg",
        "twitter:title": "Not this one",
      },
      "Not this either",
    );
    expect(readPageMeta(html, PAGE_URL)).toEqual({
      title: "Faith in the city",
      description: "How one church feeds its neighbours",
      siteName: "Example News",
      imageUrl: "https://cdn.example.org/cover.jpg",
    });
  });

  it("falls back to the Twitter card's tags, then the page's title and description", () => {
    const twitter = pageWith({ "twitter:title": "Tweeted", "twitter:description": "Short", "twitter:image": "/t.png" }, "Title tag");
    expect(readPageMeta(twitter, PAGE_URL)).toEqual({
      title: "Tweeted",
      description: "Short",
      siteName: null,
      imageUrl: "https://news.example.org/t.png",
    });
    const plain = pageWith({ description: "What the page is about" }, "  The page's\n  own title ");
    expect(readPageMeta(plain, PAGE_URL)).toEqual({
      title: "The page's own title",
      description: "What the page is about",
      siteName: null,
      imageUrl: null,
    });
  });

  it("resolves a relative image against the page's address", () => {
    const meta = (image: string) => readPageMeta(pageWith({ "og:title": "T", "og:image": image }), PAGE_URL).imageUrl;
    expect(meta("../img/cover.png")).toBe("https://news.example.org/articles/img/cover.png");
    expect(meta("/cover.png?size=large")).toBe("https://news.example.org/cover.png?size=large");
    expect(meta("//cdn.example.org/c.png")).toBe("https://cdn.example.org/c.png");
    expect(meta("data:image/png;base64,AAAA")).toBeNull();
    expect(meta("javascript:alert(1)")).toBeNull();
  });

  it("decodes entities once, and keeps markup as text", () => {
    const html = `<html><head>
      <meta property="og:title" content="Tom &amp; Jerry&#39;s &quot;caf&eacute;&quot; &lt;b&gt;">
      <meta property="og:description" content="&amp;amp; stays &amp;amp;">
      <title>Ignored &amp; unused</title></head></html>`;
    const meta = readPageMeta(html, PAGE_URL);
    expect(meta.title).toBe(`Tom & Jerry's "café" <b>`);
    expect(meta.description).toBe("&amp; stays &amp;");
    expect(readPageMeta("<title>Fish &amp; Chips &#x2014; Menu</title>", PAGE_URL).title).toBe("Fish & Chips — Menu");
  });

  it("takes the first of a repeated tag, whatever the case of its names", () => {
    const html = `<HTML><HEAD><META PROPERTY="OG:TITLE" CONTENT="First"><meta property="og:title" content="Second"></HEAD></HTML>`;
    expect(readPageMeta(html, PAGE_URL).title).toBe("First");
  });

  it("cuts a long title at 200 characters and a description at 300, at a word", () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const meta = readPageMeta(pageWith({ "og:title": words(100), "og:description": words(100) }), PAGE_URL);
    expect(Array.from(meta.title!).length).toBeLessThanOrEqual(200);
    expect(meta.title).toMatch(/^word0 word1 .* word\d+…$/);
    expect(Array.from(meta.description!).length).toBeLessThanOrEqual(300);
    expect(meta.description).toMatch(/ word\d+…$/);
    // Characters outside the basic plane are counted, and cut, whole.
    const emoji = readPageMeta(pageWith({ "og:title": "🙏".repeat(250) }), PAGE_URL).title!;
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji.endsWith("🙏…")).toBe(true);
  });

  it("has no title for a page with none", () => {
    expect(readPageMeta(pageWith({ "og:description": "Only this" }), PAGE_URL).title).toBeNull();
    expect(readPageMeta(pageWith({ "og:title": "   " }, "  "), PAGE_URL).title).toBeNull();
  });

  it("reads a page in the charset it names", () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><title>Canci\xf3n de \xe1nimo</title>', "latin1");
    expect(readPageMeta(pageText(latin1, undefined), PAGE_URL).title).toBe("Canción de ánimo");
    expect(readPageMeta(pageText(latin1, "windows-1252"), PAGE_URL).title).toBe("Canción de ánimo");
    expect(readPageMeta(pageText(Buffer.from("<title>Ação</title>"), undefined), PAGE_URL).title).toBe("Ação");
    expect(readPageMeta(pageText(Buffer.from("<title>Ação</title>"), "no-such-charset"), PAGE_URL).title).toBe("Ação");
  });
});

describe("reading a card from a page and its picture", () => {
  let site: TestWebsite;
  beforeAll(async () => {
    site = await startTestWebsite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("resolves the picture against where the page was read from, after redirects, and re-encodes it", async () => {
    site.pages.set("/short", { status: 301, headers: { location: "/articles/one.html" } });
    site.pages.set("/articles/one.html", { body: pageWith({ "og:title": "Moved", "og:image": "../img/cover.jpg" }) });
    site.pages.set("/img/cover.jpg", { headers: { "content-type": "image/jpeg" }, body: await jpeg({ width: 2400, height: 1200, gps: true }) });
    const card = await readLinkCard(`${site.base}/short`, { allowLocal: true });
    expect(card).toMatchObject({ title: "Moved", description: null, siteName: null });
    const meta = await sharp(card!.image!).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 600 });
    expect(meta.exif).toBeUndefined();
  });

  it("keeps the card without a picture that cannot be used", async () => {
    site.pages.set("/no-picture", { body: pageWith({ "og:title": "Words only", "og:image": "/missing.png" }) });
    expect(await readLinkCard(`${site.base}/no-picture`, { allowLocal: true })).toEqual({
      title: "Words only",
      description: null,
      siteName: null,
      image: null,
    });
    site.pages.set("/svg-picture", { body: pageWith({ "og:title": "Vector", "og:image": "/p.svg" }) });
    site.pages.set("/p.svg", { headers: { "content-type": "image/svg+xml" }, body: "<svg xmlns='http://www.w3.org/2000/svg'/>" });
    expect((await readLinkCard(`${site.base}/svg-picture`, { allowLocal: true }))?.image).toBeNull();
    site.pages.set("/private-picture", { body: pageWith({ "og:title": "Inside", "og:image": "http://169.254.169.254/latest/meta-data/" }) });
    expect((await readLinkCard(`${site.base}/private-picture`, { allowLocal: true }))?.image).toBeNull();
  });

  it("makes no card of a page without a title", async () => {
    site.pages.set("/untitled", { body: pageWith({ "og:description": "No name" }) });
    expect(await readLinkCard(`${site.base}/untitled`, { allowLocal: true })).toBeNull();
  });
});
