import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import {
  acceptConnection,
  apiActor,
  currentUserId,
  expectNoHorizontalScroll,
  postWith,
  prayFor,
  requestConnection,
  signUpThroughApi,
  tag,
  toastWith,
  type ApiActor,
} from "./helpers";

// My prayer list (/prayer), the full-screen "Pray now" walk through it, and the daily reminder
// in Settings.

interface Request {
  id: number;
  content: string;
}

async function askForPrayer(author: APIRequestContext, content: string, extra: Record<string, unknown> = {}): Promise<Request> {
  const res = await author.post("/api/posts", { data: { content, type: "prayer", ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, content };
}

/** A connection of the page's member asks for prayer twice, the second time without their name. */
async function twoRequests(page: Page, friend: ApiActor): Promise<[Request, Request]> {
  await acceptConnection(page.request, await requestConnection(friend.api, await currentUserId(page)));
  const t = tag();
  const named = await askForPrayer(friend.api, `Pray for my mother's surgery ${t}`, { category: "health" });
  const unnamed = await askForPrayer(friend.api, `Pray for work to come my way ${t}`, { category: "work", anonymous: true });
  return [named, unnamed];
}

/** As twoRequests, and the member says "I'm praying" for both. */
async function twoRequestsPrayedFor(page: Page, friend: ApiActor): Promise<[Request, Request]> {
  const requests = await twoRequests(page, friend);
  for (const request of requests) await prayFor(page.request, request.id);
  return requests;
}

const prayerCount = async (api: APIRequestContext, postId: number) => {
  const res = await api.get(`/api/posts/${postId}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { prayerCount: number }).prayerCount;
};

/** Which of `requests` "Pray now" is showing (its heading has the focus once it is shown). */
async function shownRequest(page: Page, requests: readonly Request[]): Promise<Request> {
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  const text = await page.getByRole("main").textContent();
  const shown = requests.find((r) => text?.includes(r.content));
  if (!shown) throw new Error(`Pray now shows none of the requests: ${text}`);
  return shown;
}

const listItem = (page: Page, text: string) =>
  page.getByRole("list", { name: "Requests I pray for" }).getByRole("article").filter({ hasText: text });

test.describe("prayer list", () => {
  let friend: ApiActor;
  test.beforeEach(async ({ playwright, baseURL }) => {
    friend = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: `Corinth${tag()}` });
  });
  test.afterEach(async () => friend.api.dispose());

  test("the requests I pray for are on /prayer, with their news, and Remove takes one off for good", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/prayer");
    await expect(page.getByRole("heading", { name: "Your prayer list is empty" })).toBeVisible();

    const [named, unnamed] = await twoRequests(page, friend);
    // One from the card in the feed, as a member does; the other through the API.
    await page.goto("/");
    const prayer = postWith(page, named.content).getByRole("button", { name: /^Prayer/ });
    await prayer.click();
    await expect(prayer).toHaveAttribute("aria-pressed", "true");
    await prayFor(page.request, unnamed.id);
    // News of the first since: it comes first.
    const update = await friend.api.post(`/api/posts/${named.id}/updates`, { data: { content: "Surgery went well; she is resting." } });
    expect(update.status(), await update.text()).toBe(201);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prayer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My prayer list" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Prayer" })).toHaveAttribute("aria-current", "page");

    const first = listItem(page, named.content);
    await expect(first.getByRole("heading", { name: `${friend.user.firstName} ${friend.user.lastName}` })).toBeVisible();
    await expect(first.getByText("Health", { exact: true })).toBeVisible();
    await expect(first.getByText("Surgery went well; she is resting.")).toBeVisible();
    await expect(first.getByRole("link", { name: /^Open the request/ })).toHaveAttribute("href", `/posts/${named.id}`);

    // Shared without a name: the list does not tell who asked.
    const second = listItem(page, unnamed.content);
    await expect(second.getByRole("heading", { name: "A member of your network" })).toBeVisible();
    await expect(second).not.toContainText(friend.user.lastName);
    await expect(second.getByText("Work and provision")).toBeVisible();
    // The latest news first.
    await expect(page.getByRole("list", { name: "Requests I pray for" }).getByRole("article").first()).toContainText(named.content);

    await second.getByRole("button", { name: /^Remove/ }).click();
    await expect(second).toHaveCount(0);
    await expect(toastWith(page, "no longer on your prayer list")).toBeVisible();
    await page.reload();
    await expect(listItem(page, named.content)).toBeVisible();
    await expect(listItem(page, unnamed.content)).toHaveCount(0);
  });

  test("news of a request I pray for reaches the open list, and its notices (an update, the answer) open the request", async ({ page }) => {
    await signUpThroughApi(page);
    const [named] = await twoRequestsPrayedFor(page, friend);
    await page.goto("/prayer");
    const item = listItem(page, named.content);
    await expect(item.getByText("No updates yet.")).toBeVisible();

    // The list open on screen takes the news as its notice arrives.
    const update = await friend.api.post(`/api/posts/${named.id}/updates`, { data: { content: "Surgery is on Thursday." } });
    expect(update.status(), await update.text()).toBe(201);
    await expect(item.getByText("Surgery is on Thursday.")).toBeVisible();
    const answered = await friend.api.post(`/api/posts/${named.id}/answered`, { data: { testimony: "She is home and well." } });
    expect(answered.status(), await answered.text()).toBe(200);
    await expect(item.getByText("Answered", { exact: true })).toBeVisible();
    await expect(item.getByText("She is home and well.")).toBeVisible();

    await page.getByRole("button", { name: /^Notifications/ }).click();
    await page
      .getByRole("menu")
      .getByRole("menuitem", { name: /Prayer update/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/posts/${named.id}$`));
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await page
      .getByRole("menu")
      .getByRole("menuitem", { name: /Prayer answered/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/posts/${named.id}$`));
  });

  test("a refused Remove puts the request back", async ({ page }) => {
    await signUpThroughApi(page);
    const [named] = await twoRequestsPrayedFor(page, friend);
    await page.route(`**/api/prayer/list/${named.id}`, (route) => route.fulfill({ status: 500, json: { message: "Something went wrong" } }));
    await page.goto("/prayer");
    await listItem(page, named.content)
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect(toastWith(page, "Something went wrong")).toBeVisible();
    await expect(listItem(page, named.content)).toBeVisible();
  });

  test("Pray now walks the requests by keyboard alone: Amen counts a prayer and lists the request, S skips, and it ends with a summary", async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const requests = await twoRequests(page, friend);
    const before = await Promise.all(requests.map((r) => prayerCount(friend.api, r.id)));

    await page.goto("/prayer");
    await page.getByRole("link", { name: "Pray now" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/prayer\/now$/);
    // Full screen: none of the app's navigation.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Pray now" })).toBeVisible();

    const heading = page.getByRole("heading", { level: 2 });
    const prayed = await shownRequest(page, requests);
    const skipped = requests.find((r) => r !== prayed)!;

    await page.keyboard.press("Enter");
    await expect(page.getByText(skipped.content)).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Amen" })).toHaveText(/You have prayed for 1/);
    await expect.poll(() => prayerCount(friend.api, prayed.id)).toBe(before[requests.indexOf(prayed)]! + 1);

    await page.keyboard.press("s");
    const summary = page.getByRole("heading", { name: "You prayed for 1 request" });
    await expect(summary).toBeFocused();
    expect(await prayerCount(friend.api, skipped.id)).toBe(before[requests.indexOf(skipped)]);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1, name: "My prayer list" })).toBeVisible();
    // Amen put the request on my list; skipping did not.
    await expect(listItem(page, prayed.content)).toBeVisible();
    await expect(listItem(page, skipped.content)).toHaveCount(0);
  });

  test("End (Esc) leaves the walk midway with the summary; A and the right arrow are Amen and Skip too", async ({ page }) => {
    await signUpThroughApi(page);
    const requests = await twoRequests(page, friend);
    await page.goto("/prayer/now");
    const skipped = await shownRequest(page, requests);
    const prayed = requests.find((r) => r !== skipped)!;
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(prayed.content)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("a");
    await expect(page.getByRole("heading", { name: "You prayed for 1 request" })).toBeFocused();

    // A new walk: what was just prayed for waits a while; the one skipped is offered again.
    await page.goto("/prayer/now");
    expect(await shownRequest(page, requests)).toBe(skipped);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "No prayers this time" })).toBeFocused();
    await page.getByRole("link", { name: "Back to my prayer list" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My prayer list" })).toBeVisible();
  });

  // One page, one theme and one width a test: eight pages checked one after another ran past
  // any sensible limit on a busy machine.
  const axeViolations = async (page: Page) => (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations;
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 360]) {
      test.describe(`${colorScheme}, ${width} px wide`, () => {
        test.describe.configure({ timeout: 60_000 });
        test.beforeEach(async ({ page }) => {
          await signUpThroughApi(page);
          await twoRequestsPrayedFor(page, friend);
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          await page.setViewportSize({ width, height: 800 });
        });

        test("/prayer passes axe and fits", async ({ page }) => {
          await page.goto("/prayer");
          await expect(page.getByRole("list", { name: "Requests I pray for" }).getByRole("article")).toHaveCount(2);
          await expectNoHorizontalScroll(page);
          expect(await axeViolations(page), `/prayer ${colorScheme} ${width}`).toEqual([]);
        });

        test("Pray now passes axe and fits", async ({ page }) => {
          await page.goto("/prayer/now");
          await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
          await expectNoHorizontalScroll(page);
          expect(await axeViolations(page), `/prayer/now ${colorScheme} ${width}`).toEqual([]);
        });
      });
    }
  }
});

test.describe("daily prayer reminder", () => {
  test.use({ timezoneId: "Europe/Lisbon" });

  test("the switch and the time save at once, in the browser's time zone, and survive a reload", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Daily prayer reminder" });
    const toggle = section.getByRole("switch", { name: "Remind me to pray each day" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(section.getByText("In your time zone, Europe/Lisbon.")).toBeVisible();

    await toggle.click();
    await expect(toastWith(page, "We will remind you to pray each day")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    // Saved when the field is left (within it, Tab moves between hours and minutes).
    await section.getByLabel("Time of day").fill("21:30");
    await section.getByLabel("Time of day").blur();
    await expect(toastWith(page, "9:30")).toBeVisible();

    await page.reload();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(section.getByLabel("Time of day")).toHaveValue("21:30");
    const saved = await (await page.request.get("/api/prayer/reminder")).json();
    expect(saved).toMatchObject({ enabled: true, time: "21:30", timeZone: "Europe/Lisbon" });

    await toggle.click();
    await expect(toastWith(page, "We will not remind you")).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(section.getByLabel("Time of day")).toHaveValue("21:30");
  });
});

test("a visitor to Pray now is sent to sign in, keeping the way back", async ({ page }) => {
  await page.goto("/prayer/now");
  // Two page loads and the toast's deliberate delay: more than one expect's usual wait.
  await expect(page).toHaveURL(/\/auth\?next=%2Fprayer%2Fnow$/, { timeout: 15_000 });
});
