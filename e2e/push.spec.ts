import { type BrowserContext, type CDPSession, expect, type Page, test } from "@playwright/test";
import { signUpThroughApi, tag } from "./helpers";

// Web push in the browser: the service worker shows what the server pushes, and the settings
// page turns this browser's notifications on and off and lists the member's other devices.

// The rest of the suite blocks service workers; push needs one.
test.use({ serviceWorkers: "allow" });

interface ShownNotice {
  title: string;
  body: string;
  tag: string;
  icon: string;
  url: unknown;
}

/** The notifications the service worker is showing, as the page can read them. */
const shownNotices = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(
      (n): ShownNotice => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, url: (n.data as { url?: unknown } | null)?.url }),
    ),
  );

const SHOWN = { timeout: 15_000 };

/** The service worker's registration id, as DevTools knows it, once the page's worker is ready. */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const ids: string[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) ids.push(r.registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  return ids[0]!;
}

async function allowNotifications(context: BrowserContext, page: Page): Promise<void> {
  await context.grantPermissions(["notifications"], { origin: new URL(page.url()).origin });
}

test("a push is shown as a notification with its title, text, icon, tag and page; an unreadable one as a generic Koinonia notice", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await allowNotifications(context, page);
  const cdp = await context.newCDPSession(page);
  const id = await registrationId(cdp, page);
  const origin = new URL(page.url()).origin;

  const notice = { title: "Ann Archer commented on your post", body: "Amen, praying with you.", url: "/posts/12", tag: "post-12" };
  const deliver = () => cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data: JSON.stringify(notice) });
  await deliver();
  await expect
    // The worker wakes for each push and shows it in its own time: slow on a busy machine. On
    // a loaded machine DevTools can drop the very first push to a worker still starting (a push
    // service would deliver it again): while none is shown it is sent again. Its tag makes a
    // second copy replace the first, so the page never shows two.
    .poll(async () => {
      const shown = await shownNotices(page);
      if (shown.length === 0) await deliver();
      return shown;
    }, SHOWN)
    .toEqual([{ title: notice.title, body: notice.body, tag: "post-12", icon: `${origin}/icon-192.png`, url: "/posts/12" }]);

  // The newer notice about the same post takes the earlier one's place.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: id,
    data: JSON.stringify({ ...notice, title: "Ben Baker commented on your post", body: "Me too." }),
  });
  await expect
    .poll(async () => (await shownNotices(page)).map((n) => `${n.tag}: ${n.title}`), SHOWN)
    .toEqual(["post-12: Ben Baker commented on your post"]);

  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data: "not json {" });
  await expect
    .poll(async () => (await shownNotices(page)).find((n) => n.tag === ""), SHOWN)
    .toEqual({ title: "Koinonia", body: "You have a new notification.", tag: "", icon: `${origin}/icon-192.png`, url: "/notifications" });
});

const pushSection = (page: Page) => page.locator("#push");

test("turning this browser's notifications on says plainly when its push service cannot be reached, and stores nothing", async ({
  page,
  context,
}) => {
  await signUpThroughApi(page);
  await page.goto("/settings");
  await allowNotifications(context, page);
  const section = pushSection(page);
  await expect(section.getByRole("heading", { name: "Notifications on this device" })).toBeVisible();
  await expect(section.getByText("Off", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText("No other device of yours is notified.")).toBeVisible();

  // A test browser has no push service to sign up with.
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByRole("alert")).toContainText("This browser could not sign up with its push service", { timeout: 30_000 });
  await expect(section.getByRole("alert")).toContainText("notifications are not on");
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn on" })).toBeEnabled();
  await section.screenshot({ path: test.info().outputPath("push-settings-failed.png") });

  const stored = await page.request.get("/api/push/subscriptions");
  expect(await stored.json()).toEqual([]);
});

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("the member's other devices with notifications on are listed, and Turn off stops one", async ({ page, context }) => {
  await signUpThroughApi(page);
  const endpoint = `https://push.example.com/send/${tag()}`;
  const subscribed = await page.request.post("/api/push/subscriptions", {
    data: { endpoint, expirationTime: null, keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } },
    headers: { "user-agent": IPHONE },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);

  await page.goto("/settings");
  await allowNotifications(context, page);
  const section = pushSection(page);
  const others = section.getByRole("list", { name: "Your other devices with notifications on" });
  await expect(others.getByRole("listitem")).toHaveCount(1, { timeout: 15_000 });
  await expect(others.getByRole("listitem")).toContainText("Safari on iPhone");
  await expect(others.getByRole("listitem")).toContainText(/Turned on (less than a minute|\d+ seconds?) ago/);
  await expect(section.getByText("Off", { exact: true })).toBeVisible();
  await section.screenshot({ path: test.info().outputPath("push-settings-other-device.png") });

  await others.getByRole("button", { name: "Turn off" }).click();
  await expect(section.getByText("No other device of yours is notified.")).toBeVisible();
  expect(await (await page.request.get("/api/push/subscriptions")).json()).toEqual([]);
});

test("notifications blocked for the site say how to allow them", async ({ page, context }) => {
  await signUpThroughApi(page);
  await page.goto("/settings");
  // Playwright can grant a permission but not deny one: DevTools can, for this page's context.
  const { targetInfo } = await (await context.newCDPSession(page)).send("Target.getTargetInfo");
  const browser = await context.browser()!.newBrowserCDPSession();
  await browser.send("Browser.setPermission", {
    browserContextId: targetInfo.browserContextId,
    origin: new URL(page.url()).origin,
    permission: { name: "notifications" },
    setting: "denied",
  });
  await page.reload();
  const section = pushSection(page);
  await expect(section.getByRole("status")).toContainText("Notifications are blocked for Koinonia in this browser.", { timeout: 15_000 });
  await expect(section.getByRole("status")).toContainText("set Notifications to Allow");
  await expect(section.getByRole("button", { name: "Turn on" })).toHaveCount(0);
  await section.screenshot({ path: test.info().outputPath("push-settings-blocked.png") });
});

test.describe("in a browser whose service worker does not start", () => {
  test.use({ serviceWorkers: "block" });

  test("the settings say notifications need it, and offer no switch", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/settings");
    const section = pushSection(page);
    await expect(section.getByText("This browser has not started Koinonia's service worker, which notifications need")).toBeVisible({
      timeout: 20_000,
    });
    await expect(section.getByRole("button", { name: /Turn on/ })).toHaveCount(0);
  });
});
