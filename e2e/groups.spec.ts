import { expect, test, type APIRequest, type Page } from "@playwright/test";
import {
  postWith,
  tag,
  acceptConnection,
  answerInvitationThroughApi,
  apiActor,
  catchLoginRedirect,
  createGroupThroughApi,
  currentUserId,
  expectNoHorizontalScroll,
  holdRequests,
  inviteToGroupThroughApi,
  joinGroupThroughApi,
  newUser,
  requestConnection,
  signUpThroughApi,
  type ApiActor,
  type CreatedGroup,
  type TestUser,
} from "./helpers";

// 'My Groups' and everything else about groups: the group page, its feed,
// invitations, Find Groups, Join/Leave and Manage.

/** A unique marker so a test finds its own groups whatever else exists. */

const createDialog = (page: Page) => page.getByRole("dialog", { name: "Create Group" });
const manageDialog = (page: Page) => page.getByRole("dialog", { name: "Manage Group" });
const findDialog = (page: Page) => page.getByRole("dialog", { name: "Find Groups" });
const groupCard = (page: Page, name: string) => page.getByRole("article", { name });
const groupComposer = (page: Page) => page.getByRole("region", { name: "Share with your group" });

/**
 * The visible toast containing `text`. Found by its markup, not its role: while a modal dialog
 * is open, Radix hides everything outside it from the accessibility tree (screen readers still
 * hear the toast through Radix's own announcement).
 */
const toastWith = (page: Page, text: string) => page.locator('[role="region"][aria-label^="Alerts"] li').filter({ hasText: text });

/** The card's date as the page writes it: "Created Nov 22, 2026". */
const createdToday = () => `Created ${new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}`;

/**
 * A new person, connected to the page's signed-in person (who accepts their request), and
 * admin of a new private group. The caller disposes `admin.api`.
 */
/**
 * Priscilla, signed in on `page`, admin of a new private group, with Manage > Invite open; her
 * connection Aquila (an API actor, for the caller to dispose of) is not yet invited.
 */
async function adminOpensInviteTab(page: Page, playwright: Parameters<typeof apiActor>[0], baseURL: string | undefined) {
  await signUpThroughApi(page, newUser({ firstName: "Priscilla", lastName: "Rome" }));
  const invitee = await apiActor(playwright, baseURL, { firstName: "Aquila", lastName: "Pontus" });
  await acceptConnection(invitee.api, await requestConnection(page.request, invitee.id));
  const group = await createGroupThroughApi(page.request, `Tentmakers Prayer Circle ${tag()}`, { isPrivate: true });
  await page.goto(`/groups/${group.id}`);
  await page.getByRole("button", { name: "Manage" }).click();
  const dialog = manageDialog(page);
  await dialog.getByRole("tab", { name: "Invite" }).click();
  return { invitee, group, dialog };
}

async function connectedAdminOfPrivateGroup(
  page: Page,
  playwright: { request: APIRequest },
  baseURL: string | undefined,
  adminName: Partial<TestUser>,
  groupName: string,
): Promise<{ me: number; admin: ApiActor; group: CreatedGroup }> {
  const me = await currentUserId(page);
  const admin = await apiActor(playwright, baseURL, adminName);
  try {
    await acceptConnection(page.request, await requestConnection(admin.api, me));
    return { me, admin, group: await createGroupThroughApi(admin.api, groupName, { isPrivate: true }) };
  } catch (error) {
    await admin.api.dispose();
    throw error;
  }
}

