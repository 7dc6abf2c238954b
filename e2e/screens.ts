import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

// What every screen test checks of a page however it was reached: the theme it shows, and
// that axe finds nothing against WCAG 2 A and AA.

/** The page's background as a person sees it: dark or light (a theme that did not apply would test the other). */
export async function looks(page: Page): Promise<"light" | "dark"> {
  const rgb = await page.evaluate(() => {
    const probe = document.createElement("canvas").getContext("2d")!;
    probe.fillStyle = getComputedStyle(document.body).backgroundColor;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  return rgb.reduce((sum, c) => sum + c, 0) / 3 < 80 ? "dark" : "light";
}

/** No axe violation (WCAG 2 A and AA) on the page, or within `include` (a selector) when given; `what` names the screen. */
export async function expectAxeClean(page: Page, what: string, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  const { violations } = await (include ? axe.include(include) : axe).analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(found, what).toEqual([]);
}
