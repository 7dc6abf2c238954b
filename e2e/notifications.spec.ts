import { expect, test, type Page } from "@playwright/test";
import { acceptConnection, apiActor, commentOn, createTextPost, currentUserId, prayFor, requestConnection, signUpThroughApi } from "./helpers";

function bell(page: Page) {
  return page.getByRole("button", { name: /^Notifications/ });
}

function dropdown(page: Page) {
  return page.getByRole("menu");
}

/** The notification rows of the open dropdown (not the 'View all notifications' item). */
function dropdownRows(page: Page) {
  return dropdown(page).locator("[data-notification-id]");
}

async function unreadCountFromServer(page: Page): Promise<number> {
  const res = await page.request.get("/api/notifications/count");
  return ((await res.json()) as { count: number }).count;
}

test.describe("notifications", () => {
  test("a comment and a prayer light the bell; clicking the comment marks it read and opens the post", async ({ page, playwright, baseURL }) => {
    await signUpThroughApi(page);
    const aId = await currentUserId(page);
    const b = await apiActor(playwright, baseURL, { firstName: "Barnabas", lastName: "Cyprus" });
    try {
      // B asks, A accepts: A gets a connection-request notice, read once answered.
      await acceptConnection(page.request, await requestConnection(b.api, aId));
      const postId = await createTextPost(page.request, "Grateful for answered prayer this week.");
      await commentOn(b.api, postId, "Praise God, so glad to hear it!");
      await prayFor(b.api, postId);

      await page.goto("/groups");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
      await expect(page.getByTestId("notification-badge")).toHaveText("2");

      await bell(page).click();
      await expect(dropdown(page).getByText("Notifications", { exact: true })).toBeVisible();
      await expect(dropdownRows(page)).toHaveCount(3);
      // Newest first: the prayer, the comment, then the request.
      await expect(dropdownRows(page).nth(0)).toContainText("New prayer");
      await expect(dropdownRows(page).nth(0)).toContainText("Barnabas Cyprus prayed for your post.");
      await expect(dropdownRows(page).nth(1)).toContainText("New comment");
      await expect(dropdownRows(page).nth(1)).toContainText('Barnabas Cyprus commented on your post: "Praise God, so glad to hear it!"');
      await expect(dropdownRows(page).nth(2)).toContainText("New connection request");
      for (let i = 0; i < 2; i += 1) {
        await expect(dropdownRows(page).nth(i)).toContainText("Unread");
      }
      // Answered, the request has nothing left to ask: it is read.
      await expect(dropdownRows(page).nth(2)).not.toContainText("Unread");
      await expect(dropdownRows(page).nth(0).locator("time")).toHaveText(/ago$/);
      // Three is not more than ten: no 'View all notifications'.
      await expect(dropdown(page).getByRole("menuitem", { name: "View all notifications" })).toHaveCount(0);

      await dropdown(page)
        .getByRole("menuitem", { name: /New comment/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      await expect(page.getByTestId("notification-badge")).toHaveText("1");
      await expect.poll(() => unreadCountFromServer(page)).toBe(1);

      // Read now: no unread marker on it the next time the dropdown opens.
      await bell(page).click();
      const comment = dropdown(page).getByRole("menuitem", { name: /New comment/ });
      await expect(comment).toBeVisible();
      await expect(comment).not.toContainText("Unread");
      await expect(dropdown(page).getByRole("menuitem", { name: /New prayer/ })).toContainText("Unread");

      // A connection request leads to the home page, where the requests panel is.
      await dropdown(page)
        .getByRole("menuitem", { name: /New connection request/ })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    } finally {
      await b.api.dispose();
    }
  });

  test("an accepted request leads to the new connection's profile; a group invitation to the groups page", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpThroughApi(page);
    const me = await currentUserId(page);
    const other = await apiActor(playwright, baseURL, { firstName: "Priscilla", lastName: "Rome" });
    try {
      await acceptConnection(other.api, await requestConnection(page.request, other.id));
      await page.goto("/groups");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      await bell(page).click();
      const row = dropdown(page).getByRole("menuitem", { name: /Connection accepted/ });
      await expect(row).toContainText("Priscilla Rome accepted your connection request.");
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/profile/${other.id}$`));
      await expect(bell(page)).toHaveAccessibleName("Notifications");
      await expect(page.getByTestId("notification-badge")).toHaveCount(0);

      // Now connected, Priscilla can invite me to her group.
      const group = await other.api.post("/api/groups", { data: { name: "Tentmakers Prayer Circle", description: "", isPrivate: true } });
      expect(group.status(), await group.text()).toBe(201);
      const groupId = ((await group.json()) as { id: number }).id;
      const invite = await other.api.post(`/api/groups/${groupId}/invitations`, { data: { userId: me } });
      expect(invite.status(), await invite.text()).toBe(201);

      await page.goto("/debug");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      await bell(page).click();
      const invitation = dropdown(page).getByRole("menuitem", { name: /Group invitation/ });
      await expect(invitation).toContainText("Priscilla Rome invited you to join Tentmakers Prayer Circle.");
      await invitation.click();
      await expect(page).toHaveURL(/\/groups$/);
      await expect(bell(page)).toHaveAccessibleName("Notifications");
    } finally {
      await other.api.dispose();
    }
  });

  test("a new user sees no badge and 'No notifications yet' in the dropdown and on the page", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/groups");
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
    await bell(page).click();
    await expect(dropdown(page).getByText("No notifications yet")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/notifications");
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    await expect(page.getByText("No notifications yet")).toBeVisible();
  });

  test("the account menu opens the notifications page, however few notices there are, in the member's language", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpThroughApi(page);
    const b = await apiActor(playwright, baseURL, { firstName: "Tychicus", lastName: "Asia" });
    try {
      // One notice: the bell's dropdown has no 'View all notifications', the account menu still leads there.
      await requestConnection(b.api, await currentUserId(page));
      await page.goto("/groups");
      await page.getByRole("button", { name: /^Account menu for/ }).click();
      await page.getByRole("menuitem", { name: "Notifications" }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      await expect(page.getByText(/Tychicus Asia/)).toBeVisible();

      expect((await page.request.put("/api/account/language", { data: { language: "es" } })).ok()).toBe(true);
      await page.goto("/groups");
      await page.getByRole("button", { name: /^Menú de la cuenta/ }).click();
      await expect(page.getByRole("menuitem", { name: "Notificaciones" })).toBeVisible();
    } finally {
      await b.api.dispose();
    }
  });

  test("without the live stream, the unread count is polled every 30 seconds", async ({ page, playwright, baseURL }) => {
    // The stream is what keeps the bell live; with it refused, polling is the fallback.
    await page.route("**/api/notifications/stream", (route) => route.abort());
    await page.clock.install();
    await signUpThroughApi(page);
    const postId = await createTextPost(page.request, "Pray for our mission trip.");
    const friend = await apiActor(playwright, baseURL);
    try {
      // I ask, the friend accepts: one unread notice, "Connection accepted".
      await acceptConnection(friend.api, await requestConnection(page.request, friend.id));
      await page.goto("/groups");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

      await commentOn(friend.api, postId, "Praying for safe travels.");
      // Nothing changes before the interval is up...
      await page.clock.runFor(20_000);
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      // ...and the next poll brings the new count.
      await page.clock.runFor(10_500);
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    } finally {
      await friend.api.dispose();
    }
  });

  test("a new notice reaches the bell at once over the live stream, with no polling", async ({ page, playwright, baseURL }) => {
    await page.clock.install();
    await signUpThroughApi(page);
    const postId = await createTextPost(page.request, "Please pray for my exams.");
    const friend = await apiActor(playwright, baseURL);
    try {
      const stream = page.waitForResponse((res) => res.url().endsWith("/api/notifications/stream"));
      await acceptConnection(friend.api, await requestConnection(page.request, friend.id));
      await page.goto("/groups");
      await stream;
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      // The fake clock stands still: no poll can bring this, only the stream.
      await commentOn(friend.api, postId, "Praying for you!");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread", { timeout: 5_000 });
      await bell(page).click();
      await expect(dropdown(page).getByText(/Praying for you!/)).toBeVisible();
    } finally {
      await friend.api.dispose();
    }
  });

  test("a sixth tab takes the oldest tab's live stream, and the tabs never take turns closing each other", async ({ page, context }) => {
    await signUpThroughApi(page);
    const opened: string[] = [];
    context.on("request", (request) => {
      if (request.url().endsWith("/api/notifications/stream")) opened.push(request.url());
    });
    const tabs = [page, ...(await Promise.all(Array.from({ length: 5 }, () => context.newPage())))];
    for (const tab of tabs) {
      const stream = tab.waitForResponse((res) => res.url().endsWith("/api/notifications/stream"));
      await tab.goto("/groups");
      await stream;
    }
    expect(opened).toHaveLength(6);
    // A closed stream that connected again would close the next oldest, and so on, every
    // second or so: none does.
    await page.waitForTimeout(5_000);
    expect(opened).toHaveLength(6);
    await expect(bell(page)).toHaveAccessibleName("Notifications");
  });

  test("over 99 unread reads '99+'; the dropdown shows 10 and 'View all notifications' opens the full, paged list", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    const me = await currentUserId(page);
    const c = await apiActor(playwright, baseURL, { firstName: "Tabitha", lastName: "Joppa" });
    try {
      await acceptConnection(page.request, await requestConnection(c.api, me));
      const postId = await createTextPost(page.request, "Our small group meets on Thursday.");
      const total = 105;
      // A few at a time: quick, and well inside the server's per-person write limit.
      for (let i = 0; i < total; i += 5) {
        await Promise.all(Array.from({ length: Math.min(5, total - i) }, (_, k) => commentOn(c.api, postId, `Amen! (${i + k + 1})`)));
      }
      // The comments; the connection request, answered, is read.
      const unread = total;

      await page.goto("/groups");
      await expect(page.getByTestId("notification-badge")).toHaveText("99+");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 99+ unread");
      expect(await unreadCountFromServer(page)).toBe(unread);

      await bell(page).click();
      await expect(dropdownRows(page)).toHaveCount(10);
      await expect(dropdownRows(page).first()).toContainText("Tabitha Joppa commented on your post");
      const viewAll = dropdown(page).getByRole("menuitem", { name: "View all notifications" });
      await expect(viewAll).toBeVisible();
      await viewAll.click();

      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
      const list = page.getByRole("list", { name: "All notifications" });
      await expect(list.getByRole("listitem")).toHaveCount(20);
      await page.getByRole("button", { name: "Load more" }).click();
      await expect(list.getByRole("listitem")).toHaveCount(40);

      // Newest first, with no repeats across pages.
      const ids = await list
        .locator("[data-notification-id]")
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-notification-id"))));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));

      // Paging through to the end reaches the connection request, the oldest of all.
      const loadMore = page.getByRole("button", { name: "Load more" });
      while (await loadMore.isVisible()) {
        const before = await list.getByRole("listitem").count();
        await loadMore.click();
        await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(before);
      }
      await expect(list.getByRole("listitem")).toHaveCount(total + 1);
      await expect(list.getByRole("listitem").last()).toContainText("New connection request");
      await expect(page.getByText("You are all caught up.")).toBeVisible();

      // A row on the page works like the dropdown: marks read and opens the post.
      const firstRow = list.getByRole("link").first();
      await expect(firstRow).toContainText("Unread");
      await firstRow.click();
      await expect(page).toHaveURL(new RegExp(`/posts/${postId}$`));
      await expect.poll(() => unreadCountFromServer(page)).toBe(unread - 1);
    } finally {
      await c.api.dispose();
    }
  });

  test("the dropdown and the page fit a 360 px phone", async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpThroughApi(page);
    const me = await currentUserId(page);
    const d = await apiActor(playwright, baseURL, { firstName: "Apollos", lastName: "Alexandria" });
    try {
      await acceptConnection(page.request, await requestConnection(d.api, me));
      const postId = await createTextPost(page.request, "Thank you all for the meals this week.");
      await commentOn(d.api, postId, "It was a joy to serve your family. Praying for a quick recovery!");
      await page.goto("/notifications");
      await expect(page.getByRole("list", { name: "All notifications" }).getByRole("listitem")).toHaveCount(2);
      await bell(page).click();
      const menu = dropdown(page);
      await expect(dropdownRows(page)).toHaveCount(2);
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    } finally {
      await d.api.dispose();
    }
  });

  test("a failing list shows the server's message instead of the notifications", async ({ page }) => {
    await signUpThroughApi(page);
    await page.route("**/api/notifications?*", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Notifications are taking a rest" }) }),
    );
    await page.goto("/notifications");
    await expect(page.getByRole("alert").filter({ hasText: "Could not load notifications: Notifications are taking a rest" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await bell(page).click();
    await expect(dropdown(page).getByText("Could not load notifications: Notifications are taking a rest")).toBeVisible();
  });
});
