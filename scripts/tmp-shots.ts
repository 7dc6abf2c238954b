import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const BASE = "http://localhost:5400";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const language of ["es", "pt"] as const) {
  const locale = language === "es" ? "es-ES" : "pt-BR";
  const visitor = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const v = await visitor.newPage();
  await v.goto(`${BASE}/`);
  await v.waitForTimeout(800);
  await v.screenshot({ path: `/tmp/shots/${language}-landing.png`, fullPage: true });
  await v.goto(`${BASE}/auth`);
  await v.waitForTimeout(800);
  await v.screenshot({ path: `/tmp/shots/${language}-auth.png` });
  await visitor.close();

  const ctx = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const email = `shots-${language}-${Date.now()}@example.org`;
  const res = await page.request.post(`${BASE}/api/auth/register`, { data: { email, password: "grace-and-peace", firstName: language === "es" ? "Lucía" : "João", lastName: "Silva", language } });
  console.log(language, res.status());
  await page.request.post(`${BASE}/api/posts`, { data: { content: "Gracia y paz / Graça e paz" } });
  await page.request.post(`${BASE}/api/posts`, { data: { content: "Oremos por mi madre / Orem por minha mãe", postType: "prayer_request", prayerCategory: "health" } });
  for (const [name, url] of [["home", "/"], ["settings", "/settings"], ["groups", "/groups"], ["prayer", "/prayer"], ["notifications", "/notifications"], ["search", "/search?q=paz"], ["profile", "/profile"], ["demo", "/demo"]] as const) {
    await page.goto(`${BASE}${url}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${language}-${name}.png`, fullPage: name !== "home" });
  }
  const mobile = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, storageState: await ctx.storageState() });
  const m = await mobile.newPage();
  await m.goto(`${BASE}/`);
  await m.waitForTimeout(1500);
  await m.screenshot({ path: `/tmp/shots/${language}-home-mobile.png` });
  await mobile.close();
  await ctx.close();
}
await browser.close();
