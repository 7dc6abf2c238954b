import { expect, type Locator, type Page, test } from "@playwright/test";
import type { Language } from "../contract/languages";
import {
  acceptConnection,
  apiActor,
  commentOn,
  createGroupThroughApi,
  createTextPost,
  currentUserId,
  joinGroupThroughApi,
  newUser,
  prayFor,
  reportThroughApi,
  requestConnection,
  signInAsAdmin,
  tag,
} from "./helpers";

// Every page of the app on a 390 px phone, in every language the app speaks: nothing scrolls
// sideways, and no control (button, link, tab, choice, field) has its words cut or runs off the
// screen. Spanish and Portuguese words run longer than English ones, so a row that fits in one
// language may not in another. One test per language and group of pages keeps each short.

const LANGUAGES: readonly { language: Language; locale: string }[] = [
  { language: "en", locale: "en-US" },
  { language: "es", locale: "es-MX" },
  { language: "pt", locale: "pt-BR" },
];

const PHONE = { width: 390, height: 844 };

/** What on the page does not fit the screen, each in words, or nothing. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) found.push(`the page scrolls sideways (${root.scrollWidth} px wide on a ${width} px screen)`);
    const controls = document.querySelectorAll<HTMLElement>(
      [
        "button",
        "a[href]",
        "select",
        "textarea",
        "input:not([type=hidden]):not([type=radio]):not([type=checkbox])",
        "[role=button]",
        "[role=tab]",
        "[role=radio]",
        "[role=switch]",
        "[role=menuitem]",
        "[role=combobox]",
        // A segment of the app's segmented choices: a label over its invisible radio button.
        "label:has(> input[type=radio])",
      ].join(","),
    );
    // A field's placeholder is drawn inside it, not measured by its scroll width: measured here.
    const ruler = document.createElement("canvas").getContext("2d");
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Hidden, or visually hidden for screen readers only.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === "hidden") continue;
      const words = (control.textContent || control.getAttribute("aria-label") || control.getAttribute("placeholder") || "").trim();
      const name = `${control.tagName.toLowerCase()} "${words.slice(0, 60)}"`;
      if (box.left < -1 || box.right > width + 1)
        found.push(`${name} runs off the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      // A field scrolls the words typed into it, as fields do: its placeholder is what must fit.
      const typedInto = (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== "";
      // Inline links have no inner width of their own; the others show all their words or are cut.
      if (!typedInto && control.clientWidth > 0 && control.scrollWidth > control.clientWidth + 1) {
        found.push(`${name} is cut (${control.scrollWidth} px of words in ${control.clientWidth} px)`);
      }
      if (ruler && control instanceof HTMLInputElement && control.value === "" && control.placeholder) {
        const style = getComputedStyle(control);
        ruler.font = style.font;
        const needs = ruler.measureText(control.placeholder).width;
        // A search field keeps room for its clear button (about a letter wide) even while empty.
        const clearButton = control.type === "search" ? Number.parseFloat(style.fontSize) : 0;
        const room = control.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - clearButton;
        if (needs > room + 1) found.push(`${name}'s placeholder is cut (${Math.round(needs)} px of words in ${Math.round(room)} px)`);
      }
    }
    return found;
  });
}

/** Checks that all of the page as it is now fits, with a picture of it when it does not. */
async function expectAllFits(page: Page, what: string): Promise<void> {
  const found = await misfits(page);
  if (found.length > 0) {
    await test.info().attach(what, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  }
  expect.soft(found, `${what} fits a ${PHONE.width} px screen`).toEqual([]);
}

/** Opens `path`, waits for what shows it is drawn, and checks that all of it fits. */
async function expectFits(page: Page, path: string, drawn: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(drawn(page).first()).toBeVisible();
  await expectAllFits(page, path);
}

const pageHeading = (page: Page) => page.getByRole("heading", { level: 1 });
const text = (words: string) => (page: Page) => page.getByText(words);

type Playwright = Parameters<typeof apiActor>[0];

/**
 * The page's context signs up in `language`, with what a member has after a few days: a
 * connection, a request waiting, posts, a comment, a prayer request prayed for, a group and
 * notices.
 */
async function memberWithContent(page: Page, playwright: Playwright, baseURL: string | undefined, language: Language) {
  const user = newUser({ firstName: "Priscilla", lastName: "Aquila" });
  const res = await page.request.post("/api/auth/register", { data: { ...user, language } });
  expect(res.status(), await res.text()).toBe(201);
  const id = await currentUserId(page);
  const friend = await apiActor(playwright, baseURL, { firstName: "Apollos", lastName: "Alexandria" });
  const asker = await apiActor(playwright, baseURL, { firstName: "Epaphras", lastName: "Colossae" });
  await acceptConnection(page.request, await requestConnection(friend.api, id));
  await requestConnection(asker.api, id);

  const word = `fellowship${tag()}`;
  const content = `Thankful for our ${word} meal on Sunday.`;
  const myPost = { id: await createTextPost(page.request, content), content };
  const comment = "What a blessing it was to be there!";
  await commentOn(friend.api, myPost.id, comment);
  await prayFor(friend.api, myPost.id);
  const friendPost = `Reading Romans together this month ${tag()}`;
  await createTextPost(friend.api, friendPost);
  const friendPrayer = `Please pray for my sister's recovery ${tag()}`;
  const prayer = await friend.api.post("/api/posts", { data: { content: friendPrayer, type: "prayer" } });
  expect(prayer.status(), await prayer.text()).toBe(201);
  await prayFor(page.request, ((await prayer.json()) as { id: number }).id);

  const group = await createGroupThroughApi(page.request, `Young Families ${tag()}`, { description: "Prayer and a meal on Thursdays." });
  await joinGroupThroughApi(friend.api, group.id);
  const groupPost = `Bring a dish this Thursday ${tag()}`;
  const posted = await friend.api.post(`/api/groups/${group.id}/posts`, { data: { content: groupPost, type: "text" } });
  expect(posted.status(), await posted.text()).toBe(201);

  return {
    id,
    friend,
    asker,
    myPost,
    friendPost,
    friendPrayer,
    comment,
    group,
    groupPost,
    word,
    dispose: () => Promise.all([friend.api.dispose(), asker.api.dispose()]),
  };
}

for (const { language, locale } of LANGUAGES) {
  test.describe(`a ${PHONE.width} px phone in ${language}`, () => {
    test.use({ viewport: PHONE, locale });

    test("the signed-out pages fit", async ({ page }) => {
      await expectFits(page, "/", pageHeading);
      await expectFits(page, "/auth", (page) => page.getByRole("tab", { selected: true }));
      await page.getByRole("tab", { selected: false }).click();
      await expect(page.getByRole("textbox")).toHaveCount(4);
      await expectAllFits(page, "/auth, signing up");
      await expectFits(page, "/forgot-password", pageHeading);
      await expectFits(page, "/reset-password?token=not-a-real-token", pageHeading);
    });

    test("home, profiles and the demo fit", async ({ page, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      try {
        await expectFits(page, "/", text(member.myPost.content));
        await page.getByRole("button", { name: /^(Account menu for|Menú de la cuenta de|Menu da conta de) Priscilla Aquila$/ }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectAllFits(page, "the account menu");
        await page.keyboard.press("Escape");
        await expectFits(page, "/profile", text(member.myPost.content));
        await expectFits(page, `/profile/${member.friend.id}`, text(member.friendPost));
        await expectFits(page, `/profile/${member.asker.id}`, pageHeading);
        await expectFits(page, "/demo", pageHeading);
      } finally {
        await member.dispose();
      }
    });

    test("the groups and a group fit", async ({ page, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      try {
        await expectFits(page, "/groups", text(member.group.name));
        await expectFits(page, `/groups/${member.group.id}`, text(member.groupPost));
      } finally {
        await member.dispose();
      }
    });

    test("the prayer list and Pray now fit", async ({ page, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      try {
        await expectFits(page, "/prayer", text(member.friendPrayer));
        await expectFits(page, "/prayer/now", text(member.friendPrayer));
      } finally {
        await member.dispose();
      }
    });

    test("notifications, search results and settings fit", async ({ page, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      try {
        await expectFits(page, "/notifications", text("Apollos Alexandria"));
        await expectFits(page, "/search", (page) => page.getByRole("searchbox"));
        // The words found are marked within the post, so its text is no longer one piece.
        await expectFits(page, `/search?q=${member.word}&type=posts`, (page) => page.getByRole("article").filter({ hasText: member.word }));
        // By its whole name: every run of these tests makes groups called "Young Families".
        await expectFits(page, `/search?q=${encodeURIComponent(member.group.name)}&type=groups`, text(member.group.name));
        await expectFits(page, "/search?q=Apollos", text("Apollos Alexandria"));
        await expectFits(page, "/settings", (page) => page.getByRole("radiogroup"));
      } finally {
        await member.dispose();
      }
    });

    test("a post and a room fit", async ({ page, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      try {
        await expectFits(page, `/posts/${member.myPost.id}`, text(member.myPost.content));
        await page.getByRole("button", { name: /^(Comment|Comentar) 1/ }).click();
        await expect(page.getByText(member.comment)).toBeVisible();
        await expectAllFits(page, "a post's comments");
        const opened = await page.request.post("/api/rooms", { data: { title: "Evening prayer for the church" } });
        expect(opened.status(), await opened.text()).toBe(201);
        const room = (await opened.json()) as { id: number };
        await expectFits(page, `/rooms/${room.id}`, text("Evening prayer for the church"));
      } finally {
        await member.dispose();
      }
    });

    test("moderation fits, for a moderator", async ({ page, browser, playwright, baseURL }) => {
      const member = await memberWithContent(page, playwright, baseURL, language);
      // The suite's admin makes the member a moderator (the admin's own language is left alone).
      const admin = await browser.newContext();
      const reported = await apiActor(playwright, baseURL, { firstName: "Alexander", lastName: "Coppersmith" });
      try {
        const adminPage = await admin.newPage();
        await signInAsAdmin(adminPage);
        const appointed = await adminPage.request.put(`/api/moderation/roles/${member.id}`, { data: { role: "moderator" } });
        expect(appointed.status(), await appointed.text()).toBe(200);
        // In the member's public group, where the friend reads it.
        await joinGroupThroughApi(reported.api, member.group.id);
        const posted = await reported.api.post(`/api/groups/${member.group.id}/posts`, {
          data: { content: `Buy my miracle oil ${tag()}`, type: "text" },
        });
        expect(posted.status(), await posted.text()).toBe(201);
        const post = ((await posted.json()) as { id: number }).id;
        await reportThroughApi(member.friend.api, { targetType: "post", targetId: post });
        await reportThroughApi(member.asker.api, { targetType: "user", targetId: reported.id });
        await expectFits(page, "/moderation", text("Alexander Coppersmith"));
      } finally {
        await Promise.all([member.dispose(), reported.api.dispose(), admin.close()]);
      }
    });
  });
}
