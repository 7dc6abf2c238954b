import { expect, test, type Page } from "@playwright/test";
import {
  apiActor,
  catchLoginRedirect,
  createPostThroughApi,
  currentUserId,
  expectNoHorizontalScroll,
  newUser,
  requestConnection,
  signUpThroughApi,
  toastWith,
} from "./helpers";

// The profile page: one's own, editable, and another person's.

const unique = () => Math.random().toString(36).slice(2, 8);
const editForm = (page: Page) => page.getByRole("form", { name: "Edit profile" });
const nameHeading = (page: Page) => page.getByRole("heading", { level: 1 });

test("a new profile: name, 'No bio added yet.', 'No posts yet.' and the owner's controls", async ({ page }) => {
  const me = await signUpThroughApi(page, newUser({ firstName: "Phoebe", lastName: `Cenchreae${unique()}` }));
  await page.goto("/profile");
  await expect(nameHeading(page)).toHaveText(`${me.firstName} ${me.lastName}`);
  await expect(page.getByRole("region", { name: "About" })).toContainText("No bio added yet.");
  await expect(page.getByRole("region", { name: "Posts" })).toContainText("No posts yet.");
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Banner" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change profile picture" })).toBeVisible();
  await expect(page).toHaveTitle(/My Profile/);

  // My own id is my own profile too.
  await page.goto(`/profile/${await currentUserId(page)}`);
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
});

test("Edit Profile: the form holds the current values; Save Changes sends them, shows them and says 'Success'", async ({ page }) => {
  await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: "Thyatira" }));
  const sent: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() === "PUT" && new URL(req.url()).pathname === "/api/users/profile") sent.push(req.postDataJSON());
  });
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();

  const form = editForm(page);
  // Entering edit mode copies the current values into the form.
  await expect(form.getByLabel("First Name")).toHaveValue("Lydia");
  await expect(form.getByLabel("Last Name")).toHaveValue("Thyatira");
  await expect(form.getByLabel("Church Affiliation")).toHaveValue("");
  await expect(form.getByLabel("First Name")).toBeFocused();
  // The edit button gives way to Save Changes and Cancel.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);

  await form.getByLabel("First Name").fill("  Lydia  ");
  await form.getByLabel("Last Name").fill("of Thyatira");
  await form.getByLabel("Church Affiliation").fill("Philippi Riverside Fellowship");
  await form.getByLabel("Location").fill("Philippi, Macedonia");
  await form.getByLabel("About Me").fill("A dealer in purple cloth.\nWorshipper of God.");
  await form.getByRole("button", { name: "Save Changes" }).click();

  await expect(toastWith(page, "Success")).toContainText("Profile updated successfully");
  await expect(editForm(page)).toHaveCount(0);
  await expect(nameHeading(page)).toHaveText("Lydia of Thyatira");
  await expect(page.getByText("Philippi Riverside Fellowship")).toBeVisible();
  await expect(page.getByText("Philippi, Macedonia")).toBeVisible();
  await expect(page.getByRole("region", { name: "About" })).toContainText("A dealer in purple cloth.");
  expect(sent).toEqual([
    {
      firstName: "Lydia",
      lastName: "of Thyatira",
      churchAffiliation: "Philippi Riverside Fellowship",
      location: "Philippi, Macedonia",
      aboutMe: "A dealer in purple cloth.\nWorshipper of God.",
    },
  ]);
  // Focus is back on the button that opened the form.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeFocused();

  // The signed-in user was refreshed: the navigation's menu and a reload agree.
  await page.reload();
  await expect(nameHeading(page)).toHaveText("Lydia of Thyatira");

  // Entering edit mode again starts from the saved values; a blank optional field clears it.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(editForm(page).getByLabel("Location")).toHaveValue("Philippi, Macedonia");
  await editForm(page).getByLabel("Location").fill("   ");
  await editForm(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(editForm(page)).toHaveCount(0);
  await expect(page.getByText("Philippi, Macedonia")).toHaveCount(0);
});

