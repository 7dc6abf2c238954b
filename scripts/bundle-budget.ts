// After `vite build` (scripts/build-client.ts runs it): the gzip size of the JS and CSS each route loads first, checked against
// its budget. "First" is the entry chunk, the route's lazy chunks (the signed-in or signed-out
// tree, then the page) and every chunk those import statically, found by walking `imports` in
// Vite's manifest. `dynamicImports` load on demand (the uploader, dialogs) and are not counted.
// Exits 1 when a route is over budget or an on-demand part leaks into a first load.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Manifest, entryKey, readManifest, staticClosure } from "../server/http/build-manifest";

interface Route {
  name: string;
  /** Lazy chunks the route waits for, outermost first (manifest keys: source paths). */
  lazy: string[];
  jsBudgetKb: number;
}

const KB = 1000;
const CSS_BUDGET_KB = 20;
const VISITOR_JS_KB = 100;
// Every signed-in page's room grew by a kilobyte with the Bible: a reference in any member's
// text is a link in the reader's translation (the popover loads on the first press), and the
// navigation has the Bible (measured 1.0 kB on each: the smallest page, 143.4 to 144.4); then
// by a few hundred bytes more with the routes, words and notices of devotions and reading
// plans (measured 0.1 to 0.3 kB: /settings 151.1, a church's page with its Devotions tab 157.3);
// then by half a kilobyte with the card of a post's first link, which the post card (in every
// signed-in page's shared code) shows under its words (measured 0.4 kB: /settings 151.8);
// then by a kilobyte with mentions: each "@Name" in a post or comment links to its profile,
// and the composer's field notices an "@" being typed (its list and keys load with the first
// one; measured 1.0 kB: /settings 153.7 to 154.7, beside others' work of the day); then by a
// kilobyte and a half with reactions: a post card's counts and its "React" button (what
// reacting needs, its menu and who reacted load after the feed has painted; measured 1.5 kB:
// home 146.5 to 148.0); then by a few hundred bytes with the place a card names, a group's or a
// church's post in the home feed linking to where it was shared (measured 0.1 to 0.2 kB:
// /settings 154.7).
const SIGNED_IN_JS_KB = 155;

const OUT = "src/signed-out-app.tsx";
const IN = "src/signed-in-app.tsx";
const page = (name: string) => `src/pages/${name}.tsx`;

