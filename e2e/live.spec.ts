import { expect, test, type Page } from "@playwright/test";
import {
  acceptConnection,
  apiActor,
  commentOn,
  createGroupThroughApi,
  createTextPost,
  currentUserId,
  inviteToGroupThroughApi,
  prayFor,
  requestConnection,
  signUpThroughApi,
} from "./helpers";

// What someone else does reaches the screens already open, without a reload: the live stream
// says what changed, and each open tab of the person it concerns shows it.

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
const card = (page: Page, content: string) => page.getByRole("article").filter({ hasText: content });

/** Resolves once the page's live stream is open (the bell's count came over it). */
async function streamOpen(page: Page): Promise<void> {
  await page.waitForResponse((res) => res.url().endsWith("/api/notifications/stream"));
}

test("a comment and a prayer show on the open feed and post page at once; opening the comment's notice shows it", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpThroughApi(page);
  const me = await currentUserId(page);
  const barnabas = await apiActor(playwright, baseURL, { firstName: "Barnabas", lastName: "Cyprus" });
  try {
    await acceptConnection(page.request, await requestConnection(barnabas.api, me));
    const postId = await createTextPost(page.request, "Travelling to Antioch tomorrow.");

    const stream = streamOpen(page);
    await page.goto("/");
    const post = card(page, "Travelling to Antioch tomorrow.");
    await expect(post.getByRole("button", { name: /^Comment 0/ })).toBeVisible();
    await stream;
    // A second tab of mine, on the post's own page.
    const second = await page.context().newPage();
    const secondStream = streamOpen(second);
    await second.goto(`/posts/${postId}`);
    await expect(second.getByRole("button", { name: /^Prayer 0/ })).toBeVisible();
    await secondStream;

    await commentOn(barnabas.api, postId, "Safe travels, brother!");
    await prayFor(barnabas.api, postId);
    for (const tab of [page, second]) {
      await expect(card(tab, "Travelling to Antioch tomorrow.").getByRole("button", { name: /^Comment 1/ })).toBeVisible();
      await expect(card(tab, "Travelling to Antioch tomorrow.").getByRole("button", { name: /^Prayer 1/ })).toBeVisible();
    }
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");

    // The comment is there when the list is opened, and opening the notice shows it too.
    await post.getByRole("button", { name: /^Comment 1/ }).click();
    await expect(post.getByText("Safe travels, brother!")).toBeVisible();
    await bell(second).click();
    await second.getByRole("menuitem", { name: /New comment/ }).click();
    await expect(second).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(second.getByRole("button", { name: /^Comment 1/ })).toBeVisible();
    // Read in one tab, read in the other.
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  } finally {
    await barnabas.api.dispose();
  }
});

test("a connection request shows on the open home page; answered in one tab, it leaves the others and its notice is read", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpThroughApi(page);
  const me = await currentUserId(page);
  const lydia = await apiActor(playwright, baseURL, { firstName: "Lydia", lastName: "Philippi" });
  try {
    const stream = streamOpen(page);
    await page.goto("/");
    await expect(page.getByText("No pending requests right now.").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect with Lydia Philippi" })).toBeVisible();
    await stream;
    const second = await page.context().newPage();
    const secondStream = streamOpen(second);
    await second.goto("/");
    await expect(second.getByText("No pending requests right now.").first()).toBeVisible();
    await secondStream;

    await requestConnection(lydia.api, me);
    for (const tab of [page, second]) {
      await expect(tab.getByRole("button", { name: "Accept Lydia Philippi" }).first()).toBeVisible();
      // She asked: she is no longer someone to ask.
      await expect(tab.getByRole("button", { name: "Connect with Lydia Philippi" })).toHaveCount(0);
      await expect(bell(tab)).toHaveAccessibleName("Notifications, 1 unread");
    }

    await page.getByRole("button", { name: "Accept Lydia Philippi" }).first().click();
    for (const tab of [page, second]) {
      await expect(tab.getByRole("button", { name: "Accept Lydia Philippi" })).toHaveCount(0);
      await expect(tab.getByText("No pending requests right now.").first()).toBeVisible();
      // The notice asked for an answer, and has had one.
      await expect(bell(tab)).toHaveAccessibleName("Notifications");
    }
  } finally {
    await lydia.api.dispose();
  }
});

