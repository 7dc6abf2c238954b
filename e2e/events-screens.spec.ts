import { expect, type Page, test } from "@playwright/test";
import { acceptConnection, apiActor, type ApiActor, expectNoHorizontalScroll, requestConnection, signInThroughApi, tag } from "./helpers";
import { addDays, createEventThroughApi, type CreatedEvent, longDate, today, ZONE } from "./events";
import { looks, expectAxeClean } from "./screens";

// The events screens (the agenda, the month, an event's page, the form for a new one) in the
// light and the dark theme, on a desktop and on a 390 px phone: nothing scrolls sideways, and
// axe (WCAG 2 A and AA, contrast among them) finds nothing. One screen, theme and width a test,
// so a failure names the one that breaks and a slow one cannot use up the others' time.

test.use({ timezoneId: ZONE, locale: "en-US" });

/** Fits the screen: the document's width is no wider than the viewport (nor than `width` itself). */
async function expectFits(page: Page, width: number): Promise<void> {
  await expectNoHorizontalScroll(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("events screens", () => {
  // An organiser with a full calendar: a weekly event with long words in it, half taken by a
  // connection who is going, and a one-off later the same week.
  let organiser: ApiActor;
  let friend: ApiActor;
  let weekly: CreatedEvent;
  const day = addDays(today(), 7);

  test.beforeAll(async ({ playwright, baseURL }) => {
    organiser = await apiActor(playwright, baseURL, { firstName: "Bartholomew", lastName: "Cana-of-Galilee" });
    friend = await apiActor(playwright, baseURL, { firstName: "Nathanael", lastName: "Fig-Tree" });
    await acceptConnection(friend.api, await requestConnection(organiser.api, friend.id));
    weekly = await createEventThroughApi(organiser.api, {
      title: `Wednesday evening prayer and fellowship supper for the whole congregation ${tag()}`,
      date: day,
      recurrence: "FREQ=WEEKLY",
      capacity: 2,
      place: "Igreja Batista da Graça de Lisboa Oriental, Rua da Esperança 12, 1200-001 Lisboa",
      onlineUrl: "https://www.example.org/a-rather-long-path/that-should-wrap-on-small-screens",
      description: "Bring a dish to share.\nWe pray together after the meal: https://www.example.org/another-rather-long-address-without-spaces",
    });
    const rsvp = await friend.api.put(`/api/events/${weekly.id}/occurrences/${weekly.occurrences[0]!.id}/rsvp`, {
      data: { answer: "going", guests: 1 },
    });
    expect(rsvp.status(), await rsvp.text()).toBe(200);
    await createEventThroughApi(organiser.api, { title: `Elders' meeting ${tag()}`, date: addDays(day, 2), start: "07:00", end: "08:00" });
  });
  test.afterAll(async () => {
    await organiser?.api.dispose();
    await friend?.api.dispose();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      test.describe(`${colorScheme}, ${width} px wide`, () => {
        test.describe.configure({ timeout: 60_000 });
        test.beforeEach(async ({ page }) => {
          await signInThroughApi(page, organiser.user);
          // Reduced motion: no screen is checked halfway through a fade.
          await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
          await page.setViewportSize({ width, height: 844 });
        });

        test("the agenda", async ({ page }) => {
          await page.goto("/events");
          const first = page.getByRole("region", { name: longDate(day), exact: true });
          await expect(first.getByRole("link").filter({ hasText: weekly.title })).toBeVisible();
          await expect(first.getByRole("link").filter({ hasText: "Elders' meeting" })).toHaveCount(0);
          await expect(page.getByRole("link").filter({ hasText: "Elders' meeting" })).toBeVisible();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page, width);
          await expectAxeClean(page, `agenda, ${colorScheme}, ${width}`);
        });

        test("the month", async ({ page }) => {
          await page.goto("/events?view=month");
          if (day.slice(0, 7) !== today().slice(0, 7)) await page.getByRole("button", { name: "Next month" }).click();
          await expect(page.getByRole("button", { name: `${longDate(day)}, 1 event`, exact: true })).toBeVisible();
          await page.locator(`button[data-day="${day}"]`).click({ position: { x: 4, y: 4 } });
          await expect(
            page
              .getByRole("region", { name: longDate(day), exact: true })
              .getByRole("link")
              .filter({ hasText: weekly.title }),
          ).toBeVisible();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page, width);
          await expectAxeClean(page, `month, ${colorScheme}, ${width}`);
        });

        test("an event's page, as its organiser", async ({ page }) => {
          await page.goto(`/events/${weekly.id}`);
          await expect(page.getByRole("heading", { name: weekly.title, level: 1 })).toBeVisible();
          await expect(page.getByRole("region", { name: "Are you going?" })).toContainText("2 of 2 places taken");
          await expect(page.getByRole("region", { name: "Who's coming" }).getByRole("tabpanel")).toContainText("Nathanael Fig-Tree");
          await expect(page.getByRole("region", { name: "Upcoming dates" })).toBeVisible();
          await expect(page.getByText("Every week on", { exact: false })).toBeVisible();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page, width);
          await expectAxeClean(page, `event page, ${colorScheme}, ${width}`);
        });

        test("the form for a new event", async ({ page }) => {
          await page.goto("/events");
          await page.getByRole("button", { name: "New event" }).click();
          const dialog = page.getByRole("dialog", { name: "New event" });
          await dialog.getByLabel("Repeat").selectOption({ index: 2 });
          await expect(dialog.getByRole("radio", { name: "Never" })).toBeChecked();
          expect(await looks(page)).toBe(colorScheme);
          await expectFits(page, width);
          await expectAxeClean(page, `new event form, ${colorScheme}, ${width}`);
        });
      });
    }
  }
});