export const ROUTES: Route[] = [
  { name: "/ (landing, visitor)", lazy: [OUT, page("landing")], jsBudgetKb: VISITOR_JS_KB },
  { name: "/auth", lazy: [OUT, page("auth")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/ (home, signed in)", lazy: [IN, page("home")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/posts/:id", lazy: [IN, page("post")], jsBudgetKb: SIGNED_IN_JS_KB },
  // A profile's upcoming events (a chunk of their own, whose preload list the page carries),
  // on top of the Events link and routes every signed-in page gained (0.9 kB): measured 150.6.
  // Then the Messages link, its count and routes every signed-in page gained (0.7 kB): measured 151.2.
  { name: "/profile/:id?", lazy: [IN, page("profile")], jsBudgetKb: SIGNED_IN_JS_KB + 2 },
  // 'My Groups' shares its cards with a church's Groups tab, so the bundler gives the card (and
  // the group reads) chunks of their own: 0.6 kB more than when the page held them (measured
  // 150.0 kB); half a kilobyte of room.
  // Then the Events link and routes every signed-in page gained: measured 151.1; then the
  // Messages link, its count and routes: measured 151.7.
  { name: "/groups", lazy: [IN, page("groups")], jsBudgetKb: SIGNED_IN_JS_KB + 2.5 },
  // A group's page carries the most of any (its header, members, composer and feed) and
  // grew past 150 with writes kept on the device while offline, the team's link to
  // moderation and the churches in every page's route table and live stream (measured 151.4
  // to 152.1 kB), then with a church's groups: its church and kind in the header, its
  // leaders' moderation, and the feed shared with the church's prayer wall in a chunk of its
  // own (measured 153.8 kB); 4 kB of room until its page is cut down.
  // Then the Events link and routes of every signed-in page, and its upcoming events card
  // (measured 155.2 kB); then 156.0, with the Bible's references in every page 157.0, and with
  // the card of the plans it reads together 157.7.
  // Then the member's choice of what the group brings to their home feed: its button (the menu
  // and the choice load when pressed; measured 1.2 kB: 161.1 to 162.3).
  { name: "/groups/:id", lazy: [IN, page("group")], jsBudgetKb: SIGNED_IN_JS_KB + 7.5 },
  { name: "/churches", lazy: [IN, page("churches")], jsBudgetKb: SIGNED_IN_JS_KB },
  // A church's page: its header, tabs and About; the rest of its tabs (and the leaders' forms)
  // load when opened. Measured 152.5 kB; then 153.6 with the prayer wall and groups tabs, whose
  // chunks' preload lists the page carries; 4 kB of room until the tab bar is cut down.
  // Then the Events link and routes of every signed-in page, and its Events tab (measured 155.0);
  // then 157.3, and 157.6 with the plans the church reads together in its Devotions tab, and
  // 157.9 with its own plans there.
  // Then, as a group's page, the member's home feed choice (measured 1.1 kB: 161.1 to 162.2).
  { name: "/churches/:slug", lazy: [IN, page("church")], jsBudgetKb: SIGNED_IN_JS_KB + 7.5 },
  { name: "/join/:code", lazy: [IN, page("join-church")], jsBudgetKb: SIGNED_IN_JS_KB },
  // The calendar: the agenda first; the month's grid, the event form and organisers' tools load when opened.
  // With the Messages link, its count and routes every signed-in page gained (0.7 kB): measured 150.2 and 150.5.
  { name: "/events", lazy: [IN, page("events")], jsBudgetKb: SIGNED_IN_JS_KB + 1 },
  { name: "/events/:id", lazy: [IN, page("event")], jsBudgetKb: SIGNED_IN_JS_KB + 1 },
  // Messages: the list and the open conversation side by side, with the composer and the
  // message bubbles; the menus, reactions, the new-message dialog, the uploader and reporting
  // load when first used. Measured 162.1; then the list in pages, with its Show older button
  // (measured 162.8); then the Bible's references in every page, and the routes of a church's
  // reading plans every signed-in page gained (measured 164.5).
  { name: "/messages", lazy: [IN, page("messages")], jsBudgetKb: SIGNED_IN_JS_KB + 13.5 },
  { name: "/notifications", lazy: [IN, page("notifications")], jsBudgetKb: SIGNED_IN_JS_KB },
  // Measured 150.3 with the Messages link, its count and routes every signed-in page gained (0.7 kB).
  { name: "/moderation", lazy: [IN, page("moderation")], jsBudgetKb: SIGNED_IN_JS_KB + 1 },
  // The team's sign-ups first; the Site tab's form loads when chosen.
  { name: "/admin", lazy: [IN, page("admin")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/prayer", lazy: [IN, page("prayer")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/prayer/now", lazy: [IN, page("pray-now")], jsBudgetKb: SIGNED_IN_JS_KB },
  // Each measured 150.1 and 150.3 with the Messages link, its count and routes every signed-in page gained (0.7 kB).
  { name: "/search", lazy: [IN, page("search")], jsBudgetKb: SIGNED_IN_JS_KB + 1 },
  { name: "/rooms/:id", lazy: [IN, page("room")], jsBudgetKb: SIGNED_IN_JS_KB + 1 },
  // The Bible reader: the chapter, its pickers (the books' names among them) and the links on; a chapter's words come as data.
  { name: "/bible", lazy: [IN, page("bible")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/settings", lazy: [IN, page("settings")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/debug", lazy: [IN, page("debug")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/demo", lazy: [IN, page("demo")], jsBudgetKb: SIGNED_IN_JS_KB },
  // Opened from a mail, signed in or out. Signed out, the sign-in help pages get the sign-in
  // page's budget; unsubscribe, one button, and the not-found page, the visitor's.
  { name: "/unsubscribe (visitor)", lazy: [OUT, page("unsubscribe")], jsBudgetKb: VISITOR_JS_KB },
  { name: "/unsubscribe (signed in)", lazy: [IN, page("unsubscribe")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/forgot-password (visitor)", lazy: [OUT, page("forgot-password")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/forgot-password (signed in)", lazy: [IN, page("forgot-password")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/reset-password (visitor)", lazy: [OUT, page("reset-password")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/reset-password (signed in)", lazy: [IN, page("reset-password")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/verify-email (visitor)", lazy: [OUT, page("verify-email")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "/verify-email (signed in)", lazy: [IN, page("verify-email")], jsBudgetKb: SIGNED_IN_JS_KB },
  // The site's terms and privacy policy (one page), linked from the sign-up form: a heading and
  // text, so a visitor's within the visitor's budget.
  { name: "/terms, /privacy (visitor)", lazy: [OUT, page("site-page")], jsBudgetKb: VISITOR_JS_KB },
  { name: "/terms, /privacy (signed in)", lazy: [IN, page("site-page")], jsBudgetKb: SIGNED_IN_JS_KB },
  { name: "not found (visitor)", lazy: [OUT, page("not-found")], jsBudgetKb: VISITOR_JS_KB },
  { name: "not found (signed in)", lazy: [IN, page("not-found")], jsBudgetKb: SIGNED_IN_JS_KB },
];

/** Parts that must only ever load on demand: never in any route's first load. */
const ON_DEMAND = ["src/components/uploader/uploader-dialog.tsx"];

const here = path.dirname(fileURLToPath(import.meta.url));
// The build to measure: dist/client, or the folder named (scripts/build-client.ts measures a
// build before it becomes dist/client).
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, "../dist/client");

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteSize {
  route: Route;
  jsBytes: number;
  cssBytes: number;
  chunks: Set<string>;
}

export function measure(manifest: Manifest): RouteSize[] {
  const entry = entryKey(manifest);
  return ROUTES.map((route) => {
    const chunks = staticClosure(manifest, [entry, ...route.lazy]);
    const jsFiles = new Set<string>();
    const cssFiles = new Set<string>();
    for (const key of chunks) {
      const chunk = manifest[key]!;
      jsFiles.add(chunk.file);
      for (const css of chunk.css ?? []) cssFiles.add(css);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
    return { route, jsBytes: sum(jsFiles), cssBytes: sum(cssFiles), chunks };
  });
}

function main(): void {
  const manifest = readManifest(outDir);
  const sizes = measure(manifest);
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const header = ["route", "JS gzip kB", "CSS gzip kB", "budget (JS / CSS kB)", "result"];
  const rows = sizes.map(({ route, jsBytes, cssBytes }) => {
    const ok = jsBytes <= route.jsBudgetKb * KB && cssBytes <= CSS_BUDGET_KB * KB;
    return [route.name, kb(jsBytes), kb(cssBytes), `${route.jsBudgetKb} / ${CSS_BUDGET_KB}`, ok ? "ok" : "OVER"];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  console.log("\nFirst load per route (entry + lazy route chunks + their static imports), gzip level 9:");
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));

  const failures = rows.filter((r) => r[4] === "OVER").map((r) => `${r[0]} is over its budget`);
  for (const part of ON_DEMAND) {
    if (!manifest[part]?.isDynamicEntry) failures.push(`${part} is no longer a lazily loaded chunk`);
    for (const { route, chunks } of sizes) {
      if (chunks.has(part)) failures.push(`${part} loads up front on ${route.name}`);
    }
  }
  if (failures.length > 0) {
    console.error(`\nBundle budget broken:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nBundle budget: every route within budget; the uploader loads on demand.");
}

main();
