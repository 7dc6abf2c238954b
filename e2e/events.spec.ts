import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { connectThroughApi, createGroupThroughApi, joinGroupThroughApi, member, newUser, signUpThroughApi, tag, toastWith } from "./helpers";
import { addDays, createEventThroughApi, longDate, monthTitle, shortMonth, tenthOfNextMonth, today, weekdayName, ZONE } from "./events";

// Events as members use them: one plans a weekly gathering through the form and finds it in
// the agenda and the month; connections answer it, a full one keeps a waiting list that moves
// up when a place frees; a group's event shows on the group's page and its members' home
// pages; the month is walked with its buttons and the arrow keys, on a desktop and on a phone;
// and the pages speak Spanish and Portuguese.

// A known zone and locale: the times typed into the form come back written as en-US writes them.
test.use({ timezoneId: ZONE, locale: "en-US" });

/** The event page's answer card ("Are you going?"). */
const rsvpCard = (page: Page, question = "Are you going?") => page.getByRole("region", { name: question });

/** The month grid's cell for a date (its button names the day; the events' links are drawn over it). */
const dayCell = (page: Page, date: string): Locator => page.locator("td").filter({ has: page.locator(`button[data-day="${date}"]`) });

/** Picks a day in the month grid as a pointer would: its corner, clear of the events' links drawn over the cell. */
const pickDay = (page: Page, date: string) => page.locator(`button[data-day="${date}"]`).click({ position: { x: 4, y: 4 } });

/** Shows the month a date is in, from the month view as it opens (on today's month). */
async function showMonthOf(page: Page, date: string): Promise<void> {
  await expect(page.getByRole("heading", { name: monthTitle(today()), level: 2 })).toBeVisible();
  if (date.slice(0, 7) !== today().slice(0, 7)) await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByRole("heading", { name: monthTitle(date), level: 2 })).toBeVisible();
}

