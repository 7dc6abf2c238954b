import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import {
  createGroupThroughApi,
  expectNoHorizontalScroll,
  joinGroupThroughApi,
  member,
  newUser,
  postWith,
  signUpThroughApi,
  tag,
  toastWith,
} from "./helpers";
import { expectAxeClean, looks } from "./screens";

// A group's life in its members' home feeds: a request shared with "one of my groups" from the
// home composer stands in its author's feed named with the group, and in a fellow member's;
// the member chooses by keyboard, on the group's page, what the group brings to their feed;
// then the same screens on a 390 px phone in Spanish (dark) and Portuguese (light).

const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });

test.describe("a group's posts in the home feed", () => {
  test.use({ locale: "en-US" });

  test("a request shared with one of my groups reaches the group's members, named with it, and a member turns it down to highlights, then none", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Anna", lastName: "Admin" }));
    const groupName = `Tuesday Prayer ${tag()}`;
    const group = await createGroupThroughApi(page.request, groupName);
    const mel = await member(browser, { firstName: "Mel", lastName: "Member" });
    try {
      await joinGroupThroughApi(mel.page.request, group.id);

      await page.goto("/");
      const box = composer(page);
      await box.getByPlaceholder("What's on your heart today?").fill("Please pray for Sam's surgery on Friday");
      await box.getByRole("radio", { name: "Prayer" }).check();
      await box.getByLabel("Share with").selectOption({ label: "One of my groups" });
      await box.getByLabel("Group", { exact: true }).selectOption({ label: groupName });
      await box.getByRole("button", { name: "Share", exact: true }).click();
      await expect(toastWith(page, `Your post has been shared with ${groupName}.`)).toBeVisible();
      // It stands first in her own feed, saying where it went.
      const mine = postWith(page, "Please pray for Sam's surgery on Friday");
      await expect(mine.getByRole("link", { name: groupName })).toHaveAttribute("href", `/groups/${group.id}`);

      // Mel's home feed has it, named with the group; the group's page is one click away.
      await mel.page.goto("/");
      const theirs = postWith(mel.page, "Please pray for Sam's surgery on Friday");
      await expect(theirs).toBeVisible();
      await theirs.screenshot({ path: "/tmp/group-feed-card-en.png" });
      // A note that is no highlight, written by a member who is not an admin.
      const note = await mel.page.request.post("/api/posts", {
        data: { content: "Coffee after the meeting?", type: "text", audience: { kind: "group", groupId: group.id } },
      });
      expect(note.status(), await note.text()).toBe(201);
      await theirs.getByRole("link", { name: groupName }).click();
      await expect(mel.page).toHaveURL(new RegExp(`/groups/${group.id}$`));

      // By keyboard: the menu opens on Enter, the arrows move, Enter chooses.
      const choice = mel.page.getByRole("button", { name: `What ${groupName} brings to your home feed` });
      await choice.press("Enter");
      const menu = mel.page.getByRole("menu");
      await expect(menu.getByRole("menuitemradio", { name: /All posts/ })).toHaveAttribute("aria-checked", "true");
      await expectAxeClean(mel.page, "the home feed choice", "[role=menu]");
      await expect(menu.getByRole("menuitemradio", { name: /All posts/ })).toBeFocused();
      await mel.page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitemradio", { name: /Highlights/ })).toBeFocused();
      await mel.page.keyboard.press("Enter");
      await expect(toastWith(mel.page, "Your home feed follows your choice.")).toBeVisible();

      await mel.page.goto("/");
      await expect(postWith(mel.page, "Please pray for Sam's surgery on Friday")).toBeVisible();
      // Her own note stays in her own feed whatever she chose; Anna's feed, on "all", has it too.
      await page.goto("/");
      await expect(postWith(page, "Coffee after the meeting?")).toBeVisible();

      await mel.page.goto(`/groups/${group.id}`);
      await mel.page.getByRole("button", { name: `What ${groupName} brings to your home feed` }).click();
      // The choice made before is the one marked.
      await expect(mel.page.getByRole("menuitemradio", { name: /Highlights/ })).toHaveAttribute("aria-checked", "true");
      await mel.page.getByRole("menuitemradio", { name: /None/ }).click();
      await expect(toastWith(mel.page, "Your home feed follows your choice.")).toBeVisible();
      await mel.page.goto("/");
      await expect(mel.page.getByRole("heading", { name: "Welcome, Mel" })).toBeVisible();
      await expect(postWith(mel.page, "Please pray for Sam's surgery on Friday")).toHaveCount(0);
      await expect(postWith(mel.page, "Coffee after the meeting?")).toBeVisible();
    } finally {
      await mel.close();
    }
  });
});

const PHONES: readonly { language: Language; locale: string; scheme: "dark" | "light"; inFeed: string; none: RegExp }[] = [
  { language: "es", locale: "es-MX", scheme: "dark", inFeed: "Lo que .* trae a tu inicio", none: /Nada/ },
  { language: "pt", locale: "pt-BR", scheme: "light", inFeed: "O que .* traz ao seu início", none: /Nada/ },
];

for (const { language, locale, scheme, inFeed, none } of PHONES) {
  test(`on a 390 px phone in ${language}, ${scheme}: a group's post in the home feed, and the group's choice`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, reducedMotion: "reduce", locale });
    const page = await context.newPage();
    try {
      await signUpThroughApi(page, newUser({ firstName: "Lidia" }));
      const chosen = await page.request.put("/api/account/language", { data: { language } });
      expect(chosen.status(), await chosen.text()).toBe(200);
      const groupName = `Círculo de oración ${tag()}`;
      const group = await createGroupThroughApi(page.request, groupName);
      const posted = await page.request.post("/api/posts", {
        data: { content: "Oremos por la familia Pérez", type: "prayer", audience: { kind: "group", groupId: group.id } },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      await page.goto("/");
      const card = postWith(page, "Oremos por la familia Pérez");
      await expect(card.getByRole("link", { name: groupName })).toBeVisible();
      expect(await looks(page)).toBe(scheme);
      await expectNoHorizontalScroll(page);
      await card.screenshot({ path: `/tmp/group-feed-card-${language}.png` });

      await page.goto(`/groups/${group.id}`);
      await page.getByRole("button", { name: new RegExp(inFeed) }).click();
      await expect(page.getByRole("menuitemradio", { name: none })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `/tmp/group-feed-choice-${language}.png` });
      await expectAxeClean(page, "the home feed choice", "[role=menu]");
    } finally {
      await context.close();
    }
  });
}
