import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { member, newUser, postWith, signUpThroughApi, tag, toastWith } from "./helpers";

// A church's groups and its prayer wall: a pastor starts a prayer team and invites a member, a
// request kept for the team reaches the team and no one else, and the pastor takes down what
// should not stay on the wall.

interface CreatedChurch {
  id: number;
  slug: string;
  name: string;
}

async function createChurchThroughApi(api: APIRequestContext, name: string): Promise<CreatedChurch> {
  const res = await api.post("/api/churches", { data: { name, joinMode: "open" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedChurch;
}

async function joinThroughApi(api: APIRequestContext, church: CreatedChurch): Promise<void> {
  const res = await api.post(`/api/churches/${church.slug}/join`);
  expect(res.status(), await res.text()).toBe(200);
}

/** The church's page, on one of its tabs. */
async function openTab(page: Page, church: CreatedChurch, tab: string): Promise<void> {
  await page.goto(`/churches/${church.slug}`);
  await page.getByRole("tab", { name: tab }).click();
}

const wallComposer = (page: Page) => page.getByRole("region", { name: "Share with your church" });

test("a prayer team receives the requests kept for it; the pastor takes a post off the wall", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
  const church = await createChurchThroughApi(page.request, `Grace Chapel ${tag()}`);
  const anna = await member(browser, { firstName: "Anna", lastName: "Intercessor" });
  const bea = await member(browser, { firstName: "Bea", lastName: "Asking" });
  const cleo = await member(browser, { firstName: "Cleo", lastName: "Pew" });
  try {
    for (const person of [anna, bea, cleo]) await joinThroughApi(person.page.request, church);

    // The pastor starts the prayer team from the Groups tab.
    await openTab(page, church, "Groups");
    await expect(page.getByRole("heading", { name: "No groups yet" })).toBeVisible();
    await page.getByRole("button", { name: "New group" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Group" });
    await dialog.getByLabel("Group Name").fill("Intercessors");
    await dialog.getByLabel("Kind").selectOption("prayer_team");
    await expect(dialog.getByText("Its members receive the requests marked “Prayer team only” on the prayer wall.")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Group created successfully")).toBeVisible();
    const team = page.getByRole("article").filter({ hasText: "Intercessors" });
    await expect(team.getByText("Prayer team", { exact: true })).toBeVisible();

    // A prayer team is private: the pastor finds Anna among the church's members (no connection
    // of theirs) and invites her; she accepts. The team's page names its church.
    await expect(team.getByText("Private", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "View Group: Intercessors" }).click();
    await expect(page.getByRole("link", { name: church.name })).toHaveAttribute("href", `/churches/${church.slug}`);
    await page.getByRole("button", { name: "Manage" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Group" });
    await manage.getByRole("tab", { name: "Invite" }).click();
    await manage.getByRole("searchbox", { name: "Find a member by name" }).fill("Anna");
    await manage.getByRole("button", { name: "Invite Anna Intercessor" }).click();
    await expect(manage.getByRole("button", { name: "Invited Anna Intercessor" })).toBeVisible();
    await page.keyboard.press("Escape");
    await anna.page.goto("/groups");
    await anna.page.getByRole("region", { name: "Invitations" }).getByRole("button", { name: "Accept invitation to Intercessors" }).click();
    await expect(toastWith(anna.page, "Success")).toContainText("Welcome to Intercessors!");

    // Bea keeps a request for the team.
    const request = `Please pray for my mother's surgery ${tag()}`;
    await openTab(bea.page, church, "Prayer wall");
    const composer = wallComposer(bea.page);
    await composer.getByRole("radio", { name: "Prayer" }).click();
    await composer.getByPlaceholder("What would you like prayer for?").fill(request);
    await composer.getByRole("checkbox", { name: "Prayer team only" }).check();
    await composer.getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastWith(bea.page, "Your request has been shared with your church's prayer team.")).toBeVisible();
    await expect(postWith(bea.page, request).getByRole("img", { name: "Prayer team only" })).toBeAttached();

    // The team sees it; another member does not.
    await openTab(anna.page, church, "Prayer wall");
    await expect(postWith(anna.page, request)).toBeVisible();
    const wallPost = `Thank you all for the meal on Sunday ${tag()}`;
    await openTab(cleo.page, church, "Prayer wall");
    await expect(cleo.page.getByRole("heading", { name: "No posts yet" })).toBeVisible();
    await expect(postWith(cleo.page, request)).toHaveCount(0);

    // Cleo shares with the whole church; the pastor, leading it, takes the post down.
    await wallComposer(cleo.page).getByPlaceholder("What's on your heart today?").fill(wallPost);
    await wallComposer(cleo.page).getByRole("button", { name: "Share", exact: true }).click();
    await expect(toastWith(cleo.page, `Your post has been shared with ${church.name}.`)).toBeVisible();
    await expect(postWith(cleo.page, wallPost)).toBeVisible();

    await openTab(page, church, "Prayer wall");
    const card = postWith(page, wallPost);
    await card.getByRole("button", { name: "Post options" }).click();
    await page.getByRole("menuitem", { name: "Delete post" }).click();
    await page.getByRole("alertdialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toastWith(page, "Post Deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await page.getByRole("tab", { name: "Prayer wall" }).click();
    await expect(postWith(page, request)).toBeVisible();
    await expect(postWith(page, wallPost)).toHaveCount(0);

    // It is gone for its author too.
    await cleo.page.reload();
    await cleo.page.getByRole("tab", { name: "Prayer wall" }).click();
    await expect(cleo.page.getByRole("heading", { name: "No posts yet" })).toBeVisible();
  } finally {
    await Promise.all([anna, bea, cleo].map((person) => person.close()));
  }
});
