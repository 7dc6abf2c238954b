import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientRoutes } from "../../../server/routes/client";

// A built client in miniature, as `vite build` writes it: the page, a hashed chunk, the
// service worker (with its brotli copy) and the web manifest.
const WORKER = `self.addEventListener("install",()=>{});${"/* precache list */".repeat(100)}`;
const MANIFEST = JSON.stringify({ name: "Koinonia", start_url: "/", icons: [{ src: "/icon-192.png", sizes: "192x192" }] });

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-client-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
  fs.writeFileSync(path.join(dir, "assets/app-Bk24ZlR9.js"), "export {};");
  fs.writeFileSync(path.join(dir, "sw.js"), WORKER);
  fs.writeFileSync(path.join(dir, "sw.js.br"), brotliCompressSync(WORKER));
  fs.writeFileSync(path.join(dir, "manifest.webmanifest"), MANIFEST);
  app = Fastify();
  await app.register(cookie);
  await clientRoutes(app, true, dir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the installable app's files", () => {
  it("the service worker is JavaScript the browser asks again for every time, never kept as immutable", async () => {
    const res = await get("/sw.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(WORKER);
    expect(res.headers.etag).toBeTruthy();

    // Unchanged since the browser last had it: a 304, no body.
    const again = await get("/sw.js", { "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("the service worker goes out brotli-compressed to browsers that take it, with the same caching", async () => {
    const res = await get("/sw.js", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("the web manifest is served as a manifest, asked again every time", async () => {
    const res = await get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual(JSON.parse(MANIFEST));
  });

  it("hashed chunks stay cached for a year", async () => {
    const res = await get("/assets/app-Bk24ZlR9.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a page path gets the app's index.html, not cached without asking", async () => {
    const res = await get("/groups");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});

describe("a new build linked in while the server runs", () => {
  let builds: string;
  let server: FastifyInstance;
  const page = (chunk: string) => `<!doctype html><html><head><script type="module" src="/assets/${chunk}"></script></head><body></body></html>`;
  beforeAll(async () => {
    // dist/client as the build script leaves it: a link to the finished build.
    builds = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-builds-"));
    const built: [string, string][] = [
      ["first", "app-F1rstAAA.js"],
      ["second", "app-Sec0ndBB.js"],
    ];
    for (const [name, chunk] of built) {
      fs.mkdirSync(path.join(builds, name, "assets"), { recursive: true });
      fs.writeFileSync(path.join(builds, name, "index.html"), page(chunk));
      fs.writeFileSync(path.join(builds, name, "assets", chunk), "export {};");
    }
    fs.symlinkSync("first", path.join(builds, "client"));
    server = Fastify();
    await server.register(cookie);
    await clientRoutes(server, true, path.join(builds, "client"));
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(builds, { recursive: true, force: true });
  });

  it("leaves the server on the build it started with: its page and the chunks that page names", async () => {
    fs.unlinkSync(path.join(builds, "client"));
    fs.symlinkSync("second", path.join(builds, "client"));

    const html = await server.inject({ method: "GET", url: "/" });
    expect(html.body).toContain("/assets/app-F1rstAAA.js");
    expect((await server.inject({ method: "GET", url: "/assets/app-F1rstAAA.js" })).statusCode).toBe(200);
    expect((await server.inject({ method: "GET", url: "/assets/app-Sec0ndBB.js" })).statusCode).toBe(404);
  });
});
