import { expect, test } from "@playwright/test";
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

// Mentions and replies, by keyboard: a member types "@Ad" in the composer, moves to the one
// person offered with ArrowDown and picks them with Enter; the post shows the name as a link to
// their profile, and the one named is told. That person answers the member's comment on the
// post from its Reply button (Escape cancels, focus comes back to the button); the reply shows
// under the comment, and the member is told. In English (light), Spanish (dark) and Portuguese
// on a 390 px phone; each screen is photographed and checked by axe.

type Words = {
  yourPost: string;
  people: string;
  comment: string;
  replyTo: (name: string) => string;
  writeReply: (name: string) => string;
  replyingTo: (name: string) => string;
  reply: string;
  replies: (name: string) => string;
  mentioned: (name: string, words: string) => string;
  replied: (name: string, words: string) => string;
};

const CASES: readonly { language: Language; locale: string; colorScheme: "light" | "dark"; width: number; words: Words }[] = [
  {
    language: "en",
    locale: "en-US",
    colorScheme: "light",
    width: 1280,
    words: {
      yourPost: "Your post",
      people: "People you can mention",
      comment: "Comment",
      replyTo: (name) => `Reply to ${name}`,
      writeReply: (name) => `Write a reply to ${name}`,
      replyingTo: (name) => `Replying to ${name}`,
      reply: "Reply",
      replies: (name) => `Replies to ${name}`,
      mentioned: (name, words) => `${name} mentioned you in a post: "${words}"`,
      replied: (name, words) => `${name} replied to your comment: "${words}"`,
    },
  },
  {
    language: "es",
    locale: "es-MX",
    colorScheme: "dark",
    width: 1280,
    words: {
      yourPost: "Tu publicación",
      people: "Personas que puedes mencionar",
      comment: "Comentar",
      replyTo: (name) => `Responder a ${name}`,
      writeReply: (name) => `Escribe una respuesta a ${name}`,
      replyingTo: (name) => `Respondiendo a ${name}`,
      reply: "Responder",
      replies: (name) => `Respuestas a ${name}`,
      mentioned: (name, words) => `${name} te mencionó en una publicación: "${words}"`,
      replied: (name, words) => `${name} respondió a tu comentario: "${words}"`,
    },
  },
  {
    language: "pt",
    locale: "pt-BR",
    colorScheme: "light",
    width: 390,
    words: {
      yourPost: "Sua publicação",
      people: "Pessoas que você pode mencionar",
      comment: "Comentar",
      replyTo: (name) => `Responder a ${name}`,
      writeReply: (name) => `Escreva uma resposta para ${name}`,
      replyingTo: (name) => `Respondendo a ${name}`,
      reply: "Responder",
      replies: (name) => `Respostas a ${name}`,
      mentioned: (name, words) => `${name} mencionou você em uma publicação: "${words}"`,
      replied: (name, words) => `${name} respondeu ao seu comentário: "${words}"`,
    },
  },
];