test.describe("Events", () => {
  test("a member plans a weekly event through the form: its page says when and how it repeats, and the agenda and the month show it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: "Thyatira" }));
    const title = `Bible study ${tag()}`;
    const day = addDays(today(), 7);
    const weekday = weekdayName(day);

    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing on your calendar yet" })).toBeVisible();
    // The header's button (the empty calendar offers one too).
    await page.getByRole("button", { name: "New event" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Start date", { exact: true }).fill(day);
    await dialog.getByLabel("Start time", { exact: true }).fill("19:30");
    // The end follows the start, keeping the hour the form starts with.
    await expect(dialog.getByLabel("End date", { exact: true })).toHaveValue(day);
    await expect(dialog.getByLabel("End time", { exact: true })).toHaveValue("20:30");
    await expect(dialog.getByLabel("Time zone")).toHaveValue(ZONE);
    await dialog.getByLabel("Repeat").selectOption({ label: `Every week on ${weekday}` });
    await expect(dialog.getByRole("radio", { name: "Never" })).toBeChecked();
    await dialog.getByLabel("Place", { exact: true }).fill("Grace Chapel, 12 Main Street");
    await dialog.getByRole("button", { name: "Create event" }).click();

    // Its page: the title, when (in the browser's zone, the event's own), how it repeats, and where.
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(toastWith(page, "Your event has been created.")).toBeVisible();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const when = new RegExp(
      `^${weekdayName(day, "en-US", "short")}, ${shortMonth(day)} ${Number(day.slice(8))},( ${day.slice(0, 4)},)? 7:30\\s*–\\s*8:30\\s*PM$`,
    );
    await expect(page.getByText(when)).toBeVisible();
    await expect(page.getByText(`Every week on ${weekday}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Grace Chapel, 12 Main Street", { exact: true })).toBeVisible();
    await expect(page.getByText("For the organiser's connections")).toBeVisible();

    // The agenda: under its day, at its time, and again a week later.
    await page.getByRole("link", { name: "Events", exact: true }).first().click();
    await expect(page).toHaveURL(/\/events$/);
    const first = page
      .getByRole("region", { name: longDate(day), exact: true })
      .getByRole("link")
      .filter({ hasText: title });
    await expect(first).toBeVisible();
    await expect(first).toContainText(/7:30\sPM/);
    await expect(first).toContainText("Grace Chapel, 12 Main Street");
    await expect(
      page
        .getByRole("region", { name: longDate(addDays(day, 7)), exact: true })
        .getByRole("link")
        .filter({ hasText: title }),
    ).toBeVisible();

    // The month: on its day, with its start time.
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\/events\?view=month$/);
    await showMonthOf(page, day);
    await expect(page.getByRole("button", { name: `${longDate(day)}, 1 event`, exact: true })).toBeVisible();
    await expect(dayCell(page, day)).toContainText(/7:30\sPM/);
    await expect(dayCell(page, day)).toContainText(title);
    // The day before has nothing.
    await expect(page.getByRole("button", { name: longDate(addDays(day, -1)), exact: true })).toBeVisible();
    await expect(dayCell(page, addDays(day, -1))).not.toContainText(title);

    // From the month to the event's page, by its link in the cell.
    await dayCell(page, day).getByRole("link", { includeHidden: true }).filter({ hasText: title }).click();
    await expect(page).toHaveURL(/\/events\/\d+\?occurrence=\d+$/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  });

  test("a connection answers Going: the button is pressed, the count goes up, and the organiser sees them coming", async ({ browser }) => {
    test.setTimeout(60_000);
    const olive = await member(browser, { firstName: "Olive", lastName: "Organiser" });
    const ben = await member(browser, { firstName: "Ben", lastName: "Berea" });
    try {
      await connectThroughApi(olive.page, ben.page);
      const event = await createEventThroughApi(olive.page.request, { title: `Supper ${tag()}`, date: addDays(today(), 7) });

      await ben.page.goto(`/events/${event.id}`);
      await expect(ben.page.getByRole("heading", { name: event.title, level: 1 })).toBeVisible();
      await expect(ben.page.getByText("Organised by")).toContainText("Olive Organiser");
      const card = rsvpCard(ben.page);
      await expect(card).toContainText("0 going");
      const going = card.getByRole("button", { name: "Going", exact: true });
      await expect(going).toHaveAttribute("aria-pressed", "false");
      await going.click();
      await expect(going).toHaveAttribute("aria-pressed", "true");
      await expect(card).toContainText("1 going");
      await expect(card.getByRole("button", { name: "Maybe", exact: true })).toHaveAttribute("aria-pressed", "false");
      const coming = ben.page.getByRole("region", { name: "Who's coming" });
      await expect(coming.getByRole("tab", { name: /^Going/ })).toContainText("1");
      await expect(coming.getByRole("tabpanel")).toContainText("Ben Berea");

      // Kept: after a reload, and in the agenda.
      await ben.page.reload();
      await expect(rsvpCard(ben.page).getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(rsvpCard(ben.page)).toContainText("1 going");
      await ben.page.goto("/events");
      await expect(ben.page.getByRole("link").filter({ hasText: event.title })).toContainText("Going");

      // The organiser sees who is coming.
      await olive.page.goto(`/events/${event.id}`);
      await expect(rsvpCard(olive.page)).toContainText("1 going");
      await expect(olive.page.getByRole("region", { name: "Who's coming" }).getByRole("tabpanel")).toContainText("Ben Berea");
    } finally {
      await Promise.all([olive.close(), ben.close()]);
    }
  });

  test("a full event: a third member waits for a place, and has it once the one going can't go", async ({ browser }) => {
    test.setTimeout(90_000);
    const olive = await member(browser, { firstName: "Olive", lastName: "Organiser" });
    const ben = await member(browser, { firstName: "Ben", lastName: "Berea" });
    const cara = await member(browser, { firstName: "Cara", lastName: "Colossae" });
    try {
      await connectThroughApi(olive.page, ben.page);
      await connectThroughApi(olive.page, cara.page);
      const event = await createEventThroughApi(olive.page.request, {
        title: `Retreat ${tag()}`,
        date: addDays(today(), 7),
        capacity: 1,
      });

      // Ben takes the one place.
      await ben.page.goto(`/events/${event.id}`);
      const benCard = rsvpCard(ben.page);
      await expect(benCard).toContainText("0 of 1 places taken");
      await benCard.getByRole("button", { name: "Going", exact: true }).click();
      await expect(benCard.getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(benCard).toContainText("1 of 1 places taken");

      // Cara finds it full, answers Going, and is told she waits.
      await cara.page.goto(`/events/${event.id}`);
      const caraCard = rsvpCard(cara.page);
      await expect(caraCard).toContainText("1 of 1 places taken");
      await expect(caraCard).toContainText("This event is full. Answer Going to join the waiting list.");
      await caraCard.getByRole("button", { name: "Going", exact: true }).click();
      const waiting = caraCard.getByRole("status").filter({ hasText: "You're on the waiting list." });
      await expect(waiting).toHaveText("You're on the waiting list. You'll move up on your own when a place frees up, and we'll tell you.");
      await expect(toastWith(cara.page, "The event is full: you're on the waiting list.")).toBeVisible();
      await expect(caraCard).toContainText("1 of 1 places taken");
      await cara.page.goto("/events");
      await expect(cara.page.getByRole("link").filter({ hasText: event.title })).toContainText("Waiting list");
      await cara.page.goto(`/events/${event.id}`);
      await expect(waiting).toBeVisible();

      // Ben can't go after all: his place passes to Cara.
      await benCard.getByRole("button", { name: "Can't go", exact: true }).click();
      await expect(benCard.getByRole("button", { name: "Can't go", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(benCard.getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "false");
      await expect(benCard).toContainText("1 of 1 places taken");

      // Cara's open page hears of it; after a reload too.
      await expect(waiting).toHaveCount(0, { timeout: 10_000 });
      await cara.page.reload();
      await expect(caraCard.getByRole("button", { name: "Going", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(caraCard).toContainText("1 of 1 places taken");
      await expect(waiting).toHaveCount(0);
      await expect(caraCard).not.toContainText("waiting list");
      await expect(cara.page.getByRole("region", { name: "Who's coming" }).getByRole("tabpanel")).toContainText("Cara Colossae");
      // She is told so.
      await cara.page.goto("/notifications");
      await expect(cara.page.getByText(`${event.title}: you have a place`)).toBeVisible();
    } finally {
      await Promise.all([olive.close(), ben.close(), cara.close()]);
    }
  });

  test("a group's event, planned from the group's page: the group's card and a member's home page list it", async ({ browser }) => {
    test.setTimeout(60_000);
    const ada = await member(browser, { firstName: "Ada", lastName: "Admin" });
    const mel = await member(browser, { firstName: "Mel", lastName: "Member" });
    try {
      const group = await createGroupThroughApi(ada.page.request, `Young Adults ${tag()}`);
      await joinGroupThroughApi(mel.page.request, group.id);
      const title = `Hike and prayer ${tag()}`;

      // Opened straight from its address: the form keeps the group as its host while the
      // member's groups are still being read, and after.
      await ada.page.goto(`/groups/${group.id}`);
      const card = ada.page.getByRole("region", { name: "Upcoming events" });
      await expect(card).toContainText("Nothing planned yet.");
      await card.getByRole("button", { name: "New event" }).click();
      const dialog = ada.page.getByRole("dialog", { name: "New event" });
      // The group is the host already.
      await expect(dialog.getByLabel("Host")).toHaveValue(`group:${group.id}`);
      await expect(dialog.getByLabel("Host").locator("option:checked")).toHaveText(group.name);
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Start date", { exact: true }).fill(addDays(today(), 7));
      await dialog.getByLabel("Start time", { exact: true }).fill("09:00");
      await dialog.getByRole("button", { name: "Create event" }).click();
      await expect(ada.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(ada.page.getByRole("link", { name: `Hosted by ${group.name}` })).toHaveAttribute("href", `/groups/${group.id}`);

      await ada.page.goto(`/groups/${group.id}`);
      await expect(card.getByRole("link").filter({ hasText: title })).toContainText(/9:00\s*–\s*10:00\sAM/);

      await mel.page.goto("/");
      const upcoming = mel.page.getByRole("region", { name: "Upcoming", exact: true });
      const row = upcoming.getByRole("link").filter({ hasText: title });
      await expect(row).toContainText(group.name);
      await row.click();
      await expect(mel.page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(rsvpCard(mel.page).getByRole("button", { name: "Going", exact: true })).toBeVisible();
    } finally {
      await Promise.all([ada.close(), mel.close()]);
    }
  });

  test("the month view: next and previous months, the event's time on its day, and the arrow keys move the chosen day", async ({ page }) => {
    await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: "Thyatira" }));
    const day = tenthOfNextMonth();
    const event = await createEventThroughApi(page.request, { title: `Choir practice ${tag()}`, date: day, start: "18:00", end: "19:30" });

    await page.goto("/events?view=month");
    const heading = (date: string) => page.getByRole("heading", { name: monthTitle(date), level: 2 });
    await expect(heading(today())).toBeVisible();
    // Today is marked and chosen.
    await expect(page.locator(`button[data-day="${today()}"]`)).toHaveAttribute("aria-current", "date");
    await expect(page.getByRole("region", { name: longDate(today()), exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Next month" }).click();
    await expect(heading(day)).toBeVisible();
    await expect(dayCell(page, day)).toContainText(/6:00\sPM/);
    await expect(dayCell(page, day)).toContainText(event.title);
    await page.getByRole("button", { name: "Previous month" }).click();
    await expect(heading(today())).toBeVisible();
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(heading(day)).toBeVisible();

    // The day chosen: its list below the grid.
    await pickDay(page, day);
    const chosen = page.getByRole("region", { name: longDate(day), exact: true });
    await expect(chosen.getByRole("link").filter({ hasText: event.title })).toContainText(/6:00\sPM/);
    await expect(dayCell(page, day)).toHaveAttribute("aria-selected", "true");

    // The arrow keys: a day, a week; the focus follows the chosen day.
    const dayButton = (date: string) => page.locator(`button[data-day="${date}"]`);
    await dayButton(day).focus();
    await page.keyboard.press("ArrowRight");
    await expect(dayButton(addDays(day, 1))).toBeFocused();
    await expect(dayCell(page, addDays(day, 1))).toHaveAttribute("aria-selected", "true");
    await expect(dayCell(page, day)).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("region", { name: longDate(addDays(day, 1)), exact: true })).toContainText("Nothing on this day.");
    await page.keyboard.press("ArrowDown");
    await expect(dayButton(addDays(day, 8))).toBeFocused();
    await expect(dayCell(page, addDays(day, 8))).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    await expect(dayButton(day)).toBeFocused();
    await expect(chosen.getByRole("link").filter({ hasText: event.title })).toBeVisible();
    // Enter on its row opens the event.
    await page.keyboard.press("Tab");
    await expect(chosen.getByRole("link").filter({ hasText: event.title })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: event.title, level: 1 })).toBeVisible();
  });

  test("the month view on a 390 px phone: dots in the grid, the chosen day's events listed below", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: "Thyatira" }));
    const day = tenthOfNextMonth();
    const event = await createEventThroughApi(page.request, { title: `Choir practice ${tag()}`, date: day, start: "18:00", end: "19:30" });

    await page.goto("/events?view=month");
    await showMonthOf(page, day);
    const cell = dayCell(page, day);
    // A dot for the event; its title and time are not in the narrow cell.
    await expect(cell.locator('[class~="size-1.5"]')).toHaveCount(1);
    await expect(cell.locator('[class~="size-1.5"]')).toBeVisible();
    await expect(cell.getByText(event.title)).toBeHidden();
    await expect(dayCell(page, addDays(day, 1)).locator('[class~="size-1.5"]')).toHaveCount(0);

    await page.locator(`button[data-day="${day}"]`).click();
    const chosen = page.getByRole("region", { name: longDate(day), exact: true });
    const row = chosen.getByRole("link").filter({ hasText: event.title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/6:00\sPM/);
    // Below the grid, not beside it.
    const grid = await page.getByRole("grid").boundingBox();
    const list = await chosen.boundingBox();
    expect(list!.y).toBeGreaterThanOrEqual(grid!.y + grid!.height);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("region", { name: longDate(addDays(day, 1)), exact: true })).toContainText("Nothing on this day.");
    const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});

// ---- Spanish and Portuguese ----

type Words = Record<string, Record<string, string | Record<string, string>>>;
const wordsOf = (language: "es" | "pt"): Words =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../client/src/locales/${language}/events.json`), "utf8"));

/** A member's own words for the events pages, read from the translation files. */
function eventWords(language: "es" | "pt") {
  const w = wordsOf(language);
  const part = (name: string) => w[`events/${name}`] as Record<string, string>;
  return {
    title: part("events-page").title!,
    month: part("events-page").month!,
    newEvent: part("create-event-button").newEvent!,
    next: part("month-view").next!,
    question: part("rsvp-card").question!,
    going: part("rsvp-card").going!,
    maybe: part("rsvp-card").maybe!,
    no: part("rsvp-card").no!,
    goingOne: (w["events/rsvp-card"]!.goingCount as Record<string, string>).one!.replace("{count}", "1"),
    weekly: part("recurrence-words").weekly!,
    addToCalendar: part("event-details").addToCalendar!,
    coming: part("attendees-card").title!,
    back: part("event-page").events!,
  };
}

for (const { language, locale } of [
  { language: "es", locale: "es-ES" },
  { language: "pt", locale: "pt-BR" },
] as const) {
  test.describe(`a member who reads ${language === "es" ? "Spanish" : "Portuguese"}`, () => {
    test.use({ locale });

    test(`sees the events page and an event's page in ${language}, and answers in it`, async ({ page }) => {
      const t = eventWords(language);
      const user = newUser({ firstName: "Priscila" });
      // Signed up as the page would, the account keeps the language.
      const made = await page.request.post("/api/auth/register", { data: { ...user, language } });
      expect(made.status(), await made.text()).toBe(201);
      const day = addDays(today(), 7);
      const event = await createEventThroughApi(page.request, { title: `Estudo ${tag()}`, date: day, recurrence: "FREQ=WEEKLY" });

      await page.goto("/events");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: t.newEvent })).toBeVisible();
      // The agenda's day in the language's own words.
      const row = page
        .getByRole("region", { name: longDate(day, locale), exact: true })
        .getByRole("link")
        .filter({ hasText: event.title });
      await expect(row).toContainText("19:30");
      await page.getByRole("button", { name: t.month, exact: true }).click();
      await expect(page.getByRole("button", { name: t.next })).toBeVisible();
      await expect(page.getByRole("heading", { name: new RegExp(`^${monthTitle(today(), locale)}$`, "i"), level: 2 })).toBeVisible();

      await page.goto(`/events/${event.id}`);
      await expect(page.getByRole("heading", { name: event.title, level: 1 })).toBeVisible();
      // The way back to the calendar, above the event (the site's own menu has the same link).
      await expect(page.locator("#main").getByRole("link", { name: t.back, exact: true })).toBeVisible();
      await expect(page.getByText(t.weekly.replace("{days}", weekdayName(day, locale)), { exact: true })).toBeVisible();
      await expect(page.getByText(/19:30/).first()).toBeVisible();
      await expect(page.getByRole("link", { name: t.addToCalendar })).toBeVisible();
      await expect(page.getByRole("region", { name: t.coming })).toBeVisible();
      const card = rsvpCard(page, t.question);
      for (const word of [t.maybe, t.no]) await expect(card.getByRole("button", { name: word, exact: true })).toBeVisible();
      await card.getByRole("button", { name: t.going, exact: true }).click();
      await expect(card.getByRole("button", { name: t.going, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(card).toContainText(t.goingOne);
    });
  });
}
