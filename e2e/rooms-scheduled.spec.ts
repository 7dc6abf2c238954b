import { expect, test } from "@playwright/test";
import { connectThroughApi, createGroupThroughApi, joinGroupThroughApi, member } from "./helpers";

// A prayer room set for a later time: the host picks a date and time in their own local time;
// a connection sees it on the "Live now" card as starting then, and its page says it has not
// started; when the host starts it, the connection's page turns into the live room and they are in it.

test("a host schedules a room; a connection sees when it starts, and joins once the host starts it", async ({ browser }) => {
  test.setTimeout(60_000);
  const hana = await member(browser, { firstName: "Hana", lastName: "Host" });
  const cal = await member(browser, { firstName: "Cal", lastName: "Caleb" });
  try {
    await connectThroughApi(hana.page, cal.page);

    await hana.page.goto("/");
    const form = hana.page.getByRole("region", { name: "Live now" });
    await form.getByLabel("Room title (optional)").fill("Morning vigil");
    await form.getByRole("radio", { name: "At a set time" }).check();
    // Two hours ahead, as the browser's own local date and time.
    const local = await hana.page.evaluate(() => {
      const at = new Date(Date.now() + 2 * 60 * 60 * 1000);
      at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
      return at.toISOString().slice(0, 16);
    });
    await form.getByLabel("Start date and time").fill(local);
    await form.screenshot({ path: "test-results/rooms-scheduled-form.png" });
    await form.getByRole("button", { name: "Schedule the room" }).click();
    await expect(hana.page).toHaveURL(/\/rooms\/\d+$/);
    await expect(hana.page.getByText("Hosted by you · Not started yet")).toBeVisible();
    await expect(hana.page.getByText(/^Starts in about 2 hours$/)).toBeVisible();

    await cal.page.goto("/");
    const card = cal.page.getByRole("region", { name: "Live now" });
    await expect(card).toContainText("Hosted by Hana Host");
    await expect(card.getByText("Starts in about 2 hours")).toBeVisible();
    await card.screenshot({ path: "test-results/rooms-scheduled-card.png" });
    await card.getByRole("link", { name: "View Morning vigil" }).click();
    await expect(cal.page.getByText("This prayer room has not started yet. You can join it here when it starts.")).toBeVisible();
    await expect(cal.page.getByRole("button", { name: "Start now" })).toHaveCount(0);
    await cal.page.screenshot({ path: "test-results/rooms-scheduled-page.png" });

    await hana.page.getByRole("button", { name: "Start now" }).click();
    // Cal's page turns live by itself, and both are in the room.
    const presence = (page: typeof cal.page) => page.getByRole("list", { name: "People in this room" });
    for (const who of [hana, cal]) {
      await expect(presence(who.page)).toContainText("Hana Host");
      await expect(presence(who.page)).toContainText("Cal Caleb");
    }
    await cal.page.getByRole("button", { name: "Amen" }).click();
    await expect(hana.page.getByTestId("room-amen-count")).toHaveText("1");
  } finally {
    await Promise.all([hana.close(), cal.close()]);
  }
});

test("a host cancels a scheduled room: it leaves the card", async ({ browser }) => {
  const hana = await member(browser, { firstName: "Hana", lastName: "Host" });
  try {
    await hana.page.goto("/");
    const form = hana.page.getByRole("region", { name: "Live now" });
    await form.getByRole("radio", { name: "At a set time" }).check();
    const local = await hana.page.evaluate(() => {
      const at = new Date(Date.now() + 26 * 60 * 60 * 1000);
      at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
      return at.toISOString().slice(0, 16);
    });
    await form.getByLabel("Start date and time").fill(local);
    await form.getByRole("button", { name: "Schedule the room" }).click();
    await expect(hana.page.getByText("Starts in 1 day")).toBeVisible();
    await hana.page.getByRole("button", { name: "Cancel room" }).click();
    await hana.page.getByRole("alertdialog").getByRole("button", { name: "Cancel room" }).click();
    await expect(hana.page).toHaveURL(/\/$/);
    await expect(hana.page.getByRole("region", { name: "Live now" })).toContainText("No prayer rooms are open right now.");
  } finally {
    await hana.close();
  }
});

test("a group admin schedules a room on the group's page; a member sees it there as starting later", async ({ browser }) => {
  const ada = await member(browser, { firstName: "Ada", lastName: "Admin" });
  const mel = await member(browser, { firstName: "Mel", lastName: "Member" });
  try {
    const group = await createGroupThroughApi(ada.page.request, "Night Watch");
    await joinGroupThroughApi(mel.page.request, group.id);
    await ada.page.goto(`/groups/${group.id}`);
    const card = ada.page.getByRole("region", { name: "Live prayer" });
    await card.getByRole("radio", { name: "At a set time" }).check();
    const local = await ada.page.evaluate(() => {
      const at = new Date(Date.now() + 3 * 60 * 60 * 1000);
      at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
      return at.toISOString().slice(0, 16);
    });
    await card.getByLabel("Start date and time").fill(local);
    await card.screenshot({ path: "test-results/rooms-scheduled-group-form.png" });
    await card.getByRole("button", { name: "Schedule the room" }).click();
    await expect(ada.page.getByText("Night Watch · Hosted by you · Not started yet")).toBeVisible();

    await mel.page.goto(`/groups/${group.id}`);
    const melCard = mel.page.getByRole("region", { name: "Live prayer" });
    await expect(melCard).toContainText("Hosted by Ada Admin");
    await expect(melCard.getByText("Starts in about 3 hours")).toBeVisible();
    await melCard.screenshot({ path: "test-results/rooms-scheduled-group-card.png" });
    await expect(melCard.getByRole("link", { name: /^View / })).toBeVisible();
  } finally {
    await Promise.all([ada.close(), mel.close()]);
  }
});
