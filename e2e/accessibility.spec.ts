import AxeBuilder from "@axe-core/playwright";
import { type APIRequest, expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  acceptConnection,
  apiActor,
  commentOn,
  createGroupThroughApi,
  createPostThroughApi,
  createTextPost,
  inviteToGroupThroughApi,
  newUser,
  prayFor,
  reportThroughApi,
  confirmAddress,
  requestConnection,
  signInAsAdmin,
  signInThroughApi,
  signUpThroughApi,
  type ApiActor,
  type TestUser,
} from "./helpers";

// axe (WCAG 2 A and AA rules, colour contrast among them) on every screen, in the light and the
// dark theme: as the system setting asks for each, and dark as chosen in the account menu on a
// system set to light. Each screen is a test of its own, so one run names every screen that
// breaks, and a slow screen cannot use up the time of the others.

type Variant = { name: string; system: "light" | "dark"; chosen?: "dark"; looks: "light" | "dark" };

const VARIANTS: Variant[] = [
  { name: "light (system)", system: "light", looks: "light" },
  { name: "dark (system)", system: "dark", looks: "dark" },
  { name: "dark (chosen in the account menu)", system: "light", chosen: "dark", looks: "dark" },
];

// Where the account menu keeps the choice; a visitor's browser keeps it from an earlier visit.
const THEME_KEY = "koinonia-theme";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The relative luminance of the page's background, as a person sees it (0 black, 1 white). */
async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function expectLooks(page: Page, looks: "light" | "dark"): Promise<void> {
  if (looks === "dark") await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.05);
  else await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.8);
}

/** Runs axe on the page as it is now and records what it finds under the screen's name. */
async function audit(page: Page, screen: string, looks: "light" | "dark", skipRules: string[] = []): Promise<void> {
  await expectLooks(page, looks);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).disableRules(skipRules).analyze();
  const found = violations.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ")}`).join("\n")}`,
  );
  expect.soft(found, `axe on ${screen}, ${looks}`).toEqual([]);
}

async function setUp(page: Page, variant: Variant): Promise<void> {
  // Reduced motion: no screen is checked halfway through a fade.
  await page.emulateMedia({ colorScheme: variant.system, reducedMotion: "reduce" });
}

/** Dark chosen through the account menu, as a member would (then remembered across pages). */
async function chooseInMenu(page: Page, theme: "dark"): Promise<void> {
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitemradio", { name: theme === "dark" ? "Dark" : "Light" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
}

/** The page as this variant shows it; a theme chosen earlier is kept in the browser, as after a choice in the menu. */
async function prepare(page: Page, variant: Variant): Promise<void> {
  await setUp(page, variant);
  if (variant.chosen) {
    const chosen = variant.chosen;
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, chosen]);
  }
}

// One screen a test, each with a time of its own: a test that walked through twenty screens ran
// past any sensible limit on a shared two-core machine, and its failure named no screen.
const SCREEN_MS = 60_000;

