import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, toastWith } from "./helpers";

// A post written offline is kept on the device: a reload (or a closed tab) loses nothing, it
// shows as waiting, and it is sent once the browser is back online, exactly once, by whichever
// tab gets there first.

// Reloading offline needs the service worker's shell (the rest of the suite blocks workers).
test.use({ serviceWorkers: "allow" });

const offlineNotice = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline" });
const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });
const waitingList = (page: Page) => offlineNotice(page).getByRole("list", { name: "Waiting to send" });

/** The home page, served by the service worker, with the outbox's code in (it loads once the feed is up). */
async function homeReadyOffline(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe("activated");
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/outbox-[^/]*\.js$/.test(entry.name))))
    .toBe(true);
}

/** Writes a post offline and reloads: it is still there, waiting. */
async function postOfflineThenReload(page: Page, content: string): Promise<void> {
  await composer(page).getByPlaceholder("What's on your heart today?").fill(content);
  await page.context().setOffline(true);
  await composer(page).getByRole("button", { name: "Share", exact: true }).click();
  await expect(composer(page).getByRole("button", { name: "Will send when you are back online" })).toBeDisabled();
  // Kept on the device (its mark is set once the database has it): a reload now loses nothing.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("koinonia-outbox"))).not.toBeNull();

  await page.reload();
  await expect(page.getByText("Waiting for the connection...")).toBeVisible();
  await expect(offlineNotice(page)).toContainText("1 action is waiting. Will send when you are back online.");
  await expect(waitingList(page).getByRole("listitem")).toHaveText([`Post: ${content}`]);
}

async function postsWith(page: Page, content: string): Promise<number> {
  const feed = (await (await page.request.get("/api/posts/feed?limit=20")).json()) as { content: string }[];
  return feed.filter((post) => post.content === content).length;
}

/** Nothing waits on the device any more (the outbox's mark is gone). */
async function outboxEmpty(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("koinonia-outbox"))).toBeNull();
}

test("a post written offline survives a reload, shows as waiting, and is posted once when back online", async ({ page, context }) => {
  await signUpThroughApi(page);
  await homeReadyOffline(page);
  const content = `Written on the mountain ${Date.now().toString(36)}`;
  await postOfflineThenReload(page, content);
  expect(await postsWith(page, content)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(toastWith(page, "Your post written offline has been shared.")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: content })).toHaveCount(1);
  await outboxEmpty(page);
  expect(await postsWith(page, content)).toBe(1);

  // Sent and forgotten: another load sends nothing more.
  await page.reload();
  await expect(page.getByRole("article").filter({ hasText: content })).toHaveCount(1);
  expect(await postsWith(page, content)).toBe(1);
});

test("two tabs open when the connection comes back send a post written offline once, not twice", async ({ page, context }) => {
  await signUpThroughApi(page);
  await homeReadyOffline(page);
  const content = `Written in the valley ${Date.now().toString(36)}`;
  await postOfflineThenReload(page, content);

  // A second tab, opened after the reload, still offline: it lists the same waiting post.
  const second = await context.newPage();
  await second.goto("/");
  await expect(waitingList(second).getByRole("listitem")).toHaveText([`Post: ${content}`]);

  await context.setOffline(false);
  for (const tab of [page, second]) {
    await expect(tab.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await outboxEmpty(tab);
  }
  await expect(second.getByRole("article").filter({ hasText: content })).toHaveCount(1);
  expect(await postsWith(page, content)).toBe(1);
  await second.close();
});
