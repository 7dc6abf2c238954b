import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  type ApiActor,
  acceptConnection,
  apiActor,
  connectThroughApi,
  createGroupThroughApi,
  joinGroupThroughApi,
  member,
  postWith,
  requestConnection,
  signInThroughApi,
  tag,
  toastWith,
} from "./helpers";

// Prayer requests on the card and in the composer: category, anonymity, audience, updates,
// answered, the feed's prayer filter and the answered prayers of a profile and a group.

const composer = (page: Page) => page.getByRole("region", { name: "Share with your Community" });

/** Writes a prayer request in the home composer, with what the test chooses, and shares it. */
async function sharePrayer(
  page: Page,
  content: string,
  { category, anonymous = false, people = [] }: { category?: string; anonymous?: boolean; people?: string[] },
): Promise<void> {
  const box = composer(page);
  await box.getByPlaceholder("What's on your heart today?").fill(content);
  await box.getByRole("radio", { name: "Prayer" }).check();
  if (category) await box.getByLabel("Category").selectOption({ label: category });
  if (anonymous) await box.getByRole("switch", { name: "Post anonymously" }).check();
  if (people.length > 0) {
    await box.getByLabel("Share with").selectOption({ label: "Chosen connections" });
    for (const name of people) await box.getByRole("checkbox", { name }).check();
  }
  await box.getByRole("button", { name: "Share", exact: true }).click();
}

test("an anonymous request shared with chosen people: they see a member of their network, its category and audience, then its update and its answer", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const author = await member(browser, { firstName: "Hannah", lastName: "Shiloh" });
  const chosen = await member(browser, { firstName: "Eli", lastName: "Priest" });
  const other = await member(browser, { firstName: "Peninnah", lastName: "Ramah" });
  await connectThroughApi(author.page, chosen.page);
  await connectThroughApi(author.page, other.page);
  await page.close();

  const content = `Please pray for a child ${tag()}`;
  await author.page.goto("/");
  await sharePrayer(author.page, content, { category: "Family", anonymous: true, people: ["Eli Priest"] });
  await expect(toastWith(author.page, "Post Created")).toContainText("shared with the people you chose");

  // The author sees it as theirs, marked Anonymous, and shared with the people they chose.
  const mine = postWith(author.page, content);
  await expect(mine.getByRole("link", { name: "Hannah Shiloh" })).toBeVisible();
  await expect(mine.getByText("Anonymous", { exact: true })).toBeVisible();
  await expect(mine.getByRole("img", { name: "Shared with people you chose" })).toBeVisible();
  await expect(mine).toContainText("Family");

  // The chosen connection sees a member of their network: no name, no link to anyone.
  await chosen.page.goto("/");
  const seen = postWith(chosen.page, content);
  await expect(seen.getByText("A member of your network")).toBeVisible();
  await expect(seen).not.toContainText("Hannah");
  await expect(seen.locator('a[href^="/profile/"]')).toHaveCount(0);
  await expect(seen).toContainText("Family");
  await expect(seen.getByRole("img", { name: "Shared with people the author chose" })).toBeVisible();
  await seen.getByRole("button", { name: /^Prayer/ }).click();
  await expect(seen.getByRole("button", { name: /^Prayer/ })).toHaveAttribute("aria-pressed", "true");

  // A connection not chosen never sees it.
  await other.page.goto("/");
  await expect(other.page.getByText("Your feed is quiet for now.")).toBeVisible();
  await expect(postWith(other.page, content)).toHaveCount(0);

  // The author adds an update, then marks it answered with a testimony.
  const update = `The doctors are hopeful ${tag()}`;
  await mine.getByRole("button", { name: "Post options" }).click();
  await author.page.getByRole("menuitem", { name: "Add an update" }).click();
  const updateDialog = author.page.getByRole("dialog", { name: "Add an update" });
  await updateDialog.getByLabel("Update").fill(update);
  await updateDialog.getByRole("button", { name: "Share update" }).click();
  await expect(updateDialog).toBeHidden();
  await expect(mine.getByRole("region", { name: "Updates" })).toContainText(update);

  const testimony = `She is home and well ${tag()}`;
  await mine.getByRole("button", { name: "Post options" }).click();
  await author.page.getByRole("menuitem", { name: "Mark answered" }).click();
  const answerDialog = author.page.getByRole("dialog", { name: "Mark answered" });
  await answerDialog.getByLabel("Testimony (optional)").fill(testimony);
  await answerDialog.getByRole("button", { name: "Mark answered" }).click();
  await expect(answerDialog).toBeHidden();
  await expect(mine.getByText("Answered", { exact: true })).toBeVisible();
  await expect(mine.getByRole("region", { name: "Answered prayer" })).toContainText(testimony);
  // Answered, it takes no more updates from the menu.
  await mine.getByRole("button", { name: "Post options" }).click();
  await expect(author.page.getByRole("menuitem", { name: "Add an update" })).toHaveCount(0);
  await author.page.keyboard.press("Escape");

  // Whoever prayed sees the update and the answer as they come, and after a reload.
  for (const reload of [false, true]) {
    if (reload) await chosen.page.reload();
    const again = postWith(chosen.page, content);
    await expect(again.getByRole("region", { name: "Updates" })).toContainText(update);
    await expect(again.getByText("Answered", { exact: true })).toBeVisible();
    await expect(again.getByRole("region", { name: "Answered prayer" })).toContainText(testimony);
    await expect(again.getByText("A member of your network")).toBeVisible();
  }

  // The author's profile gathers it among their answered prayers.
  await author.page.goto("/profile");
  const posts = author.page.getByRole("region", { name: "Posts" });
  await posts.getByRole("radio", { name: "Answered prayers" }).check();
  await expect(postWith(author.page, content)).toBeVisible();
  await expect(posts.getByRole("article")).toHaveCount(1);

  await Promise.all([author.close(), chosen.close(), other.close()]);
});

