import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { Language } from "../contract/languages";
import { type ApiActor, acceptConnection, apiActor, requestConnection, signInThroughApi, tag } from "./helpers";
import { sendThroughApi, startConversation } from "./messages";
import { looks, expectAxeClean } from "./screens";

// The messages screens (the list, a conversation, a circle, a request) on a 390 px phone in
// every language the app speaks and in both themes, and on a desktop: nothing scrolls
// sideways, no tab of the phone's tab bar has its name cut, and axe (WCAG 2 A and AA, contrast
// among them) finds nothing. One screen, language and theme a test, so a failure names the one
// that breaks.

const LANGUAGES: readonly { language: Language; locale: string; messages: string }[] = [
  { language: "en", locale: "en-US", messages: "Messages" },
  { language: "es", locale: "es-MX", messages: "Mensajes" },
  { language: "pt", locale: "pt-BR", messages: "Mensagens" },
];

/** The conversation's messages, in whatever language the page speaks. */
const messageLog = (page: Page) => page.getByRole("log");

/** Nothing wider than the screen, and every name in the phone's tab bar shown whole. */
async function expectFits(page: Page): Promise<void> {
  const { width, scrollWidth, cut } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
    // The tab bar is the navigation fixed to the foot of the screen; each tab's name is the last part of its link.
    cut: [...document.querySelectorAll<HTMLElement>("nav")]
      .filter((nav) => getComputedStyle(nav).position === "fixed")
      .flatMap((nav) => [...nav.querySelectorAll<HTMLElement>("a > span:last-child")])
      // A name short of even a pixel is drawn with an ellipsis.
      .filter((name) => name.getBoundingClientRect().width > 0 && name.scrollWidth > name.clientWidth)
      .map((name) => name.textContent),
  }));
  expect(scrollWidth, "the page's width").toBeLessThanOrEqual(width);
  expect(cut, "names cut in the tab bar").toEqual([]);
}

/** A photo uploaded as the API takes one: a grant, one PUT; its upload URL. */
async function uploadPhoto(actor: ApiActor): Promise<string> {
  const grant = await actor.api.post("/api/objects/upload");
  expect(grant.status(), await grant.text()).toBeLessThan(300);
  const { uploadURL } = (await grant.json()) as { uploadURL: string };
  const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 110, g: 40, b: 120 } } })
    .png()
    .toBuffer();
  const put = await actor.api.put(uploadURL, { data: photo, headers: { "Content-Type": "image/png" } });
  expect(put.ok(), await put.text()).toBe(true);
  return uploadURL;
}

