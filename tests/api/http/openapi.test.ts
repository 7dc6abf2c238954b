import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OPEN_ROUTES, OPENAPI_PATH } from "../../../server/plugins/openapi";
import { SESSION_COOKIE } from "../../../server/plugins/session";
import { useTestApp } from "../../helpers/test-app";

// The OpenAPI document is generated from the routes' own schemas: every route the app adds is
// in it (but the document's own route, which describes the API rather than being part of it),
// with its request and response schemas, and the session cookie wherever one is needed.

const registered: { method: string; url: string }[] = [];
const t = useTestApp({
  onRoute: (route) => {
    // Fastify answers HEAD with the GET's handler; the document lists the GET.
    for (const method of [route.method].flat()) if (method !== "HEAD") registered.push({ method, url: route.url });
  },
});

const HIDDEN = new Set([`GET ${OPENAPI_PATH}`]);
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

// Parts of the generated document that the tests walk into freely.
// biome-ignore lint/suspicious/noExplicitAny: they hold JSON schemas generated from the zod ones, which no type here describes
type DocPart = any;
type Operation = { security?: unknown[]; requestBody?: DocPart; responses: Record<string, DocPart> };
let doc: {
  openapi: string;
  info: { title: string; version: string };
  components: DocPart;
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
};
const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

// Asked for by a visitor: the document needs no session.
beforeAll(async () => {
  const res = await t().agent().get(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  doc = res.json();
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3 document named for the app, at the package's version", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../package.json"), "utf8"));
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: "Koinonia API", version });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
  });

  it("lists every route the app registers, and nothing else", () => {
    expect(registered.filter((r) => r.url.startsWith("/api/")).length).toBeGreaterThan(40);
    const missing = registered.filter((r) => !HIDDEN.has(key(r)) && !operation(r.method, r.url)).map(key);
    expect(missing, "routes missing from the document").toEqual([]);
    for (const hidden of HIDDEN) {
      const [method, url] = hidden.split(" ") as [string, string];
      expect(operation(method, url), hidden).toBeUndefined();
    }
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const routes = new Set(registered.map((r) => `${r.method} ${openApiPath(r.url)}`));
    expect(
      documented.filter((d) => !routes.has(d)),
      "documented routes that do not exist",
    ).toEqual([]);
  });

  it("carries the request and response schemas of the contract", () => {
    const create = operation("POST", "/api/posts")!;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.properties).toHaveProperty("content");
    expect(body.properties).toHaveProperty("type");
    const post = create.responses["201"].content["application/json"].schema;
    expect(post.properties).toHaveProperty("id");
    expect(post.properties).toHaveProperty("author");
    const one = operation("GET", "/api/posts/:id")!;
    expect(one.responses["200"].content["application/json"].schema.properties).toHaveProperty("content");
  });

  it("names the session cookie, needed by every route but the open ones", () => {
    expect(doc.components.securitySchemes.session).toEqual({ type: "apiKey", in: "cookie", name: SESSION_COOKIE });
    expect(doc.security).toEqual([{ session: [] }]);
    for (const open of OPEN_ROUTES) {
      const [method, url] = open.split(" ") as [string, string];
      expect(operation(method, url)?.security, open).toEqual([]);
    }
    const others = registered.filter((r) => !HIDDEN.has(key(r)) && !OPEN_ROUTES.has(key(r)));
    for (const r of others) expect(operation(r.method, r.url)!.security, key(r)).toBeUndefined();
  });

  it("is right that a visitor is refused by each GET route it says needs the session", async () => {
    const gets = registered.filter((r) => r.method === "GET" && !HIDDEN.has(key(r)) && !OPEN_ROUTES.has(key(r)));
    expect(gets.length).toBeGreaterThan(20);
    for (const r of gets) {
      const url = r.url.replace(":file", "x.webp").replace(/:\w+/g, "1");
      const res = await t().agent().get(url);
      expect(res.statusCode, `GET ${url}`).toBe(401);
    }
  });
});