test.describe("My Groups", () => {
  test("a new member sees 'No Groups Yet'; 'Create Your First Group' opens the dialog", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "My Groups", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();

    await page.getByRole("button", { name: "Create Your First Group" }).click();
    const dialog = createDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Group Name")).toBeFocused();
    await expect(dialog.getByLabel("Description")).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(dialog.getByRole("checkbox", { name: "Private Group (invitation only)" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create Your First Group" })).toBeFocused();

    // The static suggestions card stays, each with 'Find Groups'.
    for (const name of ["Prayer Groups", "Bible Study", "Worship Teams"]) {
      await expect(page.getByRole("button", { name: `Find Groups: ${name}` })).toHaveText("Find Groups");
    }
  });

  test("Create Group: an empty name shows 'Please enter a group name' and sends nothing; then the card appears", async ({ page }) => {
    // Two groups created, a reload and a page change: more steps than the default time allows
    // on a busy two-core machine.
    test.setTimeout(60_000);
    await signUpThroughApi(page);
    let posted = 0;
    page.on("request", (req) => {
      if (req.method() === "POST" && new URL(req.url()).pathname === "/api/groups") posted += 1;
    });
    await page.goto("/groups");
    await page.getByRole("button", { name: "Create Group", exact: true }).click();
    const dialog = createDialog(page);
    await dialog.getByLabel("Group Name").fill("   ");
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Please enter a group name")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Group Name")).toBeFocused();
    expect(posted).toBe(0);

    // 'Creating...' while the call runs.
    const name = `Tuesday Bible Study ${tag()}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/groups", async (route) => {
      await held;
      await route.fallback();
    });
    await dialog.getByLabel("Group Name").fill(`  ${name}  `);
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(dialog.getByRole("button", { name: "Creating..." })).toBeDisabled();
    release();

    await expect(toastWith(page, "Success")).toContainText("Group created successfully");
    await expect(dialog).toHaveCount(0);
    expect(posted).toBe(1);
    const card = groupCard(page, name);
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText("Public");
    await expect(card).toContainText("No description provided.");
    await expect(card).toContainText(createdToday());
    await expect(card).toContainText("1 member");
    await expect(card.getByRole("link", { name: "View Group" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Manage" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toHaveCount(0);

    // A private one with a description; the newest comes first.
    const secret = `Night Watch Prayer Circle ${tag()}`;
    await page.getByRole("button", { name: "Create Group", exact: true }).click();
    await dialog.getByLabel("Group Name").fill(secret);
    await dialog.getByLabel("Description").fill("We pray through the night for our city.");
    await dialog.getByRole("checkbox", { name: "Private Group (invitation only)" }).check();
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Success")).toContainText("Group created successfully");
    const privateCard = groupCard(page, secret);
    await expect(privateCard).toContainText("Private");
    await expect(privateCard).toContainText("We pray through the night for our city.");
    await expect(page.getByRole("article").first()).toHaveAccessibleName(secret);

    // It stays after a reload: it came from the server.
    await page.reload();
    await expect(groupCard(page, secret)).toContainText("Private");
    await expect(groupCard(page, name)).toContainText("Public");

    await groupCard(page, name).getByRole("link", { name: "View Group" }).click();
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  });

  test("a failed create says 'Failed to create group' or the server's words; signed out, 'Unauthorized'", async ({ page }) => {
    await signUpThroughApi(page);
    let answer: { status: number; body: string } = { status: 500, body: "" };
    await page.route("**/api/groups", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body })
        : route.fallback(),
    );
    await page.goto("/groups");
    await page.getByRole("button", { name: "Create Group", exact: true }).click();
    const dialog = createDialog(page);
    await dialog.getByLabel("Group Name").fill("Choir");
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Error")).toContainText("Failed to create group");
    // The dialog stays open with what was typed.
    await expect(dialog.getByLabel("Group Name")).toHaveValue("Choir");

    answer = { status: 400, body: JSON.stringify({ message: "Group name must be at most 100 characters" }) };
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Error")).toContainText("Group name must be at most 100 characters");

    answer = { status: 401, body: JSON.stringify({ message: "Unauthorized" }) };
    const login = await catchLoginRedirect(page);
    // Timed from before the click: under load the click call itself can return late.
    const clickedAt = Date.now();
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Unauthorized")).toContainText("You are logged out. Logging in again...");
    const loginUrl = await login.requested;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(490);
    expect(loginUrl.searchParams.get("next")).toBe("/groups");
  });
});

test("an admin invites a connection from Manage > Invite; once they accept, no one is left to invite", async ({ page, playwright, baseURL }) => {
  const { invitee, group, dialog } = await adminOpensInviteTab(page, playwright, baseURL);
  try {
    await dialog.getByRole("button", { name: "Invite Aquila Pontus" }).click();
    await expect(toastWith(page, "Success")).toContainText("Invitation sent to Aquila Pontus.");
    await expect(dialog.getByRole("button", { name: "Invited Aquila Pontus" })).toBeDisabled();
    await expect(dialog.getByRole("list", { name: "Pending invitations" })).toContainText("Aquila Pontus");

    // They accept; the invitation is no longer pending and no connection is left to invite.
    await answerInvitationThroughApi(invitee.api, group.id, "accepted");
    await page.reload();
    await page.getByRole("button", { name: "Manage" }).click();
    await dialog.getByRole("tab", { name: "Invite" }).click();
    await expect(dialog).toContainText("All your connections are already members of this group.");
  } finally {
    await invitee.api.dispose();
  }
});

test("an admin revokes a pending invitation from Manage > Invite; the invitee no longer has it", async ({ page, playwright, baseURL }) => {
  const { invitee, group, dialog } = await adminOpensInviteTab(page, playwright, baseURL);
  try {
    await dialog.getByRole("button", { name: "Invite Aquila Pontus" }).click();
    const pending = dialog.getByRole("list", { name: "Pending invitations" });
    await expect(pending).toContainText("Aquila Pontus");

    await pending.getByRole("button", { name: "Revoke invitation to Aquila Pontus" }).click();
    await expect(toastWith(page, "Success")).toContainText("Invitation to Aquila Pontus revoked.");
    await expect(pending).toHaveCount(0);
    // They may be invited again, and their own list of invitations is empty.
    await expect(dialog.getByRole("button", { name: "Invite Aquila Pontus" })).toBeEnabled();
    const theirs = await invitee.api.get("/api/groups/invitations");
    expect(await theirs.json()).toEqual([]);
    expect((await invitee.api.get(`/api/groups/${group.id}`)).status()).toBe(404);
  } finally {
    await invitee.api.dispose();
  }
});

test("an invited connection accepts on /groups, then sees the group as a member who may leave but not manage", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpThroughApi(page, newUser({ firstName: "Aquila", lastName: "Pontus" }));
  const name = `Tentmakers Prayer Circle ${tag()}`;
  const { me, admin, group } = await connectedAdminOfPrivateGroup(page, playwright, baseURL, { firstName: "Priscilla", lastName: "Rome" }, name);
  try {
    await inviteToGroupThroughApi(admin.api, group.id, me);

    await page.goto("/groups");
    const invitations = page.getByRole("region", { name: "Invitations" });
    await expect(invitations).toContainText(name);
    await expect(invitations).toContainText("Priscilla Rome invited you");
    await expect(invitations).toContainText("Private");
    await invitations.getByRole("button", { name: `Accept invitation to ${name}` }).click();
    await expect(toastWith(page, "Success")).toContainText(`Welcome to ${name}!`);
    await expect(invitations).toHaveCount(0);
    const card = groupCard(page, name);
    await expect(card).toContainText("Private");
    await expect(card).toContainText("2 members");

    await card.getByRole("link", { name: "View Group" }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members.getByRole("listitem").first()).toContainText("Priscilla Rome");
    await expect(members.getByRole("listitem").first()).toContainText("Admin");
    await expect(members.getByRole("listitem").nth(1)).toContainText("Aquila Pontus");
    await expect(members.getByRole("listitem").nth(1)).not.toContainText("Admin");
    await expect(page.getByRole("button", { name: `Leave ${name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage" })).toHaveCount(0);
  } finally {
    await admin.api.dispose();
  }
});

test("an invitation arriving while /groups is open shows at once; declining it adds no group", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const { me, admin, group } = await connectedAdminOfPrivateGroup(
    page,
    playwright,
    baseURL,
    { firstName: "Lois", lastName: "Lystra" },
    `Grandmothers in Prayer ${tag()}`,
  );
  try {
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
    // Invited while the page is open: the invitation shows up without a reload.
    await inviteToGroupThroughApi(admin.api, group.id, me);
    const invitations = page.getByRole("region", { name: "Invitations" });
    await expect(invitations).toContainText(group.name);
    await invitations.getByRole("button", { name: `Decline invitation to ${group.name}` }).click();
    await expect(toastWith(page, "Success")).toContainText(`You declined the invitation to ${group.name}.`);
    await expect(invitations).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
  } finally {
    await admin.api.dispose();
  }
});

test("members post and pray inside the group; the post stands in the home feed, named with its group", async ({ page }) => {
  await signUpThroughApi(page);
  const group = await createGroupThroughApi(page.request, `Wednesday Intercessors ${tag()}`);
  await page.goto(`/groups/${group.id}`);
  await expect(page.getByRole("heading", { name: group.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No posts yet" })).toBeVisible();

  const composer = groupComposer(page);
  const share = composer.getByRole("button", { name: "Share", exact: true });
  await expect(share).toBeDisabled();
  await composer.getByRole("radio", { name: "Prayer" }).click();
  const content = `Please pray for Sarah's recovery ${tag()}`;
  await composer.getByPlaceholder("What would you like prayer for?").fill(content);
  await share.click();
  await expect(toastWith(page, "Post Created")).toBeVisible();

  const post = postWith(page, content);
  await expect(post).toContainText("Prayer Request");
  const pray = post.getByRole("button", { name: /^Prayer/ });
  await expect(pray).toHaveText("Prayer 0");
  await pray.click();
  await expect(pray).toHaveText("Prayer 1");
  await expect(pray).toHaveAttribute("aria-pressed", "true");

  // Comments work as on the home feed.
  await post.getByRole("button", { name: /^Comment/ }).click();
  await post.getByPlaceholder("Write a comment...").fill("Praying with you.");
  await post.getByRole("button", { name: "Post Comment" }).click();
  await expect(post.getByRole("region", { name: "Comments" })).toContainText("Praying with you.");
  await expect(post.getByRole("button", { name: /^Comment/ })).toHaveText("Comment 1");

  // From the server, after a reload.
  await page.reload();
  await expect(postWith(page, content).getByRole("button", { name: /^Prayer/ })).toHaveText("Prayer 1");

  // A group's post reaches its members' home feeds, the author's too, named with the group.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
  const inFeed = postWith(page, content);
  await expect(inFeed.getByRole("link", { name: group.name })).toHaveAttribute("href", `/groups/${group.id}`);
  await expect(inFeed.getByRole("button", { name: /^Prayer/ })).toHaveText("Prayer 1");
});

test("a non-member cannot open a private group's page: 'Group not found'", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const owner = await apiActor(playwright, baseURL, { firstName: "Nicodemus", lastName: "Night" });
  try {
    const group = await createGroupThroughApi(owner.api, `Hidden Circle ${tag()}`, {
      isPrivate: true,
      description: "Words for members only.",
    });
    await page.goto(`/groups/${group.id}`);
    await expect(page.getByRole("heading", { name: "Group not found", level: 1 })).toBeVisible();
    await expect(page.getByText(group.name)).toHaveCount(0);
    await expect(page.getByText("Words for members only.")).toHaveCount(0);
    await page.getByRole("link", { name: "Go to My Groups" }).click();
    await expect(page.getByRole("heading", { name: "My Groups", level: 1 })).toBeVisible();

    // Nor does it show in a search.
    await page.getByRole("button", { name: "Find Groups: Prayer Groups" }).click();
    await findDialog(page).getByRole("searchbox").fill(group.name);
    await expect(findDialog(page)).toContainText(`No public groups match "${group.name}" yet.`);
  } finally {
    await owner.api.dispose();
  }
});

test("Find Groups searches public groups by name; Join makes it mine", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const owner = await apiActor(playwright, baseURL, { firstName: "Silas", lastName: "Philippi" });
  try {
    const marker = tag();
    const group = await createGroupThroughApi(owner.api, `Prayer Warriors ${marker}`, {
      description: "Morning prayer before work, every weekday.",
    });
    await page.goto("/groups");
    await page.getByRole("button", { name: "Find Groups: Prayer Groups" }).click();
    const dialog = findDialog(page);
    const search = dialog.getByRole("searchbox", { name: "Search groups by name" });
    // Prefilled with the suggestion's topic.
    await expect(search).toHaveValue("Prayer");
    await search.fill(`warriors ${marker}`);
    const results = dialog.getByRole("list", { name: "Public groups" });
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(results).toContainText(group.name);
    await expect(results).toContainText("1 member");
    await expect(results).toContainText("Morning prayer before work, every weekday.");

    await results.getByRole("button", { name: `Join ${group.name}` }).click();
    await expect(toastWith(page, "Success")).toContainText(`You have joined ${group.name}.`);
    await expect(results).toContainText("Joined");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Find Groups: Prayer Groups" })).toBeFocused();

    const card = groupCard(page, group.name);
    await expect(card).toContainText("Public");
    await expect(card).toContainText("2 members");
    // Only admins manage a group: a member's card offers its page, where they may leave.
    await expect(card.getByRole("link", { name: `View Group: ${group.name}` })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Manage/ })).toHaveCount(0);
    await card.getByRole("link", { name: `View Group: ${group.name}` }).click();
    await page.getByRole("button", { name: `Leave ${group.name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave Group" }).click();
    await expect(toastWith(page, "Success")).toContainText(`You have left ${group.name}.`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Groups" }).click();
    await expect(groupCard(page, group.name)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
  } finally {
    await owner.api.dispose();
  }
});

test("a visitor of a public group reads it and joins from its page", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const owner = await apiActor(playwright, baseURL, { firstName: "Lydia", lastName: "Thyatira" });
  try {
    const group = await createGroupThroughApi(owner.api, `Purple Cloth Bible Study ${tag()}`);
    const res = await owner.api.post(`/api/groups/${group.id}/posts`, { data: { content: "We start Acts 16 on Monday.", type: "text" } });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto(`/groups/${group.id}`);
    await expect(page.getByRole("heading", { name: group.name, level: 1 })).toBeVisible();
    await expect(postWith(page, "We start Acts 16 on Monday.")).toBeVisible();
    await expect(groupComposer(page)).toHaveCount(0);
    await expect(page.getByText("Join this group to share posts and prayer requests")).toBeVisible();
    // Only members pray and comment (the server refuses others): the card shows the counts
    // and how to take part, not buttons that would fail.
    const post = postWith(page, "We start Acts 16 on Monday.");
    await expect(post.getByText("Join the group to pray and comment.")).toBeVisible();
    await expect(post.getByRole("button", { name: /^Prayer/ })).toHaveCount(0);
    await expect(post.getByRole("button", { name: /^Comment/ })).toHaveCount(0);
    await expect(post.getByRole("button", { name: "Share" })).toBeVisible();

    await page.getByRole("button", { name: "Join Group" }).click();
    await expect(toastWith(page, "Success")).toContainText(`You have joined ${group.name}.`);
    await expect(groupComposer(page)).toBeVisible();
    // A member now: Prayer and Comment are there, and work.
    await expect(post.getByText("Join the group to pray and comment.")).toHaveCount(0);
    await post.getByRole("button", { name: /^Prayer/ }).click();
    await expect(post.getByRole("button", { name: /^Prayer/ })).toHaveText(/Prayer\s*1/);
    await expect(post.getByRole("button", { name: /^Comment/ })).toBeVisible();
    await expect(page.getByText("2 members")).toBeVisible();
    await expect(page.getByRole("region", { name: "Members" }).getByRole("listitem")).toHaveCount(2);
  } finally {
    await owner.api.dispose();
  }
});

test("an invitation sent while /groups is still opening shows once the bell's count arrives", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  // Their connection request leaves me one unread notice before the page opens.
  const { me, admin, group } = await connectedAdminOfPrivateGroup(
    page,
    playwright,
    baseURL,
    { firstName: "Phoebe", lastName: "Cenchreae" },
    `Servants of the Church ${tag()}`,
  );
  try {
    // The bell's count and live stream come late: the invitation is sent after the page read
    // its invitations, but before the first count reaches it.
    const bell = await holdRequests(page, /^\/api\/notifications\/(count|stream)$/);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
    await inviteToGroupThroughApi(admin.api, group.id, me);
    bell.release();
    await expect(page.getByRole("region", { name: "Invitations" })).toContainText(group.name);
  } finally {
    await admin.api.dispose();
  }
});

test("an admin edits the group's details from Manage on its card", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const member = await apiActor(playwright, baseURL);
  try {
    const group = await createGroupThroughApi(page.request, `Youth Worship Team ${tag()}`);
    await joinGroupThroughApi(member.api, group.id);

    // 'Manage' on the card opens the dialog in place.
    await page.goto("/groups");
    await groupCard(page, group.name).getByRole("button", { name: "Manage" }).click();
    const dialog = manageDialog(page);
    await expect(dialog.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    const renamed = `${group.name} (Sundays)`;
    await dialog.getByLabel("Group Name").fill(renamed);
    await dialog.getByLabel("Description").fill("Leading worship at the 10 o'clock service.");
    await dialog.getByRole("checkbox", { name: "Private Group (invitation only)" }).check();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastWith(page, "Success")).toContainText("Group updated successfully");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Close" }).click();
    const card = groupCard(page, renamed);
    await expect(card).toContainText("Private");
    await expect(card).toContainText("Leading worship at the 10 o'clock service.");
    await expect(card).toContainText("2 members");
  } finally {
    await member.api.dispose();
  }
});

test("an admin makes one member admin and removes another", async ({ page, playwright, baseURL }) => {
  await signUpThroughApi(page);
  const a = await apiActor(playwright, baseURL, { firstName: "Timothy", lastName: "Lystra" });
  const b = await apiActor(playwright, baseURL, { firstName: "Titus", lastName: "Crete" });
  try {
    const group = await createGroupThroughApi(page.request, `Youth Worship Team ${tag()}`);
    await joinGroupThroughApi(a.api, group.id);
    await joinGroupThroughApi(b.api, group.id);

    await page.goto(`/groups/${group.id}`);
    await page.getByRole("button", { name: "Manage" }).click();
    const dialog = manageDialog(page);
    await dialog.getByRole("tab", { name: "Members" }).click();
    await dialog.getByRole("button", { name: "Make admin: Timothy Lystra" }).click();
    await expect(toastWith(page, "Success")).toContainText("Timothy Lystra is now an admin.");
    await expect(dialog.getByRole("button", { name: "Remove admin: Timothy Lystra" })).toBeVisible();
    await dialog.getByRole("button", { name: "Remove Titus Crete from the group" }).click();
    await page.getByRole("alertdialog", { name: "Remove Titus Crete?" }).getByRole("button", { name: "Remove" }).click();
    await expect(toastWith(page, "Success")).toContainText("Titus Crete has been removed from the group.");
    await expect(dialog.getByRole("listitem").filter({ hasText: "Titus Crete" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members.getByRole("listitem").filter({ hasText: "Timothy Lystra" })).toContainText("Admin");
    await expect(page.getByText("2 members")).toBeVisible();
  } finally {
    await a.api.dispose();
    await b.api.dispose();
  }
});

test("an admin deletes the group once they confirm; Cancel keeps it", async ({ page }) => {
  await signUpThroughApi(page);
  const group = await createGroupThroughApi(page.request, `Youth Worship Team ${tag()}`);

  await page.goto(`/groups/${group.id}`);
  await page.getByRole("button", { name: "Manage" }).click();
  const dialog = manageDialog(page);
  await dialog.getByRole("button", { name: "Delete Group" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${group.name}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete Group" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toastWith(page, "Success")).toContainText(`${group.name} has been deleted.`);
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
  const gone = await page.request.get(`/api/groups/${group.id}`);
  expect(gone.status()).toBe(404);
});

test("the last admin is told before leaving that another member must be admin first, and the server refuses", async ({ page }) => {
  await signUpThroughApi(page);
  const group = await createGroupThroughApi(page.request, `Ushers ${tag()}`);
  await page.goto(`/groups/${group.id}`);
  await page.getByRole("button", { name: `Leave ${group.name}` }).click();
  // The dialog says so before anything is sent, and promises no coming back.
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("You are this group's only admin: make another member admin first, then you can leave.");
  await expect(confirm).not.toContainText("join again");
  await confirm.getByRole("button", { name: "Leave Group" }).click();
  await expect(toastWith(page, "Error")).toContainText("A group needs an admin: make another member admin first");
  await expect(page.getByRole("heading", { name: group.name, level: 1 })).toBeVisible();
});

test.describe("phone (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("/groups, the create dialog and a group page fit the screen", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "No Groups Yet" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Create Group", exact: true }).click();
    const dialog = createDialog(page);
    await dialog.getByLabel("Group Name").fill(`A rather long group name for a small screen ${tag()}`);
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toastWith(page, "Success")).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.getByRole("link", { name: "View Group" }).click();
    await expect(groupComposer(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Manage" }).click();
    await expect(manageDialog(page)).toBeVisible();
    const box = await manageDialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  });
});