test.describe("messages screens", () => {
  // Lydia, with a one to one (a reply, a reaction, an edit, a deletion and a photo in it), a
  // circle, and a stranger's request waiting.
  let lydia: ApiActor;
  let paul: ApiActor;
  let priscilla: ApiActor;
  let stranger: ApiActor;
  let direct: number;
  let circle: number;
  let request: number;
  const circleName = `Philippi prayer circle ${tag()}`;

  test.beforeAll(async ({ playwright, baseURL }) => {
    lydia = await apiActor(playwright, baseURL, { firstName: "Lydia", lastName: "Thyatira" });
    paul = await apiActor(playwright, baseURL, { firstName: "Paul", lastName: "Tarsus" });
    priscilla = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: "Aquila" });
    stranger = await apiActor(playwright, baseURL, { firstName: "Apollos", lastName: "Alexandria" });
    for (const friend of [paul, priscilla]) await acceptConnection(friend.api, await requestConnection(lydia.api, friend.id));

    direct = await startConversation(lydia.api, [paul.id]);
    const ask = await sendThroughApi(paul.api, direct, "Grace and peace, Lydia! How was the gathering by the river? Tell me everything.");
    const news = await sendThroughApi(lydia.api, direct, "Wonderful: several women came to listen, and my whole household was baptised!");
    const answer = await paul.api.post(`/api/conversations/${direct}/messages`, {
      data: { content: "Praise God! Please greet the brothers and sisters for me.", replyToId: news, clientId: `screens-${tag()}` },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    expect((await lydia.api.put(`/api/messages/${ask}/reaction`, { data: { reaction: "amen" } })).ok()).toBe(true);
    expect((await paul.api.put(`/api/messages/${news}/reaction`, { data: { reaction: "praise" } })).ok()).toBe(true);
    const invitation = await sendThroughApi(lydia.api, direct, "Come and stay at my house when you pass through");
    expect(
      (
        await lydia.api.patch(`/api/messages/${invitation}`, { data: { content: "Come and stay at my house when you pass through Philippi." } })
      ).ok(),
    ).toBe(true);
    const gone = await sendThroughApi(paul.api, direct, "A word sent too soon");
    expect((await paul.api.delete(`/api/messages/${gone}`)).ok()).toBe(true);
    const photo = await paul.api.post(`/api/conversations/${direct}/messages`, {
      data: { content: "The river at Philippi", imageUrl: await uploadPhoto(paul), clientId: `screens-${tag()}` },
    });
    expect(photo.status(), await photo.text()).toBe(201);
    const last = await sendThroughApi(lydia.api, direct, "What a beautiful place to pray.");
    expect((await paul.api.put(`/api/conversations/${direct}/read`, { data: { messageId: last } })).status()).toBe(204);

    circle = await startConversation(lydia.api, [paul.id, priscilla.id], circleName);
    await sendThroughApi(priscilla.api, circle, "Let us pray for Epaphroditus, who is ill.");
    await sendThroughApi(paul.api, circle, "Amen. I am praying.");

    request = await startConversation(stranger.api, [lydia.id]);
    await sendThroughApi(stranger.api, request, "Hello Lydia, I heard you sell purple cloth. Could we talk?");
  });
  test.afterAll(async () => {
    await Promise.all([lydia, paul, priscilla, stranger].map((actor) => actor?.api.dispose()));
  });

  for (const { language, locale, messages } of LANGUAGES) {
    for (const colorScheme of ["light", "dark"] as const) {
      test.describe(`${language}, ${colorScheme}, 390 px wide`, () => {
        test.use({ locale, viewport: { width: 390, height: 844 } });
        test.describe.configure({ timeout: 60_000 });
        test.beforeEach(async ({ page }) => {
          await signInThroughApi(page, lydia.user);
          const chosen = await page.request.put("/api/account/language", { data: { language } });
          expect(chosen.ok(), await chosen.text()).toBe(true);
          // Reduced motion: no screen is checked halfway through a fade.
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        });

        test("the list of conversations", async ({ page }) => {
          await page.goto("/messages");
          await expect(page.getByRole("heading", { name: messages, level: 1 })).toBeVisible();
          await expect(page.getByRole("link").filter({ hasText: circleName })).toBeVisible();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page);
          await expectAxeClean(page, `list, ${language}, ${colorScheme}`);
        });

        test("a conversation", async ({ page }) => {
          await page.goto(`/messages/${direct}`);
          await expect(messageLog(page).getByRole("img")).toBeVisible();
          await expect(messageLog(page).getByText("What a beautiful place to pray.")).toBeVisible();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page);
          await expectAxeClean(page, `conversation, ${language}, ${colorScheme}`);
        });

        test("a circle, and a request", async ({ page }) => {
          await page.goto(`/messages/${circle}`);
          await expect(page.getByRole("heading", { name: circleName, level: 2 })).toBeVisible();
          await expect(messageLog(page).getByText("Amen. I am praying.")).toBeVisible();
          await expectFits(page);
          await expectAxeClean(page, `circle, ${language}, ${colorScheme}`);
          await page.goto(`/messages/${request}?box=requests`);
          await expect(messageLog(page).getByText("Could we talk?", { exact: false })).toBeVisible();
          await expectFits(page);
          await expectAxeClean(page, `request, ${language}, ${colorScheme}`);
        });
      });
    }
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the list beside a conversation on a desktop, ${colorScheme}`, async ({ page }) => {
      await signInThroughApi(page, lydia.user);
      expect((await page.request.put("/api/account/language", { data: { language: "en" } })).ok()).toBe(true);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/messages/${direct}`);
      await expect(page.getByRole("navigation", { name: "Your conversations" }).getByRole("link").filter({ hasText: circleName })).toBeVisible();
      await expect(messageLog(page).getByRole("img")).toBeVisible();
      expect(await looks(page)).toBe(colorScheme);
      await expectFits(page);
      await expectAxeClean(page, `desktop, ${colorScheme}`);
    });
  }
});
