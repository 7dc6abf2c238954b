import { expect, test, type Page } from "@playwright/test";
import { signUpThroughApi } from "./helpers";
import { looks } from "./screens";

// The theme: the system's setting by default; System, Light or Dark in the account menu,
// remembered across reloads and painted right from the first frame.

/** The page's background colour as the person sees it: "light" or "dark". */
/** What the browser draws its own parts in (form controls, scrollbars): the root's color-scheme. */
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/** The toolbar colour the browser would use: the first theme-color meta whose media matches. */
const toolbarColour = (page: Page) =>
  page.evaluate(() => {
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    return metas.find((meta) => matchMedia(meta.media || "all").matches)?.content ?? null;
  });

const accountMenuButton = (page: Page) => page.getByRole("button", { name: /^Account menu for/ });
const themeItem = (page: Page, name: "System" | "Light" | "Dark") => page.getByRole("menuitemradio", { name });

async function openAccountMenu(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/**
 * Before any of the page's own scripts, notes the theme at the first frame the browser renders
 * (requestAnimationFrame runs just before it): a frame in the other theme would be a flash.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrame: string }).__firstFrame = getComputedStyle(document.documentElement).colorScheme;
    });
  });
}
const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrame?: string }).__firstFrame ?? null);

test("Dark in the account menu turns the page dark at once, and it stays dark from the first frame after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signUpThroughApi(page);
  await recordFirstFrame(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
  expect(await looks(page)).toBe("light");

  await openAccountMenu(page);
  // Nothing chosen yet: the system's setting.
  await expect(themeItem(page, "System")).toHaveAttribute("aria-checked", "true");
  await expect(themeItem(page, "Dark")).toHaveAttribute("aria-checked", "false");
  await themeItem(page, "Dark").click();
  await expect.poll(() => looks(page)).toBe("dark");
  expect(await colorScheme(page)).toBe("dark");
  expect(await toolbarColour(page)).toBe("#1a1830");
  // The menu stays open to show the choice.
  await expect(themeItem(page, "Dark")).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
  expect(await firstFrame(page)).toBe("dark");
  expect(await looks(page)).toBe("dark");
  expect(await toolbarColour(page)).toBe("#1a1830");
  await openAccountMenu(page);
  await expect(themeItem(page, "Dark")).toHaveAttribute("aria-checked", "true");

  // Another page, opened fresh, is dark too (the choice belongs to the browser, not the tab).
  const other = await page.context().newPage();
  await other.emulateMedia({ colorScheme: "light" });
  await other.goto("/groups");
  await expect(other.getByRole("heading", { name: "My Groups" })).toBeVisible();
  expect(await looks(other)).toBe("dark");
  await other.close();
});

test("System follows the system's setting as it changes; Light and Dark hold whatever it says", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signUpThroughApi(page);
  await page.goto("/groups");
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  expect(await looks(page)).toBe("dark");
  expect(await toolbarColour(page)).toBe("#1a1830");

  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => looks(page)).toBe("light");
  expect(await toolbarColour(page)).toBe("#1e1b4b");

  await openAccountMenu(page);
  await themeItem(page, "Dark").click();
  await expect.poll(() => looks(page)).toBe("dark");
  await themeItem(page, "Light").click();
  await expect.poll(() => looks(page)).toBe("light");
  await page.keyboard.press("Escape");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  expect(await looks(page)).toBe("light");
  expect(await colorScheme(page)).toBe("light");
  expect(await toolbarColour(page)).toBe("#1e1b4b");

  // Back to System: the system's dark again, now and after a reload.
  await openAccountMenu(page);
  await themeItem(page, "System").click();
  await expect.poll(() => looks(page)).toBe("dark");
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Groups" })).toBeVisible();
  expect(await looks(page)).toBe("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => looks(page)).toBe("light");
});

test("a visitor's landing page follows the system: its indigo hero stays, the sections around it turn dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const features = page.getByRole("region", { name: "Everything a community of faith needs" });
  const hero = page.getByRole("region", { name: "Where believers gather, pray and grow together" });
  await expect(features).toBeVisible();
  const background = (region: typeof hero) => region.evaluate((el) => getComputedStyle(el).backgroundColor);
  const heroColour = await background(hero);
  const darkFeatures = await background(features);
  expect(await looks(page)).toBe("dark");

  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => looks(page)).toBe("light");
  expect(await background(hero)).toBe(heroColour);
  expect(await background(features)).not.toBe(darkFeatures);
});

/** Contrast ratio (WCAG) between an element's edge and its own background, as the browser paints them. */
async function edgeContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const probe = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const luminance = (css: string) => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(document.querySelector(selector)!);
    const [edge, fill] = [luminance(style.borderTopColor), luminance(style.backgroundColor)];
    return (Math.max(edge, fill) + 0.05) / (Math.min(edge, fill) + 0.05);
  }, selector);
}

test("a text field's edge, all that shows where it is on its card, keeps 3:1 against the card in both themes", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/auth");
    await expect(page.getByLabel("Email")).toBeVisible();
    // The field is filled with its card's colour: its own background is the card's.
    expect(await edgeContrast(page, "input[type=email]")).toBeGreaterThanOrEqual(3);
  }
});
