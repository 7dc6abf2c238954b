import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MEMBER_ROUTES, PROTECTED_PATHS, ROUTES, VISITOR_ONLY_PATHS, VISITOR_ROUTES } from "../../client/src/routes";

// The app's one route table, and the routers and protected paths built from it.

const src = path.join(import.meta.dirname, "../../client/src");

describe("the route table", () => {
  it("gives each path at most one page for members and one for visitors", () => {
    for (const routes of [MEMBER_ROUTES, VISITOR_ROUTES]) {
      const paths = routes.map((route) => route.path);
      expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    }
  });

  it("sends a visitor to sign in from every path only members have a page on", () => {
    const visitorPaths = new Set(VISITOR_ROUTES.map((route) => route.path));
    expect(PROTECTED_PATHS).toEqual(MEMBER_ROUTES.map((route) => route.path).filter((p) => !visitorPaths.has(p)));
    expect(PROTECTED_PATHS).toEqual(expect.arrayContaining(["/posts/:id", "/groups/:id", "/rooms/:id", "/prayer/now", "/settings"]));
    expect(PROTECTED_PATHS).not.toContain("/");
  });

  it("sends a member home from the pages only visitors have", () => {
    expect(VISITOR_ONLY_PATHS).toEqual(["/landing", "/auth"]);
  });

  it("opens the pages mailed and shared links lead to, and the site's terms and privacy policy, for members and visitors alike", () => {
    const both = ROUTES.filter((route) => route.for === "both").map((route) => route.path);
    expect(both.sort()).toEqual(["/forgot-password", "/join/:code", "/privacy", "/reset-password", "/terms", "/unsubscribe", "/verify-email"]);
  });

  it("keeps the team's admin page for members: a visitor is sent to sign in", () => {
    expect(PROTECTED_PATHS).toContain("/admin");
  });

  it("routes every page in client/src/pages", () => {
    const table = fs.readFileSync(path.join(src, "routes.ts"), "utf8");
    const routed = new Set([...table.matchAll(/import\("@\/pages\/([\w-]+)"\)/g)].map((m) => m[1]));
    const pages = fs.readdirSync(path.join(src, "pages")).map((file) => file.replace(/\.tsx$/, ""));
    expect(pages.filter((page) => !routed.has(page))).toEqual([]);
  });
});
