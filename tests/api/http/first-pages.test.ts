import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstPages } from "../../../server/http/first-pages";

// A built client in miniature: the entry and its chunks, the two trees, their pages and a
// chunk both trees share, as Vite's manifest describes them.
const INDEX = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const MANIFEST = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_app.js"] },
  "_app.js": { file: "assets/app.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_app.js"] },
  "src/signed-in-app.tsx": { file: "assets/signed-in-app.js", isDynamicEntry: true, imports: ["_signed-in.js", "_shared.js"] },
  "_signed-in.js": { file: "assets/signed-in.js", imports: ["_app.js"] },
  "src/pages/home.tsx": { file: "assets/home.js", isDynamicEntry: true, imports: ["_signed-in.js"] },
  "src/signed-out-app.tsx": { file: "assets/signed-out-app.js", isDynamicEntry: true, imports: ["_app.js"] },
  "src/pages/landing.tsx": { file: "assets/landing.js", isDynamicEntry: true, imports: ["_app.js"] },
  "src/pages/auth.tsx": { file: "assets/auth.js", isDynamicEntry: true, imports: ["_shared.js"] },
};

const dirs: string[] = [];
function builtClient(withManifest = true): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-client-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  if (withManifest) {
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(MANIFEST));
  }
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const FEED_PRELOAD = '<link rel="preload" href="/api/posts/feed?limit=20" as="fetch" crossorigin="use-credentials">';

describe("index.html names the chunks the first page loads", () => {
  const page = firstPages(builtClient());

  it("a session on the home page: the signed-in tree, the home page and the first feed page", () => {
    const html = page("/", true);
    expect(preloaded(html)).toEqual([
      "/assets/app.js",
      "/assets/signed-in-app.js",
      "/assets/signed-in.js",
      "/assets/shared.js",
      "/assets/home.js",
    ]);
    expect(html).toContain(FEED_PRELOAD);
    // Still a whole page, the links inside its head.
    expect(html.indexOf(FEED_PRELOAD)).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<div id="root"></div>');
  });

  it("a session on another page: the signed-in tree only, and no feed", () => {
    const html = page("/groups", true);
    expect(preloaded(html)).toEqual(["/assets/app.js", "/assets/signed-in-app.js", "/assets/signed-in.js", "/assets/shared.js"]);
    expect(html).not.toContain("/api/posts/feed");
  });

  it("a visitor: the signed-out tree with the landing or sign-in page, never the signed-in app or the feed", () => {
    expect(preloaded(page("/", false))).toEqual(["/assets/app.js", "/assets/signed-out-app.js", "/assets/landing.js"]);
    expect(preloaded(page("/landing", false))).toEqual(["/assets/app.js", "/assets/signed-out-app.js", "/assets/landing.js"]);
    expect(preloaded(page("/auth", false))).toEqual(["/assets/app.js", "/assets/signed-out-app.js", "/assets/auth.js", "/assets/shared.js"]);
    expect(preloaded(page("/posts/7", false))).toEqual(["/assets/app.js", "/assets/signed-out-app.js"]);
    for (const pathname of ["/", "/auth", "/groups"]) {
      expect(page(pathname, false)).not.toContain("signed-in");
      expect(page(pathname, false)).not.toContain("/api/posts/feed");
    }
  });

  it("a build without a manifest still gets its plain index.html", () => {
    expect(firstPages(builtClient(false))("/", true)).toBe(INDEX);
  });
});
