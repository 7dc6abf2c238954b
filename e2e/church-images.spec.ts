import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoHorizontalScroll, newUser, signUpThroughApi, tag, toastWith } from "./helpers";

// A church's logo and banner: its leaders upload them from Manage, the page's header shows
// them, and a visitor holding an invitation link sees the logo before they have an account.

const OBJECT_IMAGE = /^\/objects\/images\/[A-Za-z0-9_-]+\.webp(\?link=[A-Za-z0-9_-]{12})?$/;

/** A small real image, made fresh for the test. */
const image = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

const uploader = (page: Page) => page.getByRole("dialog", { name: "Upload an image" });

/** Presses `button`, picks the file in Uppy's dialog, starts the upload and waits for the church to be saved with it. */
async function uploadThrough(
  page: Page,
  button: Locator,
  file: { name: string; buffer: Buffer },
  slug: string,
): Promise<Record<string, unknown>> {
  await button.click();
  await expect(uploader(page)).toBeVisible();
  await uploader(page)
    .locator("input.uppy-Dashboard-input[type=file]")
    .first()
    .setInputFiles({ ...file, mimeType: "image/png" });
  const saved = page.waitForRequest((req) => req.method() === "PUT" && new URL(req.url()).pathname === `/api/churches/${slug}`);
  await uploader(page)
    .getByRole("button", { name: /^Upload 1 file$/ })
    .click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  await expect(uploader(page)).toHaveCount(0);
  return body;
}

/** The image is one of ours, and the browser drew it (it was served to whoever looks). */
async function expectShown(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  expect(await img.getAttribute("src")).toMatch(OBJECT_IMAGE);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test("a leader gives the church a logo and banner; its page and a visitor's invitation show them", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signUpThroughApi(page, newUser({ firstName: "Lydia", lastName: "Thyatira" }));
  const name = `Riverside Fellowship ${tag()}`;
  const created = await page.request.post("/api/churches", { data: { name, place: "Philippi" } });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/churches/${slug}`);
  // The header: the card that holds the church's name.
  const header = page.locator("main div.rounded-xl").filter({ has: page.getByRole("heading", { name, level: 1 }) });
  // No logo yet: the church's initials stand in for it.
  await expect(header.getByText("RF", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Manage" }).click();
  const images = page.getByRole("region", { name: "Logo and banner" });
  const logoBody = await uploadThrough(
    page,
    images.getByRole("button", { name: "Upload logo" }),
    { name: "seal.png", buffer: await image(300, 300, { r: 30, g: 64, b: 175 }) },
    slug,
  );
  expect(String(logoBody.logoUrl)).toMatch(/\/api\/objects\/uploads\//);
  await expect(toastWith(page, "Church updated successfully")).toBeVisible();
  await expect(images.getByRole("button", { name: "Change logo" })).toBeVisible();

  const bannerBody = await uploadThrough(
    page,
    images.getByRole("button", { name: "Upload banner" }),
    { name: "river.png", buffer: await image(1600, 600, { r: 224, g: 168, b: 46 }) },
    slug,
  );
  expect(Object.keys(bannerBody)).toEqual(["bannerUrl"]);
  await expect(images.getByRole("button", { name: "Remove banner" })).toBeVisible();

  // The header shows both, at once and after a reload.
  const pictures = header.locator("img");
  await expect(pictures).toHaveCount(2);
  await page.reload();
  await expect(pictures).toHaveCount(2);
  for (const img of await pictures.all()) await expectShown(img);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A visitor who scanned the church's invitation sees its logo before signing up.
  const link = await page.request.post(`/api/churches/${slug}/links`, { data: {} });
  const { code } = (await link.json()) as { code: string };
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/join/${code}`);
  await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
  const shown = visitor.locator('img[src^="/objects/images/"]');
  await expect(shown).toHaveCount(2);
  for (const img of await shown.all()) await expectShown(img);
  await visitorContext.close();

  // Removing the logo brings the initials back; the banner stays.
  await page.getByRole("tab", { name: "Manage" }).click();
  await images.getByRole("button", { name: "Remove logo" }).click();
  await expect(images.getByRole("button", { name: "Upload logo" })).toBeVisible();
  await expect(header.getByText("RF", { exact: true })).toBeVisible();
  await expect(pictures).toHaveCount(1);
});
