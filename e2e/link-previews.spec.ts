import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Language } from "../contract/languages";
import type { Post } from "../contract/posts";
import { createPostThroughApi, expectNoHorizontalScroll, newUser, postWith, signUpThroughApi, tag } from "./helpers";
import { expectAxeClean, looks } from "./screens";

// A post's first link shows as a card under its words: the linked page's title, description,
// site and picture, read by the server. The pages are served here, on loopback, which the
// test server is allowed to read (LINK_PREVIEWS_ALLOW_LOCAL); nothing on the internet is asked.

let website: http.Server;
let base = "";

/** A picture as a page would offer one: a wide JPEG with a warm gradient and a few shapes. */
async function cover(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="930" cy="180" r="120" fill="#fde68a" opacity="0.7"/>
    <rect x="120" y="380" width="520" height="140" rx="24" fill="#fff7ed" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
  <title>Hope Street Kitchen</title>
  <meta property="og:title" content="Hope Street Kitchen opens its doors &amp; feeds 200 neighbours">
  <meta property="og:description" content="Volunteers from five churches served hot meals on the first night. Here is how they did it, and how you can help in the weeks ahead.">
  <meta property="og:site_name" content="City Gazette">
  <meta property="og:image" content="/images/kitchen.jpg">
</head><body><h1>Hope Street Kitchen</h1></body></html>`;

test.beforeAll(async () => {
  const picture = await cover();
  website = http.createServer((req, res) => {
    if (req.url?.startsWith("/kitchen")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    } else if (req.url === "/images/kitchen.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" }).end(picture);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => website.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => website?.close(resolve));
});

/** The card inside `post`: the one link to the page, named for a screen reader. */
const cardIn = (post: Locator, opens: RegExp) => post.getByRole("link", { name: opens });

/** Its picture has arrived and been drawn (our own copy, under /objects/). */
async function expectPictureShown(card: Locator): Promise<void> {
  const img = card.locator("img");
  await expect(img).toHaveAttribute("src", /^\/objects\/images\/[\w-]+\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

async function expectCardLinksOut(card: Locator, url: string): Promise<void> {
  await expect(card).toHaveAttribute("href", url);
  await expect(card).toHaveAttribute("target", "_blank");
  await expect(card).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
}

test("a link in a new post turns into its page's card under the post, as the author watches", async ({ page }) => {
  await signUpThroughApi(page, newUser({ firstName: "Ruth" }));
  await page.goto("/");
  const composer = page.getByRole("region", { name: "Share with your Community" });
  const url = `${base}/kitchen?${tag()}`;
  const words = `Our churches opened a soup kitchen this week! ${url}`;
  await composer.getByPlaceholder("What's on your heart today?").fill(words);
  await composer.getByRole("button", { name: "Share", exact: true }).click();

  const post = postWith(page, "Our churches opened a soup kitchen");
  await expect(post).toBeVisible();
  // Read by the server after the post was written; the open feed is told, and shows it.
  const card = cardIn(post, /^Hope Street Kitchen opens its doors & feeds 200 neighbours, on City Gazette \(opens in a new tab\)$/);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText("City Gazette");
  await expect(card).toContainText("Volunteers from five churches served hot meals");
  await expectCardLinksOut(card, url);
  await expectPictureShown(card);

  expect(await looks(page)).toBe("light");
  await expectAxeClean(page, "a post with a link card", "main");
  await card.focus();
  await expect(card).toBeFocused();
  // The whole page from its top: the bar stays where the focused card left it otherwise.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/link-previews-en-light.png", fullPage: true });
});

/** A post with a link whose card the server has read; its id. */
async function postWithCard(page: Page, words: string): Promise<number> {
  const { id } = await createPostThroughApi(page, `${words} ${base}/kitchen?${tag()}`);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/posts/${id}`)).json()) as Post).linkPreview?.title, { timeout: 15_000 })
    .toBe("Hope Street Kitchen opens its doors & feeds 200 neighbours");
  return id;
}

const SCREENS: readonly { language: Language; locale: string; scheme: "light" | "dark"; width: number; words: string; opens: RegExp }[] = [
  {
    language: "es",
    locale: "es-MX",
    scheme: "dark",
    width: 1280,
    words: "Nuestras iglesias abrieron un comedor esta semana",
    opens: /^Hope Street Kitchen .*, en City Gazette \(se abre en una pestaña nueva\)$/,
  },
  {
    language: "pt",
    locale: "pt-BR",
    scheme: "light",
    width: 390,
    words: "Nossas igrejas abriram uma cozinha comunitária esta semana",
    opens: /^Hope Street Kitchen .*, em City Gazette \(abre em uma nova aba\)$/,
  },
];

for (const { language, locale, scheme, width, words, opens } of SCREENS) {
  test(`in ${language}, ${scheme}, ${width} px wide: the card in the home feed`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: "reduce", locale });
    const page = await context.newPage();
    try {
      await signUpThroughApi(page, newUser({ firstName: "Lidia" }));
      const chosen = await page.request.put("/api/account/language", { data: { language } });
      expect(chosen.status(), await chosen.text()).toBe(200);
      await postWithCard(page, words);
      await page.goto("/");
      const post = postWith(page, words);
      const card = cardIn(post, opens);
      await expect(card).toBeVisible();
      await expectPictureShown(card);
      expect(await looks(page)).toBe(scheme);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, "a post with a link card", "main");
      await post.screenshot({ path: `/tmp/link-previews-${language}-${scheme}-${width}.png` });
    } finally {
      await context.close();
    }
  });
}
