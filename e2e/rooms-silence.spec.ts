import { expect, test } from "@playwright/test";
import { connectThroughApi, member } from "./helpers";

// The host keeps a room's chat for prayer: from the list of who is in the room they silence a
// member, who is told so in place of the chat's box and prays on; the host lets them write again.

test("the host silences a member in the room's chat and lets them write again", async ({ browser }) => {
  test.setTimeout(60_000);
  const hana = await member(browser, { firstName: "Hana", lastName: "Host" });
  const cal = await member(browser, { firstName: "Cal", lastName: "Caleb" });
  try {
    await connectThroughApi(hana.page, cal.page);
    // Cal's "Live now" is on screen before the room opens: the host counts as praying there the moment she is in it.
    await cal.page.goto("/");
    const liveNow = cal.page.getByRole("region", { name: "Live now" });
    await expect(liveNow).toContainText("No prayer rooms are open right now");

    await hana.page.goto("/");
    const hanaLiveNow = hana.page.getByRole("region", { name: "Live now" });
    await hanaLiveNow.getByLabel("Room title (optional)").fill("Evening prayer");
    await hanaLiveNow.getByRole("button", { name: "Open a prayer room" }).click();
    await expect(hana.page.getByRole("heading", { level: 1, name: "Evening prayer" })).toBeVisible();
    await expect(liveNow).toContainText("1 praying");

    await liveNow.getByRole("link", { name: "Join Evening prayer" }).click();
    const people = hana.page.getByRole("list", { name: "People in this room" });
    await expect(people).toContainText("Cal Caleb");
    // Only the host has the control, and not for herself.
    await expect(cal.page.getByRole("button", { name: /^Silence / })).toHaveCount(0);
    await expect(people.getByRole("button", { name: "Silence Hana Host in the chat" })).toHaveCount(0);

    await people.getByRole("button", { name: "Silence Cal Caleb in the chat" }).click();
    await expect(people.getByRole("listitem").filter({ hasText: "Cal Caleb" })).toContainText("(silenced)");
    await expect(cal.page.getByRole("status").filter({ hasText: "The host has silenced you in this room's chat." })).toBeVisible();
    await expect(cal.page.getByRole("textbox", { name: "Message", exact: true })).toHaveCount(0);
    // Silenced in the chat only: he still says Amen with everyone.
    await cal.page.getByRole("button", { name: "Amen" }).click();
    await expect(hana.page.getByTestId("room-amen-count")).toHaveText("1");

    await people.getByRole("button", { name: "Let Cal Caleb write in the chat again" }).click();
    await expect(people).not.toContainText("(silenced)");
    const message = cal.page.getByRole("textbox", { name: "Message", exact: true });
    await message.fill("Thank you, Hana");
    await cal.page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(hana.page.getByRole("log", { name: "Chat messages" })).toContainText("Cal Caleb: Thank you, Hana");
  } finally {
    await Promise.all([hana.close(), cal.close()]);
  }
});
