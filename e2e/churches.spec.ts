import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import { expectNoHorizontalScroll, member, newUser, signUpThroughApi, tag, uniqueEmail } from "./helpers";
import { waitForMail } from "./mail";

// Churches: creating one, inviting through a link and its QR code (a newcomer signs up on the
// way and lands in the church), joining by request, announcements pinned on the members' home
// pages, invitations by e-mail, the churches a profile links, and the pages on a phone's width.

interface CreatedChurch {
  id: number;
  slug: string;
  name: string;
}

async function createChurchThroughApi(api: APIRequestContext, name: string, extra: Record<string, unknown> = {}): Promise<CreatedChurch> {
  const res = await api.post("/api/churches", { data: { name, ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedChurch;
}

async function joinThroughApi(api: APIRequestContext, church: CreatedChurch): Promise<void> {
  const res = await api.post(`/api/churches/${church.slug}/join`);
  expect(res.status(), await res.text()).toBe(200);
}

/** The visible toast containing `text` (by its markup: a modal dialog hides the rest from the accessibility tree). */
const toastWith = (page: Page, text: string) => page.locator('[role="region"][aria-label^="Alerts"] li').filter({ hasText: text });

const FULL_DETAILS = {
  tradition: "Reformed Baptist",
  place: "Lisbon, Portugal",
  about:
    "A small congregation near the river. We read the Scriptures together, sing the psalms and share a meal after the morning service. Visitors are always welcome: come as you are.",
  address: "Rua da Esperança 12\n1200-001 Lisboa",
  website: "https://www.example.org/a-rather-long-path/that-should-wrap-on-small-screens",
  contactEmail: "welcome.desk.of.the.church@example.org",
  contactPhone: "+351 21 000 0000",
  serviceTimes: [
    { day: 0, time: "10:30", timeZone: "Europe/Lisbon", language: "Portuguese" },
    { day: 0, time: "18:00", timeZone: "Europe/Lisbon", language: "English" },
    { day: 3, time: "19:30", timeZone: "Europe/Lisbon", language: null },
  ],
};

test.describe("Churches", () => {
  test("a pastor creates a church and invites by link; a newcomer signs up through it and lands a member", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
    await page.goto("/churches");
    await expect(page.getByRole("heading", { name: "Churches", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No church yet" })).toBeVisible();

    const name = `Grace Chapel ${tag()}`;
    await page.getByRole("button", { name: "Create a church" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create a church" });
    await dialog.getByLabel("Church name").fill(name);
    await dialog.getByLabel("Place").fill("Lisbon, Portugal");
    await dialog.getByLabel("Joining").selectOption("request");
    await dialog.getByRole("button", { name: "Create church" }).click();

    // Its page, at the address made from its name; the creator is its owner.
    await expect(page).toHaveURL(/\/churches\/grace-chapel-[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Owner", { exact: true }).first()).toBeVisible();

    // Invite: a link, its QR code and the address itself.
    await page.getByRole("tab", { name: "Invite" }).click();
    await page.getByRole("button", { name: "Create link" }).click();
    await expect(toastWith(page, "Invitation link created")).toBeVisible();
    const qr = page.getByRole("img", { name: /^QR code for / });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    const link = await page.getByRole("textbox", { name: "Invitation link" }).inputValue();
    expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{12}$/);

    // The print sheet: the church's name, a large code and the link.
    await page.getByRole("button", { name: /^Print the QR code for / }).click();
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet.getByRole("img", { name: /^QR code for / })).toBeVisible();
    await expect(sheet).toContainText(link);
    await expect(sheet.getByRole("button", { name: "Print" })).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toHaveCount(0);

    // A newcomer, signed out, opens the link.
    const context = await browser.newContext();
    try {
      const guest = await context.newPage();
      await guest.goto(new URL(link).pathname);
      await expect(guest.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(guest.getByText("You are invited to join")).toBeVisible();
      await guest.getByRole("link", { name: "Create an account" }).click();
      // The sign-up form is the one open.
      await expect(guest).toHaveURL(/\/auth\?next=%2Fjoin%2F.*&tab=sign-up/);
      await expect(guest.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
      const newcomer = newUser({ firstName: "Timothy", lastName: "Lystra" });
      await guest.getByLabel("First Name").fill(newcomer.firstName);
      await guest.getByLabel("Last Name").fill(newcomer.lastName);
      await guest.getByLabel("Email").fill(newcomer.email);
      await guest.getByLabel("Password").fill(newcomer.password);
      await guest.getByRole("button", { name: "Create Account" }).click();

      // Back on the link signed in, they join without pressing again, and land on the church's page.
      await expect(guest).toHaveURL(/\/churches\/grace-chapel-[a-z0-9-]+$/, { timeout: 15_000 });
      await expect(guest.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(guest.getByRole("button", { name: `Leave ${name}` })).toBeVisible();
      await expect(guest.getByRole("tab", { name: "Members" })).toBeVisible();
    } finally {
      await context.close();
    }

    // The pastor's directory lists them.
    await page.getByRole("tab", { name: "Members" }).click();
    const directory = page.getByRole("list", { name: "Members" });
    await expect(directory.getByRole("link", { name: "Timothy Lystra" })).toBeVisible();
    await expect(directory.getByRole("link", { name: "Miriam Pastor" })).toBeVisible();
  });

  test("a church that admits by request: a person asks, a leader admits, the person is a member", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await signUpThroughApi(page, newUser({ firstName: "Lois", lastName: "Elder" }));
    const church = await createChurchThroughApi(page.request, `Hope Fellowship ${tag()}`, { joinMode: "request" });

    const seeker = await member(browser, { firstName: "Eunice", lastName: "Derbe" });
    try {
      await seeker.page.goto(`/churches/${church.slug}`);
      await expect(seeker.page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
      await seeker.page.getByRole("button", { name: `Ask to join ${church.name}` }).click();
      await expect(seeker.page.getByText("Request sent")).toBeVisible();
      await expect(seeker.page.getByRole("button", { name: "Withdraw request" })).toBeVisible();

      // The leader sees the request, with its count, and admits.
      await page.goto(`/churches/${church.slug}`);
      const requestsTab = page.getByRole("tab", { name: /^Requests/ });
      await expect(requestsTab).toContainText("1");
      await requestsTab.click();
      const requests = page.getByRole("list", { name: "Requests to join" });
      await expect(requests.getByRole("link", { name: "Eunice Derbe" })).toBeVisible();
      await requests.getByRole("button", { name: "Admit Eunice Derbe" }).click();
      await expect(toastWith(page, "Eunice Derbe is now a member.")).toBeVisible();
      await expect(page.getByText("No one is waiting to join.")).toBeVisible();

      // The person's open page hears of it and shows them a member.
      await expect(seeker.page.getByRole("button", { name: `Leave ${church.name}` })).toBeVisible({ timeout: 10_000 });
      await expect(seeker.page.getByText("Request sent")).toHaveCount(0);
      await seeker.page.getByRole("tab", { name: "Members" }).click();
      await expect(seeker.page.getByRole("list", { name: "Members" }).getByRole("link", { name: "Eunice Derbe" })).toBeVisible();
    } finally {
      await seeker.close();
    }
  });

  test("a church by invitation only offers no Join; a link no longer valid says so", async ({ page, browser }) => {
    await signUpThroughApi(page);
    const owner = await member(browser, { firstName: "Priscilla", lastName: "Owner" });
    try {
      const church = await createChurchThroughApi(owner.page.request, `Upper Room ${tag()}`, { joinMode: "invitation" });
      await page.goto(`/churches/${church.slug}`);
      await expect(page.getByText("This church welcomes new members by invitation.")).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Join|Ask to join)/ })).toHaveCount(0);

      // Opened by its id (as a notice links), the address becomes the church's own.
      await page.goto(`/churches/${church.id}`);
      await expect(page).toHaveURL(new RegExp(`/churches/${church.slug}$`));
      await expect(page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
    } finally {
      await owner.close();
    }

    await page.goto("/join/AAAAAAAAAAAA");
    await expect(page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("This invitation link is no longer valid");
  });

  test("a pastor posts an announcement: it is pinned on each member's home page, and one who puts it away no longer sees it there", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signUpThroughApi(page, newUser({ firstName: "Miriam", lastName: "Pastor" }));
    const church = await createChurchThroughApi(page.request, `Grace Chapel ${tag()}`, { joinMode: "open" });
    const anna = await member(browser, { firstName: "Anna", lastName: "Phanuel" });
    const simeon = await member(browser, { firstName: "Simeon", lastName: "Temple" });
    try {
      await joinThroughApi(anna.page.request, church);
      await joinThroughApi(simeon.page.request, church);
      // Simeon's home page is open already, with nothing pinned: the announcement comes to it live.
      await simeon.page.goto("/");
      await expect(simeon.page.getByRole("heading", { name: "Welcome, Simeon" })).toBeVisible();
      await expect(simeon.page.getByRole("region", { name: "Pinned announcements" })).toHaveCount(0);

      const title = `Potluck after the service ${tag()}`;
      await page.goto(`/churches/${church.slug}`);
      await page.getByRole("tab", { name: "Announcements" }).click();
      await expect(page.getByText("No announcements yet.")).toBeVisible();
      // Nothing written: the form says what is missing, where it is missing.
      await page.getByRole("button", { name: "Post announcement" }).click();
      await expect(page.getByText("Please enter a title")).toBeVisible();
      await expect(page.getByText("Please write the announcement")).toBeVisible();
      await expect(page.getByLabel("Title")).toBeFocused();
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Text").fill("Bring a dish to share.\nWe eat at one, in the hall.");
      await page.getByLabel("Keep pinned for").selectOption("14");
      await page.getByRole("button", { name: "Post announcement" }).click();
      await expect(toastWith(page, "Your announcement is posted")).toBeVisible();
      const posted = page.getByRole("list", { name: "Announcements" }).getByRole("article", { name: title });
      await expect(posted).toBeVisible();
      await expect(posted.getByText(/^Pinned until /)).toBeVisible();
      await expect(posted.getByText("Bring a dish to share.\nWe eat at one, in the hall.")).toBeVisible();
      await expect(posted.getByRole("link", { name: "Miriam Pastor" })).toBeVisible();
      // The form is empty again, for the next one.
      await expect(page.getByLabel("Title")).toHaveValue("");

      // Both members see it above their feed: the church (to its page), the title and the words.
      const pinnedFor = (p: Page) => p.getByRole("region", { name: "Pinned announcements" }).getByRole("listitem").filter({ hasText: title });
      await expect(pinnedFor(simeon.page)).toBeVisible({ timeout: 10_000 });
      await anna.page.goto("/");
      const card = pinnedFor(anna.page);
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      await expect(card.getByRole("link", { name: church.name })).toHaveAttribute("href", `/churches/${church.slug}`);
      await expect(card).toContainText("Bring a dish to share.");

      // Anna puts it away: gone from her home page, for good, and still on the church's page.
      await card.getByRole("button", { name: `Put away: ${title}` }).click();
      await expect(card).toHaveCount(0);
      await expect(anna.page.getByRole("region", { name: "Pinned announcements" })).toHaveCount(0);
      await anna.page.reload();
      await expect(anna.page.getByRole("heading", { name: "Welcome, Anna" })).toBeVisible();
      await expect(pinnedFor(anna.page)).toHaveCount(0);
      await anna.page.goto(`/churches/${church.slug}?tab=announcements`);
      await expect(anna.page.getByRole("article", { name: title })).toBeVisible();
      // A member reads it, but neither writes nor deletes.
      await expect(anna.page.getByRole("button", { name: "Post announcement" })).toHaveCount(0);
      await expect(anna.page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);

      // Simeon still has it, after a reload too.
      await simeon.page.reload();
      await expect(pinnedFor(simeon.page)).toBeVisible();

      // The pastor takes it down: it leaves Simeon's open home page.
      await posted.getByRole("button", { name: `Delete the announcement ${title}` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(toastWith(page, "The announcement has been deleted.")).toBeVisible();
      await expect(page.getByText("No announcements yet.")).toBeVisible();
      await expect(pinnedFor(simeon.page)).toHaveCount(0, { timeout: 10_000 });
    } finally {
      await anna.close();
      await simeon.close();
    }
  });

  test("a leader invites people by e-mail: each address is mailed, and listed apart from the links to share", async ({ page }) => {
    test.setTimeout(60_000);
    const pastor = await signUpThroughApi(page, newUser({ firstName: "Lois", lastName: "Elder" }));
    const church = await createChurchThroughApi(page.request, `Upper Room ${tag()}`, { joinMode: "invitation" });
    const anna = uniqueEmail("anna");
    const paul = uniqueEmail("paul");

    await page.goto(`/churches/${church.slug}`);
    await page.getByRole("tab", { name: "Invite" }).click();
    // Pasted as a mail program copies them: commas, semicolons, new lines, one twice, and the
    // pastor's own (a member already, left out).
    await page.getByLabel("E-mail addresses").fill(`${anna}, ${paul};\n${anna.toUpperCase()}\n${pastor.email}`);
    await expect(page.getByText("3 addresses")).toBeVisible();
    await page.getByRole("button", { name: "Send invitations" }).click();
    await expect(toastWith(page, "2 invitations sent")).toBeVisible();
    await expect(toastWith(page, "1 left out: already a member or kept out")).toBeVisible();
    await expect(page.getByLabel("E-mail addresses")).toHaveValue("");

    const mailed = page.getByRole("list", { name: "Mailed invitations" });
    await expect(mailed.getByRole("listitem")).toHaveCount(2);
    for (const address of [anna, paul]) {
      await expect(mailed.getByRole("listitem").filter({ hasText: address })).toContainText("Waiting");
    }
    // The links to share are another list, which has none.
    await expect(page.getByText("No invitation links yet. Create one above.")).toBeVisible();
    const mail = await waitForMail(anna, `You are invited to join ${church.name} on Koinonia`);
    expect(mail.text).toMatch(/\/join\/[A-Za-z0-9_-]{12}/);

    // An address that is not one is named before anything is sent.
    await page.getByLabel("E-mail addresses").fill("timothy@example.org, not-an-address");
    await page.getByRole("button", { name: "Send invitations" }).click();
    await expect(page.getByText("These are not e-mail addresses: not-an-address")).toBeVisible();
    await expect(page.getByLabel("E-mail addresses")).toBeFocused();

    // Revoking one: its link stops working, and the list says so.
    await mailed.getByRole("button", { name: `Revoke the invitation to ${paul}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(mailed.getByRole("listitem").filter({ hasText: paul })).toContainText("Revoked");
  });

  test("a profile links the churches on the site its person belongs to, beside the one they name", async ({ page, browser }) => {
    await signUpThroughApi(page, newUser({ firstName: "Priscilla", lastName: "Tentmaker" }));
    const church = await createChurchThroughApi(page.request, `House Church ${tag()}`, { joinMode: "open" });
    const aquila = await member(browser, { firstName: "Aquila", lastName: "Pontus" });
    try {
      await joinThroughApi(aquila.page.request, church);
      const saved = await aquila.page.request.put("/api/users/profile", {
        data: { firstName: "Aquila", lastName: "Pontus", churchAffiliation: "Ephesus Fellowship" },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      await page.goto(`/profile/${aquila.id}`);
      await expect(page.getByRole("heading", { name: "Aquila Pontus", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: church.name })).toHaveAttribute("href", `/churches/${church.slug}`);
      await expect(page.getByText("Ephesus Fellowship")).toBeVisible();

      // On one's own profile too.
      await page.goto("/profile");
      await expect(page.getByRole("link", { name: church.name })).toHaveAttribute("href", `/churches/${church.slug}`);
    } finally {
      await aquila.close();
    }
  });

  test("settings keep a member's phone and birthday, with the server's word under a field it refuses", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Contact details" });
    await expect(section).toContainText("Nobody sees them, except the members of a church where you chose to show them");
    await section.getByLabel("Phone").fill("call me");
    await section.getByLabel("Birthday").fill("1990-03-14");
    await section.getByRole("button", { name: "Save contact details" }).click();
    await expect(section.getByText("Please enter a phone number (digits, spaces, + ( ) . -)")).toBeVisible();
    await expect(section.getByLabel("Phone")).toBeFocused();

    await section.getByLabel("Phone").fill("+351 912 345 678");
    await section.getByRole("button", { name: "Save contact details" }).click();
    await expect(toastWith(page, "Contact details saved")).toBeVisible();
    await page.reload();
    await expect(section.getByLabel("Phone")).toHaveValue("+351 912 345 678");
    await expect(section.getByLabel("Birthday")).toHaveValue("1990-03-14");

    // A blank field clears it.
    await section.getByLabel("Phone").fill("");
    await section.getByRole("button", { name: "Save contact details" }).click();
    await expect(toastWith(page, "Contact details saved")).toBeVisible();
    expect(await (await page.request.get("/api/account/contact")).json()).toEqual({ phone: null, birthday: "1990-03-14" });
  });

  test("the churches page and a church's page fit a 390 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughApi(page, newUser({ firstName: "Phoebe", lastName: "Cenchreae" }));
    const church = await createChurchThroughApi(page.request, `Igreja Batista da Graça de Lisboa Oriental ${tag()}`, FULL_DETAILS);

    await page.goto("/churches");
    await expect(page.getByRole("region", { name: "My churches" }).getByRole("link", { name: church.name })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto(`/churches/${church.slug}`);
    await expect(page.getByRole("heading", { name: church.name, level: 1 })).toBeVisible();
    await expect(page.getByText("Sunday").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^www\.example\.org/ })).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoHorizontalScroll(page);

    for (const tab of ["Announcements", "Members", "Invite", "Manage"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      if (tab === "Invite") {
        await page.getByRole("button", { name: "Create link" }).click();
        await expect(page.getByRole("img", { name: /^QR code for / })).toBeVisible();
      }
      if (tab === "Manage") await expect(page.getByLabel("Church name")).toHaveValue(church.name);
      await expectNoHorizontalScroll(page);
    }
  });
});