for (const variant of VARIANTS) {
  test.describe(`accessibility, ${variant.name}`, () => {
    test.describe.configure({ timeout: SCREEN_MS });

    test.describe("visitor screens", () => {
      test.beforeEach(async ({ page }) => prepare(page, variant));

      test("landing", async ({ page }) => {
        await page.goto("/");
        await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
        await audit(page, "landing", variant.looks);
      });

      test("auth, Sign In tab", async ({ page }) => {
        await page.goto("/auth");
        await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
        await audit(page, "auth, Sign In tab", variant.looks);
      });

      test("auth, Sign Up tab", async ({ page }) => {
        await page.goto("/auth");
        await page.getByRole("tab", { name: "Sign Up" }).click();
        await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
        await audit(page, "auth, Sign Up tab", variant.looks);
      });

      test("not found (visitor)", async ({ page }) => {
        await page.goto("/no-such-page");
        await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
        await audit(page, "not found (visitor)", variant.looks);
      });

      test("unsubscribe (visitor)", async ({ page }) => {
        await page.goto(`/unsubscribe?u=1&k=comments&s=${"A".repeat(43)}`);
        await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
        await audit(page, "unsubscribe (visitor)", variant.looks);
      });
    });

    test.describe("sign-in help", () => {
      test.beforeEach(async ({ page }) => prepare(page, variant));
      const unusable = (page: Page) => page.getByRole("heading", { name: "This link cannot be used" });

      test("auth after a password reset", async ({ page }) => {
        await page.goto("/auth?reset=done");
        await expect(page.getByText("Your password has been changed.")).toBeVisible();
        await audit(page, "auth after a password reset", variant.looks);
      });

      test("forgot password with an error", async ({ page }) => {
        await page.goto("/forgot-password");
        await page.getByRole("button", { name: "Send reset link" }).click();
        await expect(page.getByText("Email is required")).toBeVisible();
        await audit(page, "forgot password with an error", variant.looks);
      });

      test("forgot password, sent", async ({ page }) => {
        await page.goto("/forgot-password");
        await page.getByLabel("Email").fill(`nobody.${unique()}@example.com`);
        await page.getByRole("button", { name: "Send reset link" }).click();
        await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
        await audit(page, "forgot password, sent", variant.looks);
      });

      test("reset password with an error", async ({ page }) => {
        await page.goto(`/reset-password?token=${"A".repeat(43)}`);
        await page.getByRole("button", { name: "Set new password" }).click();
        await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
        await audit(page, "reset password with an error", variant.looks);
      });

      test("reset password without a token", async ({ page }) => {
        await page.goto("/reset-password");
        await expect(unusable(page)).toBeVisible();
        await audit(page, "reset password without a token", variant.looks);
      });

      test("confirm email, link refused (visitor)", async ({ page }) => {
        await page.goto(`/verify-email?token=${"A".repeat(43)}`);
        await expect(unusable(page)).toBeVisible();
        await audit(page, "confirm email, link refused (visitor)", variant.looks);
      });

      /** A new member's settings, their address not confirmed yet. */
      async function newMemberSettings(page: Page) {
        const me = await signUpThroughApi(page, newUser({ firstName: "Junia", lastName: `Rome${unique()}` }));
        await page.goto("/settings");
        const email = page.getByRole("region", { name: "Email address" });
        await expect(email.getByText(me.email, { exact: true })).toBeVisible();
        await expect(page.getByRole("region", { name: "Email confirmation" })).toBeVisible();
        return email;
      }

      test("settings with the confirmation banner", async ({ page }) => {
        await newMemberSettings(page);
        await audit(page, "settings with the confirmation banner", variant.looks);
      });

      test("settings, changing the email with an error", async ({ page }) => {
        const email = await newMemberSettings(page);
        await email.getByRole("button", { name: "Change email" }).click();
        await email.getByRole("button", { name: "Send confirmation link" }).click();
        await expect(email.getByText("Current password is required")).toBeVisible();
        await audit(page, "settings, changing the email with an error", variant.looks);
      });

      test("confirm email, link refused (member)", async ({ page }) => {
        await signUpThroughApi(page, newUser({ firstName: "Junia", lastName: `Rome${unique()}` }));
        await page.goto(`/verify-email?token=${"A".repeat(43)}`);
        await expect(unusable(page)).toBeVisible();
        await audit(page, "confirm email, link refused (member)", variant.looks);
      });
    });

    test.describe("member screens, menus and dialogs", () => {
      // A member with a connection whose post, comment, prayer and group invitation fill the
      // feed, the post page, the notifications and the groups page; made once for these screens.
      let me: ApiActor;
      let friend: ApiActor;
      let mine: { id: number; content: string };
      let myGroup: { id: number; name: string };
      let theirGroup: { id: number; name: string };

      test.beforeAll(async ({ playwright }, testInfo) => {
        const { baseURL } = testInfo.project.use;
        me = await apiActor(playwright, baseURL, { firstName: "Phoebe", lastName: `Cenchreae${unique()}` });
        friend = await apiActor(playwright, baseURL, { firstName: "Aquila", lastName: `Pontus${unique()}` });
        await acceptConnection(me.api, await requestConnection(friend.api, me.id));
        await createTextPost(
          friend.api,
          "The church that meets in our house greets you: come on Sunday, directions at https://example.org/sunday.",
        );
        const content = "Please pray for the harvest festival next week.";
        const made = await me.api.post("/api/posts", { data: { content, type: "prayer" } });
        expect(made.status(), await made.text()).toBe(201);
        mine = { id: ((await made.json()) as { id: number }).id, content };
        await commentOn(friend.api, mine.id, "Praying for you and for fine weather.");
        await prayFor(friend.api, mine.id);
        theirGroup = await createGroupThroughApi(friend.api, `Tentmakers ${unique()}`, { description: "Work and prayer." });
        await inviteToGroupThroughApi(friend.api, theirGroup.id, me.id);
        myGroup = await createGroupThroughApi(me.api, `Romans study ${unique()}`, { description: "Chapter by chapter." });
        const groupPost = await me.api.post(`/api/groups/${myGroup.id}/posts`, { data: { content: "We start with chapter one.", type: "text" } });
        expect(groupPost.status(), await groupPost.text()).toBe(201);
      });
      test.afterAll(async () => {
        await me?.api.dispose();
        await friend?.api.dispose();
      });

      /** Signed in as the member, on a page in this variant's theme. */
      async function asMe(page: Page): Promise<void> {
        await setUp(page, variant);
        await signInThroughApi(page, me.user);
        if (variant.chosen) {
          const chosen = variant.chosen;
          await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, chosen]);
        }
      }

      /** Home, its feed shown. */
      async function home(page: Page): Promise<void> {
        await page.goto("/");
        await expect(page.getByRole("heading", { name: `Welcome, ${me.user.firstName}` })).toBeVisible();
        // Their connection's post, their own request, and their own post in their group.
        await expect(page.getByRole("region", { name: "Your feed" }).getByRole("article")).toHaveCount(3);
      }

      test("home (feed and composer)", async ({ page }) => {
        // This one chooses the theme in the account menu itself, as a member would.
        await setUp(page, variant);
        await signInThroughApi(page, me.user);
        await page.goto("/");
        await expect(page.getByRole("heading", { name: `Welcome, ${me.user.firstName}` })).toBeVisible();
        if (variant.chosen) await chooseInMenu(page, variant.chosen);
        const feed = page.getByRole("region", { name: "Your feed" });
        await expect(feed.getByRole("article")).toHaveCount(3);
        await expect(feed.getByRole("link", { name: "https://example.org/sunday" })).toBeVisible();
        await expect(feed.getByRole("link", { name: myGroup.name })).toBeVisible();
        await expect(page.getByRole("region", { name: "Suggested Connections" })).toBeVisible();
        await audit(page, "home (feed and composer)", variant.looks);
      });

      test("account menu open", async ({ page }) => {
        await asMe(page);
        await home(page);
        await page.getByRole("button", { name: /^Account menu for/ }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await audit(page, "account menu open", variant.looks);
      });

      test("notification bell open", async ({ page }) => {
        await asMe(page);
        await home(page);
        await page.getByRole("button", { name: /^Notifications/ }).click();
        await expect(page.getByRole("menu").getByRole("menuitem", { name: /New comment/ })).toBeVisible();
        await audit(page, "notification bell open", variant.looks);
      });

      test("a post with its comments open", async ({ page }) => {
        await asMe(page);
        await page.goto(`/posts/${mine.id}`);
        const post = page.getByRole("article").filter({ hasText: mine.content });
        await post.getByRole("button", { name: /^Comment/ }).click();
        await expect(post.getByRole("region", { name: "Comments" })).toContainText("Praying for you and for fine weather.");
        await audit(page, "a post with its comments open", variant.looks);
      });

      test("own profile", async ({ page }) => {
        await asMe(page);
        await page.goto("/profile");
        await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
        await expect(page.getByRole("region", { name: "Posts" }).getByRole("article")).toHaveCount(1);
        await audit(page, "own profile", variant.looks);
      });

      /** The profile picture's uploader, open on the member's own profile. */
      async function openUploader(page: Page) {
        await asMe(page);
        await page.goto("/profile");
        await page.getByRole("button", { name: "Change profile picture" }).click();
        const uploader = page.getByRole("dialog", { name: "Upload an image" });
        await expect(uploader.locator(".uppy-Dashboard-inner")).toBeVisible();
        return uploader;
      }

      test("uploader open", async ({ page }) => {
        await openUploader(page);
        await audit(page, "uploader open", variant.looks);
      });

      test("uploader with a file chosen", async ({ page }) => {
        const uploader = await openUploader(page);
        const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 224, g: 168, b: 46 } } })
          .png()
          .toBuffer();
        await uploader
          .locator("input.uppy-Dashboard-input[type=file]")
          .first()
          .setInputFiles({ name: "harvest.png", mimeType: "image/png", buffer: image });
        await expect(uploader.getByRole("button", { name: /^Upload 1 file$/ })).toBeVisible();
        // Uppy's dashboard shows a single file as a listitem outside any list (its many-files
        // view has the list): Uppy's markup, not ours. Everything else is checked, contrast included.
        await audit(page, "uploader with a file chosen", variant.looks, ["aria-required-parent"]);
        await uploader.getByRole("button", { name: "Close the uploader" }).click();
      });

      test("another member's profile", async ({ page }) => {
        await asMe(page);
        await page.goto(`/profile/${friend.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${friend.user.firstName} ${friend.user.lastName}`);
        await expect(page.getByRole("region", { name: "Posts" }).getByRole("article")).toHaveCount(1);
        await audit(page, "another member's profile", variant.looks);
      });

      /** The groups page, the member's group and the invitation to the other shown. */
      async function groups(page: Page): Promise<void> {
        await asMe(page);
        await page.goto("/groups");
        await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
        await expect(page.getByRole("article", { name: myGroup.name })).toBeVisible();
        await expect(page.getByText(theirGroup.name)).toBeVisible();
      }

      test("groups", async ({ page }) => {
        await groups(page);
        await audit(page, "groups", variant.looks);
      });

      test("create group dialog", async ({ page }) => {
        await groups(page);
        await page.getByRole("button", { name: "Create Group", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Create Group" })).toBeVisible();
        await audit(page, "create group dialog", variant.looks);
      });

      test("a group", async ({ page }) => {
        await asMe(page);
        await page.goto(`/groups/${myGroup.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(myGroup.name);
        await expect(page.getByText("We start with chapter one.")).toBeVisible();
        await audit(page, "a group", variant.looks);
      });

      test("notifications", async ({ page }) => {
        await asMe(page);
        await page.goto("/notifications");
        await expect(page.getByRole("list", { name: "All notifications" }).getByRole("listitem").first()).toBeVisible();
        await audit(page, "notifications", variant.looks);
      });

      /** Settings, with this member signed in here and on a second device (and nowhere else). */
      async function settings(page: Page, playwright: { request: APIRequest }, baseURL: string | undefined, run: () => Promise<void>) {
        await asMe(page);
        // The earlier screens' sessions end: this page's and the phone's are the two listed.
        expect((await page.request.delete("/api/account/sessions")).status()).toBe(200);
        const phone = await playwright.request.newContext({ baseURL });
        try {
          expect((await phone.post("/api/auth/login", { data: { email: me.user.email, password: me.user.password } })).status()).toBe(200);
          await page.goto("/settings");
          await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
          await expect(page.getByRole("list", { name: "Your sessions" }).getByRole("listitem")).toHaveCount(2);
          await expect(page.getByRole("radiogroup", { name: "Comments" }).getByRole("radio", { name: "Daily digest" })).toBeChecked();
          await run();
        } finally {
          await phone.dispose();
        }
      }

      test("settings", async ({ page, playwright, baseURL }) => {
        await settings(page, playwright, baseURL, () => audit(page, "settings", variant.looks));
      });

      test("settings, signing out the other sessions", async ({ page, playwright, baseURL }) => {
        await settings(page, playwright, baseURL, async () => {
          await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
          await expect(page.getByRole("alertdialog", { name: "Sign out of all other sessions?" })).toBeVisible();
          await audit(page, "settings, signing out the other sessions", variant.looks);
        });
      });

      test("delete account dialog", async ({ page, playwright, baseURL }) => {
        await settings(page, playwright, baseURL, async () => {
          await page.getByRole("region", { name: "Delete account" }).getByRole("button", { name: "Delete Account" }).click();
          await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
          await audit(page, "delete account dialog", variant.looks);
        });
      });

      test("debug", async ({ page }) => {
        await asMe(page);
        await page.goto("/debug?from=axe#top");
        await expect(page.getByRole("heading", { name: "Debug", level: 1 })).toBeVisible();
        await audit(page, "debug", variant.looks);
      });

      test("family demo", async ({ page }) => {
        await asMe(page);
        await page.goto("/demo");
        await expect(page.getByRole("heading", { name: "Family Demo", level: 1 })).toBeVisible();
        await expect(
          page
            .getByRole("list", { name: /^Suggested connections for/ })
            .getByRole("listitem")
            .first(),
        ).toBeVisible();
        await audit(page, "family demo", variant.looks);
      });

      test("not found (member)", async ({ page }) => {
        await asMe(page);
        await page.goto("/no-such-page");
        await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
        await audit(page, "not found (member)", variant.looks);
      });
    });

    test.describe("safety and moderation", () => {
      // Three connections of the admin; three reports hold the admin's post (shown to its
      // author alone, marked), and the admin reports a friend's post; the third connection is muted.
      let admin: { id: number; user: TestUser };
      const actors: ApiActor[] = [];
      let friend: ApiActor;
      let theirs: string;
      let mine: string;

      test.beforeAll(async ({ browser, playwright }, testInfo) => {
        const { baseURL } = testInfo.project.use;
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          admin = await signInAsAdmin(page);
          for (const lastName of ["Rhoda", "Mnason", "Trophimus"]) {
            const actor = await apiActor(playwright, baseURL, { firstName: lastName, lastName: `Jerusalem${unique()}` });
            actors.push(actor);
            // Reports count towards a hold from members whose address is confirmed.
            await confirmAddress(actor.api, actor.user.email);
            await acceptConnection(page.request, await requestConnection(actor.api, admin.id));
          }
          friend = actors[0]!;
          theirs = `A word from ${friend.user.lastName}: grace and peace.`;
          const theirPost = await createTextPost(friend.api, theirs);
          const held = await createPostThroughApi(page, `Held for review ${unique()}`);
          mine = held.content;
          for (const actor of actors) await reportThroughApi(actor.api, { targetType: "post", targetId: held.id });
          await reportThroughApi(page.request, { targetType: "post", targetId: theirPost }, "harassment");
          expect((await page.request.post(`/api/users/${actors[2]!.id}/mute`)).status()).toBe(200);
        } finally {
          await context.close();
        }
      });
      test.afterAll(async () => {
        for (const actor of actors) await actor.api.dispose();
      });

      /** Signed in as the admin, on a page in this variant's theme. */
      async function asAdmin(page: Page): Promise<void> {
        await prepare(page, variant);
        await signInAsAdmin(page);
      }

      /** Home, the friend's post and the admin's own held post shown. */
      async function home(page: Page) {
        await page.goto("/");
        await expect(page.getByRole("article").filter({ hasText: mine })).toContainText("Hidden while moderators review reports.");
        return page.getByRole("article").filter({ hasText: theirs });
      }

      test("home with a held post", async ({ page }) => {
        // This one chooses the theme in the account menu itself, as a member would.
        await setUp(page, variant);
        await signInAsAdmin(page);
        await page.goto("/");
        if (variant.chosen) await chooseInMenu(page, variant.chosen);
        await expect(page.getByRole("article").filter({ hasText: mine })).toContainText("Hidden while moderators review reports.");
        await audit(page, "home with a held post", variant.looks);
      });

      test("someone else's post menu open", async ({ page }) => {
        await asAdmin(page);
        const card = await home(page);
        await card.getByRole("button", { name: "Post options" }).click();
        await expect(page.getByRole("menuitem", { name: "Report post" })).toBeVisible();
        await audit(page, "someone else's post menu open", variant.looks);
      });

      test("report dialog with an error", async ({ page }) => {
        await asAdmin(page);
        const card = await home(page);
        await card.getByRole("button", { name: "Post options" }).click();
        await page.getByRole("menuitem", { name: "Report post" }).click();
        const report = page.getByRole("dialog", { name: "Report post" });
        await report.getByRole("button", { name: "Send report" }).click();
        await expect(report.getByText("Choose a reason for the report")).toBeVisible();
        await audit(page, "report dialog with an error", variant.looks);
      });

      test("block dialog", async ({ page }) => {
        await asAdmin(page);
        const card = await home(page);
        await card.getByRole("button", { name: "Post options" }).click();
        await page.getByRole("menuitem", { name: /^Block/ }).click();
        await expect(page.getByRole("alertdialog", { name: /^Block/ })).toBeVisible();
        await audit(page, "block dialog", variant.looks);
      });

      test("a member's profile menu open (as an admin)", async ({ page }) => {
        await asAdmin(page);
        await page.goto(`/profile/${friend.id}`);
        await page.getByRole("button", { name: /^More options for/ }).click();
        await expect(page.getByRole("menuitem", { name: /^Mute/ })).toBeVisible();
        await audit(page, "a member's profile menu open (as an admin)", variant.looks);
      });

      test("settings, blocked and muted", async ({ page }) => {
        await asAdmin(page);
        await page.goto("/settings");
        await expect(page.getByRole("region", { name: "Blocked and muted" }).getByRole("listitem").first()).toBeVisible();
        await audit(page, "settings, blocked and muted", variant.looks);
      });

      /** The moderation page, the friend's reported post listed. */
      async function moderation(page: Page) {
        await asAdmin(page);
        await page.goto("/moderation");
        const group = page.getByRole("article", { name: `Post by ${friend.user.firstName} ${friend.user.lastName}` });
        await expect(group).toContainText(theirs);
        return group;
      }

      test("moderation, reports", async ({ page }) => {
        await moderation(page);
        await audit(page, "moderation, reports", variant.looks);
      });

      test("moderation, an action's dialog with an error", async ({ page }) => {
        const group = await moderation(page);
        await group.getByRole("button", { name: "Suspend" }).click();
        const suspend = page.getByRole("dialog", { name: /^Suspend/ });
        await suspend.getByRole("button", { name: "Suspend" }).click();
        await expect(suspend.getByText("Give a reason")).toBeVisible();
        await audit(page, "moderation, an action's dialog with an error", variant.looks);
      });

      test("moderation, audit log", async ({ page }) => {
        await moderation(page);
        await page.getByRole("tab", { name: "Audit log" }).click();
        await expect(page.getByRole("tabpanel", { name: "Audit log" })).toBeVisible();
        await audit(page, "moderation, audit log", variant.looks);
      });

      test("moderation, team", async ({ page }) => {
        await moderation(page);
        await page.getByRole("tab", { name: "Team" }).click();
        await expect(page.getByRole("list", { name: "Team" })).toBeVisible();
        await audit(page, "moderation, team", variant.looks);
      });
    });
  });
}
