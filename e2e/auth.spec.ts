import { expect, test } from "@playwright/test";
import { holdNavigation, newUser, signUpThroughApi, signUpThroughUi, toastWith } from "./helpers";

test.describe("sign-in / sign-up screen", () => {
  test("the card has Sign In (default) and Sign Up tabs, each with its own fields", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByText("Christian Social Network")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");

    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(page.getByLabel("Password")).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("First Name")).toBeVisible();
    await expect(page.getByLabel("Last Name")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", "Min 6 characters");
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  });

  test("the tabs follow the keyboard: arrows and Home/End select, and only the selected tab is in the Tab order", async ({ page }) => {
    await page.goto("/auth");
    const signIn = page.getByRole("tab", { name: "Sign In" });
    const signUp = page.getByRole("tab", { name: "Sign Up" });
    await signIn.focus();
    await expect(signUp).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("ArrowRight");
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toContainText("First Name");
    await expect(signIn).toHaveAttribute("tabindex", "-1");

    // Round past the end, then Home and End.
    await page.keyboard.press("ArrowRight");
    await expect(signIn).toBeFocused();
    await expect(signIn).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(signUp).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(signIn).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeVisible();
  });

  test("sign-up shows field errors under the fields", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByText("Last name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();

    await page.getByLabel("Password").fill("12345");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("sign-up lands on the home page, signed in", async ({ page }) => {
    const user = newUser({ firstName: "Priscilla", lastName: "Aquila" });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").fill(user.firstName);
    await page.getByLabel("Last Name").fill(user.lastName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    const reload = await holdNavigation(page, /^\/$/);
    await page.getByRole("button", { name: "Create Account" }).click();

    // Pending, then the welcome toast, then a reload into the signed-in app.
    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await expect(toastWith(page, "Success")).toContainText("Welcome to Koinonia!");
    reload.release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome, Priscilla" })).toBeVisible();

    await page.getByRole("button", { name: /Account menu/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Priscilla Aquila")).toBeVisible();
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  });

  test("a wrong password shows 'Authentication Failed' with the server's message", async ({ page, request }) => {
    const user = newUser();
    // A separate request context, so the browser itself stays signed out.
    const created = await request.post("/api/auth/register", { data: user });
    expect(created.status()).toBe(201);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();

    const toast = toastWith(page, "Authentication Failed");
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Invalid email or password");
    // The form is usable again.
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await expect(page.getByLabel("Email")).toBeEnabled();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("signing up with a taken e-mail shows the server's reason", async ({ page, request }) => {
    const user = newUser();
    expect((await request.post("/api/auth/register", { data: user })).status()).toBe(201);

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First Name").fill(user.firstName);
    await page.getByLabel("Last Name").fill(user.lastName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    const toast = toastWith(page, "Authentication Failed");
    await expect(toast).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("signing in returns to the page that asked for it", async ({ page, request }) => {
    const user = newUser();
    expect((await request.post("/api/auth/register", { data: user })).status()).toBe(201);

    await page.goto("/groups");
    await expect(page).toHaveURL(/\/auth\?next=%2Fgroups$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    const reload = await holdNavigation(page, /^\/groups$/);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastWith(page, "Success")).toContainText("Welcome back to Koinonia!");
    reload.release();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  });

  test("a `next` with a tab in it, which browsers drop, still lands on our own home page", async ({ page, request }) => {
    const user = newUser();
    expect((await request.post("/api/auth/register", { data: user })).status()).toBe(201);
    // Were the browser sent there, it would find a page saying so rather than a DNS error.
    await page.route("**://evil.example/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Evil</h1>" }));

    await page.goto("/auth?next=%2F%09%2Fevil.example");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    expect(url.pathname).toBe("/");
  });

  test("an off-site `next` is ignored after sign-in", async ({ page, request }) => {
    const user = newUser();
    expect((await request.post("/api/auth/register", { data: user })).status()).toBe(201);

    await page.goto("/auth?next=//evil.example/phish");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });

  test("signed in, /auth and /landing go to the home page", async ({ page }) => {
    const user = await signUpThroughApi(page);
    for (const path of ["/auth", "/landing"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();
    }
  });

  test("'Log out' ends the session with a POST and returns to the landing page", async ({ page }) => {
    await signUpThroughUi(page);
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (/logout/.test(new URL(request.url()).pathname)) logouts.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.evaluate(() => Object.assign(window, { signedInPage: true }));
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    // A full page load, so nothing of the signed-in app lingers.
    expect(await page.evaluate(() => "signedInPage" in window)).toBe(false);
    expect(logouts).toEqual(["POST /api/auth/logout"]);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("opening /api/logout signs nobody out until they press 'Log out' on its page", async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.goto("/api/logout");
    await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);

    // "Stay signed in" goes home, still signed in.
    await page.getByRole("link", { name: "Stay signed in" }).click();
    await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName}` })).toBeVisible();

    await page.goto("/api/logout");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});
