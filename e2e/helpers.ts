import { expect, request, test, type APIRequest, type APIRequestContext, type Browser, type Page, type Request } from "@playwright/test";
import { ADMIN_EMAIL } from "./admin";
import { linkIn, waitForMail } from "./mail";

let counter = 0;

/** A short tag no other test (or earlier run) has used, to find what a test wrote. */
export const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The post (its article) whose text holds `text`. */
export const postWith = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

/** An e-mail no other test (or earlier run against the same server) has used. */
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `${tag}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = "grace-and-peace";

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return { firstName: "Lydia", lastName: "Thyatira", email: uniqueEmail(), password: PASSWORD, ...overrides };
}

/** Creates an account through the sign-up tab, as a visitor would, and waits for the home page. */
export async function signUpThroughUi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First Name").fill(user.firstName);
  await page.getByLabel("Last Name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible({ timeout: 10_000 });
  return user;
}

/** Signs the page's browser context in directly through the API (shares the context's cookies). */
export async function signUpThroughApi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  const res = await page.request.post("/api/auth/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Signs the page's browser context in to an existing account through the API (a new session). */
export async function signInThroughApi(page: Page, user: Pick<TestUser, "email" | "password">): Promise<void> {
  const res = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Someone else joins, in a context of their own (the page stays signed in as it was): a real
 * member to be suggested, since demo people are never suggested to real members.
 */
export async function someoneElseJoins(): Promise<TestUser> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const user = newUser({ firstName: "Phoebe", lastName: "Cenchreae" });
  const res = await api.post("/api/auth/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return user;
}

/** The page's width is no wider than its viewport: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * The visible toast containing `text`. Scoped to the toast region: Radix also renders an
 * off-screen live-region copy of each toast for screen readers, which must not be matched.
 */
export function toastWith(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^Alerts/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

/**
 * Holds the browser's requests to a path matching `path` (those `which` picks) until
 * `release()` is called; each then goes on as usual.
 */
export async function holdRequests(
  page: Page,
  path: RegExp,
  which: (request: Request) => boolean = () => true,
): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (which(route.request())) await released;
      await route.fallback();
    },
  );
  return { release };
}

/**
 * Holds the browser's next page load to a path matching `path` until `release()` is called.
 * A toast shown just before the app leaves the page is on screen for only half a second or
 * so; holding the navigation keeps it there to be read, however busy the machine is.
 */
export const holdNavigation = (page: Page, path: RegExp) => holdRequests(page, path, (request) => request.isNavigationRequest());

/**
 * Catches the app's move to the login path: `requested` resolves with the URL it asked for,
 * which is answered with a 204 so the browser stays on the page and its toast can be read.
 * (A request left unanswered would hold the context's teardown for seconds.)
 */
export async function catchLoginRedirect(page: Page): Promise<{ requested: Promise<URL> }> {
  let caught!: (url: URL) => void;
  const requested = new Promise<URL>((resolve) => (caught = resolve));
  await page.route("**/api/login**", async (route) => {
    caught(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  // Wrapped: an async function returning the bare promise would make the caller wait for it.
  return { requested };
}

// ---- API-side people and data (notifications and demo specs) ----

/** A person acting through the API only, with their own cookie jar. */
export interface ApiActor {
  api: APIRequestContext;
  id: number;
  user: TestUser;
}

/** The signed-in id of the page's context (after signUpThroughApi / signUpThroughUi). */
export async function currentUserId(page: Page): Promise<number> {
  const res = await page.request.get("/api/auth/user");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Registers a second (third...) person in a separate API context; dispose it after the test. */
export async function apiActor(
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  overrides: Partial<TestUser> = {},
): Promise<ApiActor> {
  const api = await playwright.request.newContext({ baseURL });
  const user = newUser(overrides);
  const res = await api.post("/api/auth/register", { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return { api, user, id: ((await res.json()) as { id: number }).id };
}

/** `requester` asks `addresseeId` to connect; returns the request's id. */
export async function requestConnection(requester: APIRequestContext, addresseeId: number): Promise<number> {
  const res = await requester.post("/api/connections", { data: { addresseeId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function acceptConnection(addressee: APIRequestContext, requestId: number): Promise<void> {
  const res = await addressee.put(`/api/connections/${requestId}`, { data: { status: "accepted" } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function createTextPost(author: APIRequestContext, content: string): Promise<number> {
  const res = await author.post("/api/posts", { data: { content, type: "text" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export async function commentOn(api: APIRequestContext, postId: number, content: string): Promise<void> {
  const res = await api.post(`/api/posts/${postId}/comments`, { data: { content } });
  expect(res.status(), await res.text()).toBe(201);
}

export async function prayFor(api: APIRequestContext, postId: number): Promise<void> {
  const res = await api.post(`/api/posts/${postId}/interact`, { data: { type: "prayer" } });
  expect(res.ok(), await res.text()).toBe(true);
}

// ---- Posts and connections from a signed-in page's context (posts, connections, request-count specs) ----

export interface CreatedPost {
  id: number;
  content: string;
}

/** Creates a post as the page's signed-in user, through the API. */
export async function createPostThroughApi(
  page: Page,
  content: string,
  extra: { type?: "text" | "video" | "prayer"; videoUrl?: string } = {},
): Promise<CreatedPost> {
  const res = await page.request.post("/api/posts", { data: { content, type: "text", ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedPost;
}

/** `from` asks `to` to connect (both signed-in pages); returns the request's id. */
export async function requestConnectionThroughApi(from: Page, to: Page): Promise<number> {
  return requestConnection(from.request, await currentUserId(to));
}

/** Makes the two signed-in pages' users connections of each other, through the API. */
export async function connectThroughApi(a: Page, b: Page): Promise<void> {
  await acceptConnection(b.request, await requestConnectionThroughApi(a, b));
}

// ---- Groups ----

export interface CreatedGroup {
  id: number;
  name: string;
}

/** Creates a group through the API as the context's user (its admin). */
export async function createGroupThroughApi(
  api: APIRequestContext,
  name: string,
  extra: { description?: string | null; isPrivate?: boolean } = {},
): Promise<CreatedGroup> {
  const res = await api.post("/api/groups", { data: { name, description: null, isPrivate: false, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedGroup;
}

/** An admin invites one of their connections to the group, through the API. */
export async function inviteToGroupThroughApi(admin: APIRequestContext, groupId: number, userId: number): Promise<void> {
  const res = await admin.post(`/api/groups/${groupId}/invitations`, { data: { userId } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Joins a public group through the API. */
export async function joinGroupThroughApi(api: APIRequestContext, groupId: number): Promise<void> {
  const res = await api.post(`/api/groups/${groupId}/join`);
  expect(res.status(), await res.text()).toBe(200);
}

/** The invited person answers their invitation to the group, through the API. */
export async function answerInvitationThroughApi(invitee: APIRequestContext, groupId: number, status: "accepted" | "declined"): Promise<void> {
  const mine = await invitee.get("/api/groups/invitations");
  expect(mine.status(), await mine.text()).toBe(200);
  const invitation = ((await mine.json()) as { id: number; group: { id: number } }[]).find((i) => i.group.id === groupId);
  expect(invitation, `an invitation to group ${groupId}`).toBeDefined();
  const res = await invitee.put(`/api/groups/invitations/${invitation!.id}`, { data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

// ---- Safety and moderation ----

const WELCOME = "Welcome to Koinonia: please confirm your email address";

/** Confirms a new member's address as they would: opens the link of the welcome mail in the test mailbox. */
export async function confirmAddress(api: APIRequestContext, email: string): Promise<void> {
  const token = new URL(linkIn(await waitForMail(email, WELCOME), "/verify-email")).searchParams.get("token");
  const res = await api.post("/api/auth/email/verify", { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs the page's context in as the suite's admin. ADMIN_EMAILS names the address, and the
 * account becomes an admin once the address is confirmed: the first test to ask makes the
 * account and opens its welcome mail's link; later ones sign in to it, and wait for that.
 */
export async function signInAsAdmin(page: Page): Promise<{ id: number; user: TestUser }> {
  const user = newUser({ firstName: "Ruth", lastName: "Admin", email: ADMIN_EMAIL });
  const made = await page.request.post("/api/auth/register", { data: user });
  if (made.status() === 201) {
    await confirmAddress(page.request, user.email);
  } else {
    expect(made.status(), await made.text()).toBe(409);
    const signedIn = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  }
  await expect
    .poll(async () => ((await (await page.request.get("/api/auth/user")).json()) as { siteRole: string }).siteRole, { timeout: 20_000 })
    .toBe("admin");
  return { id: await currentUserId(page), user };
}

/** `reporter` reports a post (or comment, person, group) through the API. */
export async function reportThroughApi(
  reporter: APIRequestContext,
  target: { targetType: "post" | "comment" | "user" | "group"; targetId: number },
  reason = "spam",
): Promise<void> {
  const res = await reporter.post("/api/reports", { data: { ...target, reason } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A second member in a browser of their own, signed up with `names`. */
export async function member(
  browser: Browser,
  names: Partial<TestUser>,
): Promise<{ page: Page; user: TestUser; id: number; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUpThroughApi(page, newUser(names));
  return { page, user, id: await currentUserId(page), close: () => context.close() };
}
