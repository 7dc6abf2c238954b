import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";

test.describe("public landing page", () => {
  test("a visitor sees the pitch: headline, four features, three values and the call to action", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where believers gather, pray and grow together");
    await expect(page.getByRole("link", { name: "Join Koinonia" })).toBeVisible();

    for (const feature of ["Connect & Network", "Prayer Support", "Faith Groups", "Live Fellowship"]) {
      await expect(page.getByRole("heading", { name: feature, level: 3 })).toBeVisible();
    }
    await expect(page.getByText("Share prayer requests and offer prayers")).toBeVisible();
    await expect(page.getByText("Bible study groups, prayer circles and ministry teams")).toBeVisible();
    await expect(page.getByText("Host and join live prayer sessions and community discussions")).toBeVisible();

    for (const value of ["Love & Compassion", "Truth & Integrity", "Unity in Christ"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Koinonia");
  });

  test("/landing shows the same page", async ({ page }) => {
    await page.goto("/landing");
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
  });

  test("every button on the landing page goes to /api/login", async ({ page }) => {
    await page.goto("/");
    const buttons = [
      page.getByRole("banner").getByRole("link", { name: "Sign In" }),
      page.getByRole("link", { name: "Join Koinonia" }),
      page.getByRole("link", { name: "Create your free account" }),
    ];
    for (const button of buttons) {
      await expect(button).toHaveAttribute("href", "/api/login");
    }
    // Nothing else styled as an action may point anywhere else: only the brand link goes home.
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => href !== "/api/login")).toEqual(["/"]);

    // A real navigation: the server redirects /api/login to the sign-in screen.
    await page.getByRole("link", { name: "Join Koinonia" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });

  test("Sign In in the header leads to the sign-in card", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByText("Christian Social Network")).toBeVisible();
    await expect(page.getByText("Join our family of believers in building Christian community.")).toBeVisible();
  });

  test("a visitor never downloads the signed-in app", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((path) => path.includes("landing"))).toBe(true);
    expect(scripts.filter((path) => /signed-in-app|\/home-|\/profile-|\/groups-/.test(path))).toEqual([]);
  });
});

/** The raw response: Playwright's own request client decodes bodies and drops the header. */
const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<{ status: number; encoding?: string; type?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            encoding: res.headers["content-encoding"],
            type: res.headers["content-type"],
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });

test.describe("static files", () => {
  test("are sent pre-compressed to a browser that accepts it, and plain to one that does not", async ({ page, baseURL }) => {
    await page.goto("/");
    const scripts = await page
      .locator('script[src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? node.getAttribute("href")!));
    // The biggest script the page loads first (tiny files are not worth compressing).
    const plains = await Promise.all(scripts.map(async (src) => ({ src, response: await rawGet(`${baseURL}${src}`, "identity") })));
    const { src, response: plain } = plains.sort((a, b) => b.response.body.length - a.response.body.length)[0]!;
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();

    const brotli = await rawGet(`${baseURL}${src}`, "br");
    expect(brotli.status).toBe(200);
    expect(brotli.encoding).toBe("br");
    expect(brotli.type).toContain("javascript");
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });
});