test("a group invitation shows on the open groups page; accepting it reads its notice", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const me = await currentUserId(page);
  const priscilla = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: "Corinth" });
  try {
    await acceptConnection(page.request, await requestConnection(priscilla.api, me));
    const group = await createGroupThroughApi(priscilla.api, "Tentmakers Fellowship", { isPrivate: true });
    const stream = streamOpen(page);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "My Groups", exact: true })).toBeVisible();
    await stream;

    await inviteToGroupThroughApi(priscilla.api, group.id, me);
    const accept = page.getByRole("button", { name: "Accept invitation to Tentmakers Fellowship" });
    await expect(accept).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await accept.click();
    await expect(page.getByRole("link", { name: /Tentmakers Fellowship/ }).first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  } finally {
    await priscilla.api.dispose();
  }
});

test.describe("new posts from connections", () => {
  test("wait behind 'N new posts' without moving the feed, and go in on click where the reader is", async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signUpThroughApi(page);
    const me = await currentUserId(page);
    const silas = await apiActor(playwright, baseURL, { firstName: "Silas", lastName: "Berea" });
    try {
      await acceptConnection(page.request, await requestConnection(silas.api, me));
      for (let i = 1; i <= 8; i += 1) {
        await createTextPost(page.request, `Reading plan, day ${i}: a psalm in the morning and a gospel chapter at night.`);
      }
      const stream = streamOpen(page);
      await page.goto("/");
      await expect(card(page, "day 8")).toBeVisible();
      await stream;

      // Reading further down: the post at the top of the screen must stay where it is.
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const reading = card(page, "day 4");
      await reading.scrollIntoViewIfNeeded();
      const before = (await reading.boundingBox())!.y;

      await createTextPost(silas.api, "The church in Berea searched the scriptures daily.");
      const pill = page.getByRole("button", { name: "1 new post" });
      await expect(pill).toBeVisible();
      await expect(card(page, "searched the scriptures")).toHaveCount(0);
      expect((await reading.boundingBox())!.y).toBeCloseTo(before, 0);

      await createTextPost(silas.api, "Greet one another with a holy kiss.");
      await expect(page.getByRole("button", { name: "2 new posts" })).toBeVisible();
      await page.getByRole("button", { name: "2 new posts" }).click();
      await expect(card(page, "searched the scriptures")).toHaveCount(1);
      await expect(page.getByRole("button", { name: /new posts?$/ })).toHaveCount(0);
      // Once the place-keeping has settled, the reader is where they were.
      await expect.poll(async () => Math.abs((await reading.boundingBox())!.y - before)).toBeLessThanOrEqual(2);

      // At the top of the feed, the new ones are first. The reader's place is held for a moment
      // after they go in, so the page is back at the top once it stays there for a frame.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            window.scrollTo(0, 0);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            return window.scrollY;
          }),
        )
        .toBe(0);
      const contents = await page.getByRole("article").allTextContents();
      expect(contents[0]).toContain("Greet one another");
      expect(contents[1]).toContain("searched the scriptures");

      // Read from the top, a new post goes in where the reader is looking.
      const reasoned = await createTextPost(silas.api, "Paul reasoned with them from the scriptures.");
      await page.getByRole("button", { name: "1 new post" }).click();
      await expect(card(page, "Paul reasoned")).toBeInViewport();

      // Deleted by its author, a post leaves the open feed, and one still waiting leaves the count.
      expect((await silas.api.delete(`/api/posts/${reasoned}`)).status()).toBe(204);
      await expect(card(page, "Paul reasoned")).toHaveCount(0);
      const waiting = await createTextPost(silas.api, "A word spoken in haste.");
      await expect(page.getByRole("button", { name: "1 new post" })).toBeVisible();
      expect((await silas.api.delete(`/api/posts/${waiting}`)).status()).toBe(204);
      await expect(page.getByRole("button", { name: /new posts?$/ })).toHaveCount(0);
    } finally {
      await silas.api.dispose();
    }
  });
});