test("Cancel leaves edit mode without sending anything; a blank name is refused in the form", async ({ page }) => {
  await signUpThroughApi(page, newUser({ firstName: "Dorcas", lastName: "Joppa" }));
  let puts = 0;
  page.on("request", (req) => {
    if (req.method() === "PUT" && new URL(req.url()).pathname === "/api/users/profile") puts += 1;
  });
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await editForm(page).getByLabel("First Name").fill("Tabitha");
  await editForm(page).getByLabel("About Me").fill("Full of good works.");
  await editForm(page).getByRole("button", { name: "Cancel" }).click();

  await expect(editForm(page)).toHaveCount(0);
  await expect(nameHeading(page)).toHaveText("Dorcas Joppa");
  await expect(page.getByRole("region", { name: "About" })).toContainText("No bio added yet.");

  // Opening it again shows the saved values, not the abandoned ones.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(editForm(page).getByLabel("First Name")).toHaveValue("Dorcas");
  await editForm(page).getByLabel("First Name").fill("   ");
  await editForm(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(editForm(page).getByText("First name is required")).toBeVisible();
  await expect(editForm(page).getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  expect(puts).toBe(0);
});

test("a failed save shows the 'Error' toast with the server's message and stays in edit mode", async ({ page }) => {
  await signUpThroughApi(page);
  await page.route("**/api/users/profile", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is resting" }) }),
  );
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await editForm(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Error")).toContainText("The database is resting");
  await expect(editForm(page).getByRole("button", { name: "Save Changes" })).toBeEnabled();
});

test("a signed-out save shows 'Unauthorized' and goes to sign in", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.route("**/api/users/profile", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ message: "Unauthorized" }) }),
  );
  // Catch the login navigation, so the page (and its toast) stays put to be read: the toast is
  // on screen for only 500 ms before the browser leaves, which a busy machine's polling can miss.
  const login = await catchLoginRedirect(page);
  await editForm(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Unauthorized")).toContainText("You are logged out. Logging in again...");
  expect((await login.requested).searchParams.get("next")).toBe("/profile");
});

test("another person's profile: no edit controls; Connect sends a request", async ({ page, playwright, baseURL }) => {
  const other = await apiActor(playwright, baseURL, { firstName: "Barnabas", lastName: `Cyprus${unique()}` });
  await other.api.put("/api/users/profile", {
    data: {
      firstName: other.user.firstName,
      lastName: other.user.lastName,
      churchAffiliation: "Antioch Church",
      location: "Antioch",
      aboutMe: "Son of encouragement.",
    },
  });
  await signUpThroughApi(page);
  let connects: unknown[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/connections") connects.push(req.postDataJSON());
  });
  await page.goto(`/profile/${other.id}`);

  await expect(nameHeading(page)).toHaveText(`${other.user.firstName} ${other.user.lastName}`);
  await expect(page.getByText("Antioch Church")).toBeVisible();
  await expect(page.getByRole("region", { name: "About" })).toContainText("Son of encouragement.");
  // Only the owner sees Edit Profile and the image controls.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Banner" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change profile picture" })).toHaveCount(0);
  // Not connected: their posts are not mine to see.
  await expect(page.getByRole("region", { name: "Posts" })).toContainText("No posts yet.");

  await page.getByRole("button", { name: "Connect" }).click();
  await expect(toastWith(page, "Connection Request Sent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled();
  expect(connects).toEqual([{ addresseeId: other.id }]);
  connects = [];

  // The server agrees after a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled();
  await other.api.dispose();
});

test("a request from them: Accept on their profile connects us and shows their posts", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const myId = await currentUserId(page);
  const other = await apiActor(playwright, baseURL, { firstName: "Silas", lastName: `Jerusalem${unique()}` });
  const content = `Singing hymns at midnight ${unique()}`;
  const res = await other.api.post("/api/posts", { data: { content, type: "text" } });
  expect(res.status()).toBe(201);
  await requestConnection(other.api, myId);

  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole("region", { name: "Posts" })).toContainText("No posts yet.");
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(toastWith(page, "Connection Accepted")).toContainText("You are now connected!");
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Decline" })).toHaveCount(0);
  await expect(page.getByRole("article").filter({ hasText: content })).toBeVisible();
  await other.api.dispose();
});

test("my posts are listed on my profile, newest first, and load more as I scroll", async ({ page }) => {
  await signUpThroughApi(page);
  const tag = unique();
  for (let i = 1; i <= 22; i += 1) await createPostThroughApi(page, `Psalm ${i} ${tag}`);
  await page.goto("/profile");
  const posts = page.getByRole("region", { name: "Posts" }).getByRole("article");
  await expect(posts.first()).toContainText(`Psalm 22 ${tag}`);
  await expect(posts).toHaveCount(20);
  // Near the end of the list, the next page comes by itself.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(posts).toHaveCount(22);
  await expect(posts.last()).toContainText(`Psalm 1 ${tag}`);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});

test("/profile/999999 and /profile/abc show 'User not found'", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/profile/999999");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  await page.goto("/profile/abc");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
});

test("the profile fits a 360 px screen", async ({ page, playwright, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughApi(page, newUser({ firstName: "Epaphroditus", lastName: "Philippiensis-Macedonicus" }));
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(editForm(page).getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const other = await apiActor(playwright, baseURL);
  await page.goto(`/profile/${other.id}`);
  await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await other.api.dispose();
});
