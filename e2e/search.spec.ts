import { expect, type Page, test } from "@playwright/test";
import {
  acceptConnection,
  apiActor,
  createGroupThroughApi,
  createPostThroughApi,
  createTextPost,
  currentUserId,
  expectNoHorizontalScroll,
  requestConnection,
  signInThroughApi,
  signUpThroughApi,
  type ApiActor,
} from "./helpers";
import { expectAxeClean } from "./screens";

const SEARCH_LABEL = "Search people, groups and posts";

/** A word of letters no other test (or earlier run) has used, so each search finds only its own. */
function word(): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Zor${letters}`;
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: SEARCH_LABEL });

test.describe("search", () => {
  test("'/' brings up the box; a name typed without its accent and with a typo finds the person; the arrows and Enter open their profile", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const surname = word();
    const anais = await apiActor(playwright, baseURL, { firstName: "Anaïs", lastName: `${surname}ville` });
    await signUpThroughApi(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /Welcome/ }).first()).toBeVisible();

    await page.locator("body").press("/");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");

    await page.keyboard.type(`anais ${surname}vile`);
    const option = page.getByRole("option", { name: new RegExp(`Anaïs ${surname}ville`) });
    await expect(option).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("option", { name: /See all results for/ })).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expect(searchBox(page)).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/profile/${anais.id}`);
    await expect(page.getByRole("heading", { name: `Anaïs ${surname}ville` }).first()).toBeVisible();
    await anais.api.dispose();
  });

  test("Escape closes the list, and a '/' typed in a field stays text", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/");
    await searchBox(page)
      .or(page.getByRole("button", { name: "Search" }))
      .first()
      .click();
    await searchBox(page).fill("nobody-is-called-this");
    await expect(page.getByText("No results for “nobody-is-called-this”")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.type("/x");
    await expect(searchBox(page)).toHaveValue("nobody-is-called-this/x");
  });

  test("Enter opens /search with a tab per kind: posts by a stemmed word, groups with Join; what the searcher may not see is not there", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const topic = word();
    await signUpThroughApi(page);
    const meId = await currentUserId(page);
    const friend = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: "Corinth" });
    const stranger = await apiActor(playwright, baseURL, { firstName: "Demas", lastName: "Thessalonica" });
    await acceptConnection(page.request, await requestConnection(friend.api, meId));
    await createTextPost(friend.api, `We prayed for ${topic} all night`);
    // Shared with the stranger's connections only, and a private group: neither is the searcher's to see.
    await createTextPost(stranger.api, `Still praying for ${topic} in secret`);
    await createGroupThroughApi(stranger.api, `${topic} Elders`, { isPrivate: true });
    await createGroupThroughApi(stranger.api, `${topic} Singers`);

    await page.goto("/groups");
    await searchBox(page).click();
    await searchBox(page).fill(`praying ${topic}`);
    await expect(page.getByRole("option", { name: /We prayed for/ })).toBeVisible();
    await expect(page.getByRole("option", { name: /in secret/ })).toHaveCount(0);
    // "See all" opens on the first kind with results: here, posts.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=praying\+Zor\w+&type=posts$/);
    await expect(page).toHaveTitle("Search · Koinonia");
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    const posts = page.getByRole("list", { name: "Posts found" }).getByRole("article");
    await expect(posts).toHaveCount(1);
    await expect(posts.first()).toContainText(`We prayed for ${topic} all night`);
    await expect(posts.first().locator("mark")).toHaveText(["prayed", topic]);

    await page.getByRole("button", { name: "Newest" }).click();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(page.getByRole("button", { name: "Newest" })).toHaveAttribute("aria-pressed", "true");
    await expect(posts).toHaveCount(1);

    // The tabs move with the arrows, and the address follows.
    await page.getByRole("tab", { name: "Posts" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/type=groups/);
    await expect(page.getByRole("tab", { name: "Groups" })).toBeFocused();

    await page.getByRole("searchbox", { name: "Search for" }).fill(topic);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${topic}&type=groups`));
    const groups = page.getByRole("list", { name: "Groups found" }).getByRole("listitem");
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toContainText(`${topic} Singers`);
    await page.getByRole("button", { name: `Join ${topic} Singers` }).click();
    await expect(page.getByRole("link", { name: `View Group: ${topic} Singers` })).toBeFocused();
    await expect(groups.first()).toContainText("2 members");

    await page.getByRole("tab", { name: "People" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${topic}$`));
    await expect(page.getByText(`No results for “${topic}”`)).toBeVisible();
    await friend.api.dispose();
    await stranger.api.dispose();
  });

  test("Load more brings the next page of posts below the first", async ({ page }) => {
    const topic = word();
    await signUpThroughApi(page);
    for (let i = 1; i <= 23; i += 1) await createPostThroughApi(page, `Note ${i} about ${topic}`);
    await page.goto(`/search?q=${topic}&type=posts&sort=newest`);
    const posts = page.getByRole("list", { name: "Posts found" }).getByRole("article");
    await expect(posts).toHaveCount(20);
    await expect(posts.first()).toContainText("Note 23 about");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(posts).toHaveCount(23);
    await expect(posts.last()).toContainText("Note 1 about");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  // The box's list and /search pass axe in light and dark, and fit a phone: one tab or the open
  // list, in one scheme at one width, a test (sixteen axe runs in one test ran past its limit).
  test.describe("axe, light and dark, on a desktop and a phone", () => {
    const topic = word();
    let me: ApiActor;
    let member: ApiActor;
    test.beforeAll(async ({ playwright }, testInfo) => {
      const { baseURL } = testInfo.project.use;
      member = await apiActor(playwright, baseURL, { firstName: "Lois", lastName: topic });
      me = await apiActor(playwright, baseURL);
      await createTextPost(me.api, `Grateful for ${topic}`);
      await createGroupThroughApi(me.api, `${topic} Choir`);
    });
    test.afterAll(async () => {
      await member?.api.dispose();
      await me?.api.dispose();
    });

    for (const colorScheme of ["light", "dark"] as const) {
      for (const width of [1280, 360]) {
        test.describe(`${colorScheme}, ${width} px wide`, () => {
          test.describe.configure({ timeout: 60_000 });
          test.beforeEach(async ({ page }) => {
            await signInThroughApi(page, me.user);
            await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
            await page.setViewportSize({ width, height: 800 });
          });

          for (const type of ["people", "groups", "posts"]) {
            test(`/search, ${type}`, async ({ page }) => {
              await page.goto(`/search?q=${topic}&type=${type}`);
              await expect(page.getByRole("list", { name: /found$/ })).toBeVisible();
              await expectNoHorizontalScroll(page);
              await expectAxeClean(page, `/search ${type} ${colorScheme} ${width}`);
            });
          }

          test("the box's list", async ({ page }) => {
            await page.goto(`/search?q=${topic}&type=posts`);
            await expect(page.getByRole("list", { name: /found$/ })).toBeVisible();
            // On a phone the box is behind the bar's Search button.
            if (width === 360) await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
            else await page.locator("body").press("/");
            await searchBox(page).fill(topic);
            await expect(page.getByRole("option", { name: new RegExp(`${topic} Choir`) })).toBeVisible();
            await expect(page.getByRole("option", { name: new RegExp(`Lois ${topic}`) })).toBeVisible();
            await expectNoHorizontalScroll(page);
            await expectAxeClean(page, `search box ${colorScheme} ${width}`);
          });
        });
      }
    }
  });
});
