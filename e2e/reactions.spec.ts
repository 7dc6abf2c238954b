import { type Page, expect, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import {
  type ApiActor,
  acceptConnection,
  apiActor,
  commentOn,
  expectNoHorizontalScroll,
  postWith,
  requestConnection,
  signInThroughApi,
  tag,
} from "./helpers";
import { expectAxeClean, looks } from "./screens";

// Reactions by keyboard: a member reacts to a post and to a comment from "React" (the arrow
// keys move in its menu, Enter chooses, Escape closes, focus comes back), the counts show with
// theirs marked, and the author opens who reacted. In English (light), Spanish (dark) and
// Portuguese on a 390 px phone; each screen is photographed and checked by axe.

type Words = {
  react: string;
  comment: string;
  love: string;
  praying: string;
  chip: (reaction: string) => string;
  seeWhoReacted: string;
  whoReacted: string;
};

const CASES: readonly { language: Language; locale: string; colorScheme: "light" | "dark"; width: number; words: Words }[] = [
  {
    language: "en",
    locale: "en-US",
    colorScheme: "light",
    width: 1280,
    words: {
      react: "React",
      comment: "Comment",
      love: "Love",
      praying: "Praying",
      chip: (reaction) => `${reaction}: 1 person`,
      seeWhoReacted: "See who reacted",
      whoReacted: "Who reacted",
    },
  },
  {
    language: "es",
    locale: "es-MX",
    colorScheme: "dark",
    width: 1280,
    words: {
      react: "Reaccionar",
      comment: "Comentar",
      love: "Amor",
      praying: "Orando",
      chip: (reaction) => `${reaction}: 1 persona`,
      seeWhoReacted: "Ver quién reaccionó",
      whoReacted: "Quién reaccionó",
    },
  },
  {
    language: "pt",
    locale: "pt-BR",
    colorScheme: "light",
    width: 390,
    words: {
      react: "Reagir",
      comment: "Comentar",
      love: "Amor",
      praying: "Orando",
      chip: (reaction) => `${reaction}: 1 pessoa`,
      seeWhoReacted: "Ver quem reagiu",
      whoReacted: "Quem reagiu",
    },
  },
];

/** Opens a "React" menu by keyboard, moves `down` choices past the first, and chooses with Enter. */
async function reactByKeyboard(page: Page, react: ReturnType<Page["getByRole"]>, down: number): Promise<void> {
  await react.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  // Focus is in the menu as it opens (on its first choice, or on the menu itself when the press
  // came before its code had loaded); Home goes to the first choice either way.
  const choices = menu.getByRole("menuitemradio");
  await expect(choices).toHaveCount(4);
  await page.keyboard.press("Home");
  await expect(choices.first()).toBeFocused();
  // One step at a time, as a person presses: the menu moves its focus just after each key
  // press, so a second press sent before that lands on the same choice again.
  for (let i = 1; i <= down; i++) {
    await page.keyboard.press("ArrowDown");
    await expect(choices.nth(i)).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(menu).toHaveCount(0);
  await expect(react).toBeFocused();
}

for (const { language, locale, colorScheme, width, words } of CASES) {
  test.describe(`reactions, ${language}, ${colorScheme}, ${width} px wide`, () => {
    test.use({ locale, viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 60_000 });

    let ann: ApiActor;
    let bob: ApiActor;
    let postId: number;
    const content = `Give thanks in all circumstances ${tag()}`;
    const remark = `Amen, we rejoice with you ${tag()}`;

    test.beforeAll(async ({ playwright, baseURL }) => {
      ann = await apiActor(playwright, baseURL, { firstName: "Ann", lastName: "Abbott" });
      bob = await apiActor(playwright, baseURL, { firstName: "Bob", lastName: "Barnabas" });
      await acceptConnection(bob.api, await requestConnection(ann.api, bob.id));
      const res = await ann.api.post("/api/posts", { data: { content, type: "text" } });
      expect(res.status(), await res.text()).toBe(201);
      postId = ((await res.json()) as { id: number }).id;
      await commentOn(ann.api, postId, remark);
      for (const actor of [ann, bob]) expect((await actor.api.put("/api/account/language", { data: { language } })).ok()).toBe(true);
    });
    test.afterAll(async () => {
      await Promise.all([ann, bob].map((actor) => actor?.api.dispose()));
    });

    test("a member reacts to a post and to a comment by keyboard; the author sees who reacted", async ({ page, browser }) => {
      await signInThroughApi(page, bob.user);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto(`/posts/${postId}`);
      const card = postWith(page, content);
      await expect(card).toBeVisible();

      // The post: Love is the third choice.
      const reactToPost = card.getByRole("button", { name: words.react, exact: true }).first();
      await reactByKeyboard(page, reactToPost, 2);
      const loveChip = card.getByRole("button", { name: words.chip(words.love) });
      await expect(loveChip).toHaveAttribute("aria-pressed", "true");
      await expect(loveChip).toHaveText("1");

      // Escape closes the menu and gives the focus back, changing nothing.
      await reactToPost.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(page.getByRole("menuitemradio", { name: new RegExp(words.love) })).toHaveAttribute("aria-checked", "true");
      await page.screenshot({ path: test.info().outputPath(`menu-${language}-${colorScheme}-${width}.png`) });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(reactToPost).toBeFocused();

      // The comment: Praying is the second choice.
      await card.getByRole("button", { name: new RegExp(`^${words.comment}`) }).click();
      const item = card.getByRole("listitem").filter({ hasText: remark });
      await expect(item).toBeVisible();
      await reactByKeyboard(page, item.getByRole("button", { name: words.react, exact: true }), 1);
      const prayingChip = item.getByRole("button", { name: words.chip(words.praying) });
      await expect(prayingChip).toHaveAttribute("aria-pressed", "true");

      const saved = (await (await page.request.get(`/api/posts/${postId}`)).json()) as { reactions: unknown; myReaction: string };
      expect(saved).toMatchObject({ reactions: { love: 1 }, myReaction: "love" });
      expect(await looks(page)).toBe(colorScheme);
      await expectNoHorizontalScroll(page);
      await expectAxeClean(page, `reactions, ${language}, ${colorScheme}`, "article");
      await page.screenshot({ path: test.info().outputPath(`reacted-${language}-${colorScheme}-${width}.png`), fullPage: true });

      // The author: no "React" menu was needed to see the counts; "See who reacted" lists Bob.
      const authorContext = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const author = await authorContext.newPage();
      await signInThroughApi(author, ann.user);
      await author.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await author.goto(`/posts/${postId}`);
      const ownCard = postWith(author, content);
      await expect(ownCard.getByRole("button", { name: words.chip(words.love) })).toHaveAttribute("aria-pressed", "false");
      const seeWho = ownCard.getByRole("button", { name: words.seeWhoReacted });
      await seeWho.focus();
      await author.keyboard.press("Enter");
      const dialog = author.getByRole("dialog", { name: words.whoReacted });
      await expect(dialog).toBeVisible();
      const row = dialog.getByRole("listitem").filter({ hasText: "Bob Barnabas" });
      await expect(row).toContainText(words.love);
      await expectAxeClean(author, `who reacted, ${language}, ${colorScheme}`, "[role=dialog]");
      await author.screenshot({ path: test.info().outputPath(`who-reacted-${language}-${colorScheme}-${width}.png`) });
      await author.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(seeWho).toBeFocused();
      await authorContext.close();
    });
  });
}