for (const { language, locale, colorScheme, width, words } of CASES) {
  test.describe(`mentions and replies, ${language}, ${colorScheme}, ${width} px wide`, () => {
    test.use({ locale, viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 90_000 });

    let wes: ApiActor;
    let ada: ApiActor;
    const surname = `Mentioned${tag()}`;
    const adaName = `Adah ${surname}`;
    const wesName = "Wes Writer";

    test.beforeAll(async ({ playwright, baseURL }) => {
      wes = await apiActor(playwright, baseURL, { firstName: "Wes", lastName: "Writer" });
      ada = await apiActor(playwright, baseURL, { firstName: "Adah", lastName: surname });
      await acceptConnection(ada.api, await requestConnection(wes.api, ada.id));
      for (const actor of [wes, ada]) expect((await actor.api.put("/api/account/language", { data: { language } })).ok()).toBe(true);
    });
    test.afterAll(async () => {
      await Promise.all([wes, ada].map((actor) => actor?.api.dispose()));
    });

    test("a mention picked by keyboard links to its person, who is told; a reply shows under its comment, and its writer is told", async ({
      page,
      browser,
    }) => {
      await signInThroughApi(page, wes.user);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto("/");
      expect(await looks(page)).toBe(colorScheme);

      // The composer: "@Ad" offers Adah; ArrowDown highlights her, Enter writes her name.
      const field = page.getByRole("combobox", { name: words.yourPost });
      await field.click();
      const thanks = `Thank you ${tag()}`;
      await page.keyboard.type(`${thanks} @Ad`);
      const list = page.getByRole("listbox", { name: words.people });
      await expect(list.getByRole("option")).toHaveCount(1);
      await expect(list.getByRole("option")).toHaveAccessibleName(adaName);
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      const option = list.getByRole("option", { name: adaName });
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
      await page.screenshot({ path: `/tmp/mentions-list-${language}-${colorScheme}-${width}.png` });
      await expectAxeClean(page, `the list under an "@" (${language}, ${colorScheme})`);
      await page.keyboard.press("Enter");
      await expect(list).toHaveCount(0);
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await expect(field).toHaveValue(`${thanks} @${adaName} `);
      await page.keyboard.type("for the meal");
      const content = `${thanks} @${adaName} for the meal`;
      // Shared from the keyboard too (Ctrl+Enter, as the composer takes it).
      await page.keyboard.press("Control+Enter");

      const card = postWith(page, content);
      const link = card.getByRole("link", { name: `@${adaName}` });
      await expect(link).toHaveAttribute("href", `/profile/${ada.id}`);
      await page.screenshot({ path: `/tmp/mentions-post-${language}-${colorScheme}-${width}.png` });
      if (width <= 400) await expectNoHorizontalScroll(page);

      // Adah is told, in her language, and the notice leads to the post.
      const adaPage = await (await browser.newContext({ locale, viewport: { width, height: 900 }, colorScheme })).newPage();
      await signInThroughApi(adaPage, ada.user);
      await adaPage.goto("/notifications");
      await expect(adaPage.getByText(words.mentioned(wesName, content))).toBeVisible();

      // Wes comments; Adah answers it from its Reply button.
      const posts = (await (await wes.api.get(`/api/posts/user/${wes.id}`)).json()) as { id: number; content: string }[];
      const post = posts.find((p) => p.content === content)!;
      const remark = `Bring bread ${tag()}`;
      await commentOn(wes.api, post.id, remark);
      await adaPage.goto(`/posts/${post.id}`);
      const adaCard = postWith(adaPage, content);
      await adaCard.getByRole("button", { name: new RegExp(`^${words.comment}`) }).click();
      const replyButton = adaCard.getByRole("button", { name: words.replyTo(wesName) });
      await replyButton.click();
      const replyField = adaCard.getByRole("combobox", { name: words.writeReply(wesName) });
      await expect(replyField).toBeFocused();
      await expect(replyField).toHaveValue("");
      await expect(adaCard.getByText(words.replyingTo(wesName))).toBeVisible();
      // Escape cancels, and the focus is back on Reply.
      await adaPage.keyboard.press("Escape");
      await expect(replyField).toHaveCount(0);
      await expect(replyButton).toBeFocused();
      await adaPage.keyboard.press("Enter");
      await expect(replyField).toBeFocused();
      const answer = `I will ${tag()}`;
      await adaPage.keyboard.type(answer);
      await adaCard.getByRole("button", { name: words.reply, exact: true }).click();
      const thread = adaCard.getByRole("list", { name: words.replies(wesName) });
      await expect(thread.getByRole("listitem")).toContainText(answer);
      await expect(replyField).toHaveCount(0);
      await adaPage.screenshot({ path: `/tmp/mentions-reply-${language}-${colorScheme}-${width}.png`, fullPage: true });
      await expectAxeClean(adaPage, `a reply under its comment (${language}, ${colorScheme})`);
      if (width <= 400) await expectNoHorizontalScroll(adaPage);
      await adaPage.context().close();

      // Wes is told of the answer.
      await page.goto("/notifications");
      await expect(page.getByText(words.replied(adaName, answer))).toBeVisible();
      await page.screenshot({ path: `/tmp/mentions-notices-${language}-${colorScheme}-${width}.png` });
    });
  });
}
