import fs from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { newUser, signUpThroughApi } from "./helpers";

// The interface in English, Spanish and Portuguese: the browser's language first, a choice on
// the landing page and the sign-in card for visitors, and for members a choice in settings that
// their account keeps, so every device they sign in on speaks it. Each language's words are read
// from its translation files, so these tests check what a reader sees, not a copy of it.

type Words = Record<string, Record<string, string>>;
const words = (language: "es" | "pt", part: string): Words =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../client/src/locales/${language}/${part}.json`), "utf8"));

const es = { landing: words("es", "landing"), pages: words("es", "pages") };
const pt = { landing: words("pt", "landing"), pages: words("pt", "pages") };

const heroHeading = (page: Page) => page.getByRole("heading", { level: 1 });

async function signInThroughUi(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  return { context, page };
}

test.describe("a visitor whose browser prefers Spanish", () => {
  test.use({ locale: "es-MX" });

  test("reads the landing page in Spanish, with <html lang> saying so", async ({ page }) => {
    await page.goto("/");
    await expect(heroHeading(page)).toContainText(es.landing["landing/hero-section"]!.headingStart!);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The sign-in card too.
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Iniciar sesión" })).toHaveAttribute("aria-selected", "true");
  });
});

test("a visitor's choice of language changes every word at once and is kept for the next visit", async ({ page }) => {
  await page.goto("/");
  await expect(heroHeading(page)).toContainText("Where believers gather, pray and grow");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByLabel("Language").selectOption("pt");
  await expect(heroHeading(page)).toContainText(pt.landing["landing/hero-section"]!.headingStart!);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");

  await page.reload();
  await expect(heroHeading(page)).toContainText(pt.landing["landing/hero-section"]!.headingStart!);
  await page.getByLabel("Idioma").selectOption("en");
  await expect(heroHeading(page)).toContainText("Where believers gather, pray and grow");
});

test("a member's language, chosen in settings, is kept by the account and followed on another device", async ({ page, browser }) => {
  const user = await signUpThroughApi(page, newUser({ firstName: "Priscila" }));
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page.getByRole("heading", { name: es.pages["pages/settings"]!.title!, level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const me = await page.request.get("/api/auth/user");
  expect((await me.json()).language).toBe("es");

  // A browser that speaks English, where the member signs in: the account's Spanish wins.
  const other = await signInThroughUi(browser, user.email, user.password);
  const welcome = es.pages["pages/home"]!.welcome!.replace("{name}", "Priscila");
  await expect(other.page.getByRole("heading", { name: welcome })).toBeVisible({ timeout: 10_000 });
  await expect(other.page.locator("html")).toHaveAttribute("lang", "es");
  await other.context.close();
});

test.describe("a member who reads Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("signs up in Portuguese, and their account, dates and counts are in it", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Cadastrar-se" }).click();
    const user = newUser({ firstName: "João" });
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("Nome", { exact: true }).fill(user.firstName);
    await panel.getByLabel("Sobrenome").fill(user.lastName);
    await panel.getByLabel("E-mail").fill(user.email);
    await panel.getByLabel("Senha").fill(user.password);
    await panel.getByRole("button").click();
    await expect(page.getByRole("heading", { name: /João/ })).toBeVisible({ timeout: 10_000 });
    expect((await (await page.request.get("/api/auth/user")).json()).language).toBe("pt");

    // A post of theirs: its time in Portuguese ("há menos de um minuto").
    const posted = await page.request.post("/api/posts", { data: { content: "Graça e paz a todos." } });
    expect(posted.status()).toBe(201);
    await page.reload();
    const post = page.getByRole("article").filter({ hasText: "Graça e paz a todos." });
    await expect(post).toContainText(/há menos de um minuto/);
  });
});