test("the feed's filter shows prayer requests only, and of one category", async ({ page, browser }) => {
  const author = await member(browser, { firstName: "Anna", lastName: "Asher" });
  const reader = await member(browser, { firstName: "Simeon", lastName: "Temple" });
  await connectThroughApi(author.page, reader.page);
  await page.close();
  const marker = tag();
  const post = async (data: Record<string, unknown>) => {
    const res = await author.page.request.post("/api/posts", { data });
    expect(res.status(), await res.text()).toBe(201);
  };
  await post({ content: `A word of thanks ${marker}`, type: "text" });
  await post({ content: `Healing for my knee ${marker}`, type: "prayer", category: "health" });
  await post({ content: `A new job ${marker}`, type: "prayer", category: "work" });

  await reader.page.goto("/");
  const feed = reader.page.getByRole("region", { name: "Your feed" });
  await expect(feed.getByRole("article")).toHaveCount(3);

  await feed.getByRole("radio", { name: "Prayer requests" }).check();
  await expect(feed.getByRole("article")).toHaveCount(2);
  await expect(postWith(reader.page, "A word of thanks")).toHaveCount(0);

  await feed.getByLabel("Category").selectOption({ label: "Health" });
  await expect(feed.getByRole("article")).toHaveCount(1);
  await expect(postWith(reader.page, "Healing for my knee")).toBeVisible();
  await expect(postWith(reader.page, "Healing for my knee")).toContainText("Health");

  await feed.getByLabel("Category").selectOption({ label: "Grief" });
  await expect(feed).toContainText("No prayer requests here yet.");

  await feed.getByRole("radio", { name: "All posts" }).check();
  await expect(feed.getByRole("article")).toHaveCount(3);

  await Promise.all([author.close(), reader.close()]);
});

