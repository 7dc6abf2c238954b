import { expect, test, type Page } from "@playwright/test";
import { connectThroughApi, createGroupThroughApi, joinGroupThroughApi, member } from "./helpers";

// Live prayer rooms: a host opens one, others join from the "Live now" card or the group's
// page, and everyone in it sees the same thing at once: who is there, the request being prayed
// for, the Amen count and the chat. When the host ends it, its record stays at the same address.

const presence = (page: Page) => page.getByRole("list", { name: "People in this room" });
const chat = (page: Page) => page.getByRole("log", { name: "Chat messages" });
const amenCount = (page: Page) => page.getByTestId("room-amen-count");
const current = (page: Page) => page.getByTestId("room-current");

test("three people pray together in a room for the host's connections, and the host ends it", async ({ browser }) => {
  test.setTimeout(60_000);
  const hana = await member(browser, { firstName: "Hana", lastName: "Host" });
  const cal = await member(browser, { firstName: "Cal", lastName: "Caleb" });
  const dee = await member(browser, { firstName: "Dee", lastName: "Deborah" });
  try {
    await connectThroughApi(hana.page, cal.page);
    await connectThroughApi(hana.page, dee.page);

    await hana.page.goto("/");
    const liveNow = hana.page.getByRole("region", { name: "Live now" });
    await liveNow.getByLabel("Room title (optional)").fill("Evening prayer");
    await liveNow.getByRole("button", { name: "Open a prayer room" }).click();
    await expect(hana.page).toHaveURL(/\/rooms\/\d+$/);
    await expect(hana.page.getByRole("heading", { level: 1, name: "Evening prayer" })).toBeVisible();
    await expect(presence(hana.page).getByRole("listitem")).toHaveCount(1);

    // The others join from the card in their home feed.
    for (const other of [cal, dee]) {
      await other.page.goto("/");
      await other.page.getByRole("region", { name: "Live now" }).getByRole("link", { name: "Join Evening prayer" }).click();
      await expect(other.page.getByRole("heading", { level: 1, name: "Evening prayer" })).toBeVisible();
    }
    for (const who of [hana, cal, dee]) {
      await expect(presence(who.page)).toContainText("Hana Host");
      await expect(presence(who.page)).toContainText("Cal Caleb");
      await expect(presence(who.page)).toContainText("Dee Deborah");
    }

    await cal.page.getByLabel("Your prayer request").fill("My father's surgery on Friday");
    await cal.page.getByRole("button", { name: "Add request" }).click();
    await dee.page.getByLabel("Your prayer request").fill("Wisdom for a hard decision");
    await dee.page.getByRole("button", { name: "Add request" }).click();
    for (const who of [hana, cal, dee]) await expect(current(who.page)).toContainText("My father's surgery on Friday");
    await expect(cal.page.getByRole("button", { name: "Next request" })).toHaveCount(0);
    await hana.page.getByRole("button", { name: "Next request" }).click();
    for (const who of [hana, cal, dee]) await expect(current(who.page)).toContainText("Wisdom for a hard decision");

    await dee.page.getByRole("button", { name: "Amen" }).click();
    await cal.page.getByRole("button", { name: "Amen" }).click();
    for (const who of [hana, cal, dee]) await expect(amenCount(who.page)).toHaveText("2");

    await cal.page.getByRole("textbox", { name: "Message", exact: true }).fill("Praying with you both <3");
    await cal.page.getByRole("button", { name: "Send", exact: true }).click();
    for (const who of [hana, dee]) await expect(chat(who.page)).toContainText("Cal Caleb: Praying with you both <3");

    // Dee closes her tab: she leaves the room for the others within two seconds.
    await dee.close();
    for (const who of [hana, cal]) await expect(presence(who.page)).not.toContainText("Dee Deborah", { timeout: 2_000 });
    await expect(presence(hana.page).getByRole("listitem")).toHaveCount(2);

    await hana.page.getByRole("button", { name: "End room" }).click();
    await hana.page.getByRole("alertdialog").getByRole("button", { name: "End room" }).click();
    for (const who of [hana, cal]) {
      const record = who.page.getByRole("region", { name: "This prayer room has ended" });
      await expect(record).toBeVisible();
      await expect(record).toContainText("3 people");
      await expect(record).toContainText("My father's surgery on Friday");
      await expect(record).toContainText("Wisdom for a hard decision");
    }
    // The record stays at the same address.
    await cal.page.reload();
    await expect(cal.page.getByRole("region", { name: "This prayer room has ended" })).toBeVisible();
  } finally {
    await Promise.all([hana.close(), cal.close(), dee.close().catch(() => {})]);
  }
});

test("a group admin opens a room for the group; a member joins from the group's page and both see the same Amen count", async ({ browser }) => {
  const ada = await member(browser, { firstName: "Ada", lastName: "Admin" });
  const mel = await member(browser, { firstName: "Mel", lastName: "Member" });
  try {
    const group = await createGroupThroughApi(ada.page.request, "Prayer Warriors");
    await joinGroupThroughApi(mel.page.request, group.id);

    await ada.page.goto(`/groups/${group.id}`);
    const card = ada.page.getByRole("region", { name: "Live prayer" });
    await card.getByRole("button", { name: "Open a room for this group" }).click();
    await expect(ada.page).toHaveURL(/\/rooms\/\d+$/);
    await expect(ada.page.getByText("Prayer Warriors · Hosted by you")).toBeVisible();

    await mel.page.goto(`/groups/${group.id}`);
    await mel.page
      .getByRole("region", { name: "Live prayer" })
      .getByRole("link", { name: /^Join / })
      .click();
    for (const who of [ada, mel]) {
      await expect(presence(who.page)).toContainText("Ada Admin");
      await expect(presence(who.page)).toContainText("Mel Member");
    }
    await mel.page.getByRole("button", { name: "Amen" }).click();
    for (const who of [ada, mel]) await expect(amenCount(who.page)).toHaveText("1");
    await ada.page.getByRole("button", { name: "Amen" }).click();
    for (const who of [ada, mel]) await expect(amenCount(who.page)).toHaveText("2");
  } finally {
    await Promise.all([ada.close(), mel.close()]);
  }
});

test("on a phone, where 'Live now' comes after the feed, a mark in the top bar leads to it while a room is open", async ({ browser }) => {
  const hana = await member(browser, { firstName: "Hana", lastName: "Host" });
  const cal = await member(browser, { firstName: "Cal", lastName: "Caleb" });
  try {
    await connectThroughApi(hana.page, cal.page);
    await cal.page.setViewportSize({ width: 390, height: 700 });
    await cal.page.goto("/groups");
    const mark = cal.page.getByRole("link", { name: /^Live now:/ });
    await expect(cal.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(mark).toHaveCount(0);

    const opened = await hana.page.request.post("/api/rooms", { data: { title: "Morning prayer" } });
    expect(opened.status()).toBe(201);
    await cal.page.reload();
    await expect(mark).toHaveAccessibleName("Live now: 1 prayer room");
    await mark.click();
    await expect(cal.page).toHaveURL(/\/#live-now$/);
    const card = cal.page.getByRole("region", { name: "Live now" });
    await expect(card.getByRole("link", { name: "Join Morning prayer" })).toBeInViewport();

    // From a laptop's width up the card stands beside the feed, and the mark is not shown.
    await cal.page.setViewportSize({ width: 1280, height: 800 });
    await expect(mark).toBeHidden();
  } finally {
    await hana.close();
    await cal.close();
  }
});
