import { expect, test } from "@playwright/test";
import { member } from "./helpers";

// The "Live now" card's room-title field shows its example whole, in every language the app
// speaks, on a phone and on a desktop: an example cut off mid-word tells nobody anything.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const locale of ["en", "es", "pt"]) {
  test(`the room title's example fits in its field in "${locale}", on a phone and a desktop`, async ({ browser }) => {
    const someone = await member(browser, { firstName: "Tess", lastName: "Title" });
    const { page } = someone;
    try {
      expect((await page.request.put("/api/account/language", { data: { language: locale } })).status()).toBe(200);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto("/");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const field = page.locator("#live-now-room-title");
        await field.scrollIntoViewIfNeeded();
        await expect(field).toBeVisible();
        // The placeholder's width in the field's own font, against the room the field gives it.
        const { text, needed, room } = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
          return { text: input.placeholder, needed: context.measureText(input.placeholder).width, room: input.clientWidth - padding };
        });
        expect(text.length, locale).toBeGreaterThan(0);
        expect(needed, `"${text}" at ${viewport.width} px`).toBeLessThanOrEqual(room);
        if (process.env.E2E_SHOTS) {
          await page
            .locator("section")
            .filter({ has: field })
            .screenshot({ path: `${process.env.E2E_SHOTS}/title-${locale}-${viewport.width}.png` });
        }
      }
    } finally {
      await someone.close();
    }
  });
}