test("in a group's feed an anonymous request is by a member of the group, and its answered prayers have a view of their own", async ({
  page,
  browser,
}) => {
  const author = await member(browser, { firstName: "Dorcas", lastName: "Joppa" });
  const reader = await member(browser, { firstName: "Lydia", lastName: "Purple" });
  await page.close();
  const group = await createGroupThroughApi(author.page.request, `Prayer circle ${tag()}`);
  await joinGroupThroughApi(reader.page.request, group.id);

  const open = `Strength for the week ${tag()}`;
  const answered = `Safe travels ${tag()}`;
  for (const content of [open, answered]) {
    const res = await author.page.request.post(`/api/groups/${group.id}/posts`, {
      data: { content, type: "prayer", anonymous: true, category: "guidance" },
    });
    expect(res.status(), await res.text()).toBe(201);
    if (content === answered) {
      const { id } = (await res.json()) as { id: number };
      const done = await author.page.request.post(`/api/posts/${id}/answered`, { data: { testimony: "We arrived safely." } });
      expect(done.status(), await done.text()).toBe(200);
    }
  }

  await reader.page.goto(`/groups/${group.id}`);
  const card = postWith(reader.page, open);
  await expect(card.getByText(`A member of ${group.name}`)).toBeVisible();
  await expect(card).not.toContainText("Dorcas");
  await expect(card.getByRole("img", { name: `Shared with ${group.name}` })).toBeVisible();

  const posts = reader.page.getByRole("region", { name: "Group posts" });
  await posts.getByRole("radio", { name: "Answered prayers" }).check();
  await expect(posts.getByRole("article")).toHaveCount(1);
  await expect(postWith(reader.page, answered)).toContainText("We arrived safely.");

  await Promise.all([author.close(), reader.close()]);
});

// One screen a test, each with its own time: axe on a shared two-core machine is slow.
test.describe("an answered anonymous request's card and the composer's prayer choices pass axe", () => {
  test.describe.configure({ timeout: 60_000 });
  let author: ApiActor;
  let reader: ApiActor;
  const content = `Pray for our brother ${tag()}`;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const { baseURL } = testInfo.project.use;
    author = await apiActor(playwright, baseURL, { firstName: "Martha", lastName: "Bethany" });
    reader = await apiActor(playwright, baseURL, { firstName: "Mary", lastName: "Bethany" });
    await acceptConnection(reader.api, await requestConnection(author.api, reader.id));
    const res = await author.api.post("/api/posts", {
      data: { content, type: "prayer", category: "grief", anonymous: true, audience: { kind: "people", userIds: [reader.id] } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    for (const [path, data] of [
      ["updates", { content: "He is very ill." }],
      ["answered", { testimony: "He lives!" }],
    ] as const) {
      const done = await author.api.post(`/api/posts/${id}/${path}`, { data });
      expect(done.ok(), await done.text()).toBe(true);
    }
  });
  test.afterAll(async () => {
    await author?.api.dispose();
    await reader?.api.dispose();
  });

  const axe = async (p: Page) => {
    const { violations } = await new AxeBuilder({ page: p }).withTags(["wcag2a", "wcag2aa"]).analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the card, ${colorScheme}`, async ({ page }) => {
      await signInThroughApi(page, reader.user);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto("/");
      const card = postWith(page, content);
      await expect(card.getByRole("region", { name: "Updates" })).toContainText("He is very ill.");
      await expect(card.getByRole("img", { name: /^Shared with/ })).toBeVisible();
      expect(await axe(page), `the card, ${colorScheme}`).toEqual([]);
    });

    test(`the composer, ${colorScheme}`, async ({ page }) => {
      await signInThroughApi(page, author.user);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto("/");
      const box = composer(page);
      await box.getByRole("radio", { name: "Prayer" }).check();
      await box.getByLabel("Share with").selectOption({ label: "Chosen connections" });
      await expect(box.getByRole("checkbox", { name: "Mary Bethany" })).toBeVisible();
      await expect(box.getByRole("switch", { name: "Post anonymously" })).toBeVisible();
      expect(await axe(page), `the composer, ${colorScheme}`).toEqual([]);
    });
  }
});
