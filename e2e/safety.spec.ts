import { expect, test, type Page } from "@playwright/test";
import {
  member,
  postWith,
  tag,
  acceptConnection,
  apiActor,
  commentOn,
  connectThroughApi,
  createGroupThroughApi,
  createPostThroughApi,
  currentUserId,
  joinGroupThroughApi,
  newUser,
  reportThroughApi,
  confirmAddress,
  requestConnection,
  signUpThroughApi,
  toastWith,
} from "./helpers";

// Keeping someone away (block, mute), reporting, and what a group's admins do in their group.
// Each test drives two browsers through several pages: it gets 90 s on a busy machine.

const emptyFeed = (page: Page) => page.getByRole("heading", { name: "Welcome to your community feed" });
const keptAway = (page: Page) => page.getByRole("region", { name: "Blocked and muted" });

test.describe("block", () => {
  test("blocking from a profile hides each from the other, both ways, until it is lifted in Settings", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: `Thyatira${tag()}` }));
    const other = await member(browser, { firstName: "Demas", lastName: `Thessalonica${tag()}` });
    try {
      await connectThroughApi(page, other.page);
      const mine = await createPostThroughApi(page, `Lydia's post ${tag()}`);
      const theirs = await createPostThroughApi(other.page, `Demas's post ${tag()}`);
      await commentOn(other.page.request, mine.id, `Demas comments ${tag()}`);

      await page.goto(`/profile/${other.id}`);
      await page.getByRole("button", { name: `More options for ${other.user.firstName} ${other.user.lastName}` }).click();
      await page.getByRole("menuitem", { name: `Block ${other.user.firstName}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Block ${other.user.firstName} ${other.user.lastName}?` });
      await expect(dialog).toContainText(
        "You will no longer see each other's posts, comments or profile, and your connection will end. They will not be told.",
      );
      await dialog.getByRole("button", { name: "Block" }).click();

      // Sent home, told, and their post and comment are gone from what I see.
      await expect(toastWith(page, `Blocked ${other.user.firstName} ${other.user.lastName}`)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(postWith(page, mine.content)).toBeVisible();
      await expect(postWith(page, theirs.content)).toHaveCount(0);
      await postWith(page, mine.content)
        .getByRole("button", { name: /^Comment/ })
        .click();
      const comments = postWith(page, mine.content).getByRole("region", { name: "Comments" });
      await expect(comments.getByText("No comments yet.")).toBeVisible();
      await page.goto(`/profile/${other.id}`);
      await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();

      // The other side sees nothing of me either.
      await other.page.goto("/");
      await expect(postWith(other.page, theirs.content)).toBeVisible();
      await expect(postWith(other.page, mine.content)).toHaveCount(0);
      await other.page.goto(`/profile/${await currentUserId(page)}`);
      await expect(other.page.getByRole("heading", { name: "User not found" })).toBeVisible();

      // Settings lists them; Unblock lifts it (the connection stays ended).
      await page.goto("/settings");
      const row = keptAway(page).getByRole("listitem").filter({ hasText: other.user.lastName });
      await expect(row).toContainText("Blocked");
      await row.getByRole("button", { name: `Unblock ${other.user.firstName} ${other.user.lastName}` }).click();
      await expect(toastWith(page, `Unblocked ${other.user.firstName}`)).toBeVisible();
      await expect(keptAway(page).getByText("You have not blocked or muted anyone.")).toBeVisible();
      await page.goto(`/profile/${other.id}`);
      await expect(page.getByRole("heading", { name: `${other.user.firstName} ${other.user.lastName}` })).toBeVisible();
      await expect(page.getByRole("button", { name: "Connect" })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("blocking from a post's menu takes their posts out of the feed at once", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    const other = await member(browser, { firstName: "Alexander", lastName: `Coppersmith${tag()}` });
    try {
      await connectThroughApi(page, other.page);
      const theirs = await createPostThroughApi(other.page, `Alexander's post ${tag()}`);
      await page.goto("/");
      await postWith(page, theirs.content).getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Block Alexander" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Block" }).click();
      await expect(toastWith(page, "Blocked Alexander")).toBeVisible();
      await expect(postWith(page, theirs.content)).toHaveCount(0);
      await expect(emptyFeed(page)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("mute", () => {
  test("muting takes their posts out of my feed; unmuting in Settings brings them back", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    const other = await member(browser, { firstName: "Diotrephes", lastName: `Talkative${tag()}` });
    try {
      await connectThroughApi(page, other.page);
      const theirs = await createPostThroughApi(other.page, `Diotrephes has opinions ${tag()}`);
      await page.goto("/");
      await postWith(page, theirs.content).getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Mute Diotrephes" }).click();
      await expect(toastWith(page, "Muted Diotrephes")).toContainText("Their posts will no longer appear in your feed");
      await expect(postWith(page, theirs.content)).toHaveCount(0);
      await page.reload();
      await expect(emptyFeed(page)).toBeVisible();
      await expect(postWith(page, theirs.content)).toHaveCount(0);

      // Nothing else changes: their profile still shows, and its menu offers Unmute.
      await page.goto(`/profile/${other.id}`);
      await expect(postWith(page, theirs.content)).toBeVisible();
      await page.getByRole("button", { name: /^More options for Diotrephes/ }).click();
      await expect(page.getByRole("menuitem", { name: "Unmute Diotrephes" })).toBeVisible();
      await page.keyboard.press("Escape");

      await page.goto("/settings");
      const row = keptAway(page).getByRole("listitem").filter({ hasText: other.user.lastName });
      await expect(row).toContainText("Muted");
      await row.getByRole("button", { name: /^Unmute Diotrephes/ }).click();
      await expect(toastWith(page, "Unmuted Diotrephes")).toBeVisible();
      await expect(keptAway(page).getByText("You have not blocked or muted anyone.")).toBeVisible();
      await page.goto("/");
      await expect(postWith(page, theirs.content)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("report", () => {
  test("a post is reported through the dialog: a reason is needed, and 'Something else' needs words", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    const other = await member(browser, { firstName: "Hymenaeus", lastName: `Ephesus${tag()}` });
    try {
      await connectThroughApi(page, other.page);
      const theirs = await createPostThroughApi(other.page, `The resurrection is past already ${tag()}`);
      await page.goto("/");
      await postWith(page, theirs.content).getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Report post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report post" });
      await expect(dialog.getByRole("radio")).toHaveCount(5);

      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(dialog.getByText("Choose a reason for the report")).toBeVisible();
      await expect(dialog.getByRole("radio", { name: "Spam" })).toBeFocused();

      await dialog.getByRole("radio", { name: "Something else" }).check();
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(dialog.getByText("Tell us what is wrong")).toBeVisible();
      const details = dialog.getByRole("textbox", { name: /^Details/ });
      await expect(details).toBeFocused();
      await expect(details).toHaveAttribute("maxlength", "1000");

      await details.fill("It teaches that the resurrection has already happened.");
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(toastWith(page, "Report sent")).toContainText("Thank you. Our moderators will look at your report.");
      await expect(dialog).toHaveCount(0);
      // A report is private: the post stays, and its author is told nothing.
      await expect(postWith(page, theirs.content)).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("reports by three members hide a post from everyone but its author, who sees why", async ({ page, browser, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const me = await signUpThroughApi(page);
    const author = await member(browser, { firstName: "Elymas", lastName: `Sorcerer${tag()}` });
    const others = [
      await apiActor(playwright, baseURL, { firstName: "Sergius", lastName: "Paulus" }),
      await apiActor(playwright, baseURL, { firstName: "Barnabas", lastName: "Cyprus" }),
    ];
    try {
      // Reports count towards a hold from members whose address is confirmed.
      await confirmAddress(page.request, me.email);
      for (const reporter of others) await confirmAddress(reporter.api, reporter.user.email);
      await connectThroughApi(page, author.page);
      const post = await createPostThroughApi(author.page, `Turn away from the faith ${tag()}`);
      for (const reporter of others) {
        await acceptConnection(author.page.request, await requestConnection(reporter.api, author.id));
        await reportThroughApi(reporter.api, { targetType: "post", targetId: post.id });
      }

      // The third report, through the app, holds it.
      await page.goto("/");
      await postWith(page, post.content).getByRole("button", { name: "Post options" }).click();
      await page.getByRole("menuitem", { name: "Report post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report post" });
      await dialog.getByRole("radio", { name: "False teaching or hateful content" }).check();
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(toastWith(page, "Report sent")).toBeVisible();
      await page.reload();
      await expect(emptyFeed(page)).toBeVisible();
      await expect(postWith(page, post.content)).toHaveCount(0);

      await author.page.goto("/");
      const card = postWith(author.page, post.content);
      await expect(card).toContainText("Hidden while moderators review reports. Only you can see this.");
    } finally {
      for (const reporter of others) await reporter.api.dispose();
      await author.close();
    }
  });
});

test.describe("comments", () => {
  test("a group's admin deletes a member's comment in the group; its author's own menu deletes theirs", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Gaius", lastName: `Host${tag()}` }));
    const other = await member(browser, { firstName: "Onesimus", lastName: `Colossae${tag()}` });
    try {
      const group = await createGroupThroughApi(page.request, `Philemon's house ${tag()}`);
      await joinGroupThroughApi(other.page.request, group.id);
      const post = await page.request.post(`/api/groups/${group.id}/posts`, { data: { content: `Welcome, brothers ${tag()}`, type: "text" } });
      const postId = ((await post.json()) as { id: number }).id;
      await commentOn(other.page.request, postId, "A comment the admin removes.");
      await commentOn(other.page.request, postId, "A comment its author removes.");

      await page.goto(`/groups/${group.id}`);
      const card = page.getByRole("article").filter({ hasText: "Welcome, brothers" });
      await card.getByRole("button", { name: /^Comment 2/ }).click();
      const comments = card.getByRole("region", { name: "Comments" });
      const theirs = comments.getByRole("listitem").filter({ hasText: "the admin removes" });
      await theirs.getByRole("button", { name: /^Options for .*comment$/ }).click();
      await expect(page.getByRole("menuitem", { name: "Report comment" })).toBeVisible();
      await page.getByRole("menuitem", { name: "Delete comment" }).click();
      await page.getByRole("alertdialog", { name: "Delete this comment?" }).getByRole("button", { name: "Delete" }).click();
      await expect(toastWith(page, "Comment Deleted")).toBeVisible();
      await expect(theirs).toHaveCount(0);
      await expect(card.getByRole("button", { name: /^Comment 1/ })).toBeVisible();

      await other.page.goto(`/posts/${postId}`);
      const own = other.page.getByRole("listitem").filter({ hasText: "its author removes" });
      await other.page.getByRole("button", { name: /^Comment 1/ }).click();
      await own.getByRole("button", { name: /^Options for .*comment$/ }).click();
      await expect(other.page.getByRole("menuitem", { name: "Report comment" })).toHaveCount(0);
      await other.page.getByRole("menuitem", { name: "Delete comment" }).click();
      await other.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(own).toHaveCount(0);
      // Open on the admin's screen, the list hears of it.
      await expect(comments.getByText("No comments yet.")).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe("group bans", () => {
  test("a group's admin removes and bans a member, sees them among the banned, and lifts the ban", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Diotrephes", lastName: `First${tag()}` }));
    const other = await member(browser, { firstName: "Demetrius", lastName: `Good${tag()}` });
    try {
      const group = await createGroupThroughApi(page.request, `Third letter ${tag()}`);
      await joinGroupThroughApi(other.page.request, group.id);
      const name = `${other.user.firstName} ${other.user.lastName}`;

      await page.goto(`/groups/${group.id}?manage`);
      const manage = page.getByRole("dialog", { name: "Manage Group" });
      await manage.getByRole("tab", { name: "Members" }).click();
      await expect(manage.getByText("No one is banned from this group.")).toBeVisible();
      await manage.getByRole("button", { name: `Remove and ban ${name} from the group` }).click();
      await page
        .getByRole("alertdialog", { name: `Remove and ban ${name}?` })
        .getByRole("button", { name: "Remove and ban" })
        .click();
      await expect(toastWith(page, `${name} has been removed and banned from the group.`)).toBeVisible();
      const banned = manage.getByRole("list", { name: "Banned" });
      await expect(banned.getByText(name)).toBeVisible();
      await expect(manage.getByRole("list", { name: "Members" }).getByText(name)).toHaveCount(0);

      // Kept out: joining again is refused.
      const rejoin = await other.page.request.post(`/api/groups/${group.id}/join`);
      expect(rejoin.status()).toBeGreaterThanOrEqual(400);

      await banned.getByRole("button", { name: `Lift ban: ${name}` }).click();
      await expect(toastWith(page, `${name} may join the group again.`)).toBeVisible();
      await expect(manage.getByText("No one is banned from this group.")).toBeVisible();
      await joinGroupThroughApi(other.page.request, group.id);
    } finally {
      await other.close();
    }
  });

  test("someone not an admin of a group may report it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page);
    const other = await member(browser, { firstName: "Jannes", lastName: `Jambres${tag()}` });
    try {
      const group = await createGroupThroughApi(other.page.request, `Magicians ${tag()}`);
      await page.goto(`/groups/${group.id}`);
      await page.getByRole("button", { name: "Group options" }).click();
      await page.getByRole("menuitem", { name: "Report group" }).click();
      const dialog = page.getByRole("dialog", { name: "Report group" });
      await dialog.getByRole("radio", { name: "Spam" }).check();
      await dialog.getByRole("button", { name: "Send report" }).click();
      await expect(toastWith(page, "Report sent")).toBeVisible();

      // Its admin has no such menu.
      await other.page.goto(`/groups/${group.id}`);
      await expect(other.page.getByRole("button", { name: "Manage" })).toBeVisible();
      await expect(other.page.getByRole("button", { name: "Group options" })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
