import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Features of the web client do not import each other, but for the few edges listed below:
// what several features use lives in client/src/components (UI) or client/src/lib (everything
// else), and a page (client/src/pages) composes features. So a feature can change, move or
// load on its own. A listed edge is where one domain's part sits inside another's (a prayer
// request is a post); the list has no circle, so each end can still change without the other
// changing with it (docs/decisions/0031-client-features-by-domain.md).
const ALLOWED: Record<string, string[]> = {
  // A post may be a prayer request (its composer, card, menu and filter show prayer's parts),
  // a post's or comment's menu reports and blocks with safety's dialogs, and a post's card and
  // each comment show their reactions, and its composer and comment fields offer the people
  // one may mention.
  posts: ["prayer", "safety", "reactions", "mentions"],
  // The settings page's lower sections hold prayer's daily reminder and safety's blocked and
  // muted people, loaded together after the first sections.
  account: ["prayer", "safety"],
  // A group's menu reports the group with safety's dialog; its page holds the member's choice
  // of what it brings to their home feed.
  groups: ["safety", "home-feed"],
  // The moderators' queue words a report's reason as the report dialog does.
  moderation: ["safety"],
  // A church's prayer wall is posts (the composer, a place's feed), and its groups are groups
  // (their cards, the create dialog), each in a tab loaded when opened.
  // Its page holds the member's choice of what it brings to their home feed, as a group's does.
  churches: ["posts", "groups", "home-feed"],
  // A reading plan's passages are named with the Bible's book names.
  plans: ["bible"],
  // A message's reactions are a post's four, named in the same words.
  messages: ["reactions"],
};

const root = path.join(import.meta.dirname, "../..");
const src = path.join(root, "client/src");
const featuresDir = path.join(src, "features");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static imports and re-exports, side-effect imports, import(). */
function importsOf(text: string): string[] {
  const forms = [
    /^\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/gm,
    /^\s*import\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return forms.flatMap((form) => [...text.matchAll(form)].map((m) => m[1]!));
}

/** The feature a module specifier leads to, when it leads into client/src/features. */
function featureOf(spec: string, importer: string): string | undefined {
  let target: string;
  if (spec.startsWith("@/")) target = path.join(src, spec.slice(2));
  else if (spec.startsWith(".")) target = path.resolve(path.dirname(importer), spec);
  else return undefined;
  const relative = path.relative(featuresDir, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/** The imports of `file` (inside features/`feature`) that reach into another feature. */
function crossFeatureImports(file: string, feature: string, text: string): string[] {
  return importsOf(text).filter((spec) => {
    const target = featureOf(spec, file);
    return target !== undefined && target !== feature;
  });
}

/** A circle among the allowed edges, as the features along it, if there is one. */
function circleOf(edges: Record<string, string[]>): string[] | undefined {
  const walk = (feature: string, trail: string[]): string[] | undefined => {
    if (trail.includes(feature)) return [...trail.slice(trail.indexOf(feature)), feature];
    for (const next of edges[feature] ?? []) {
      const circle = walk(next, [...trail, feature]);
      if (circle) return circle;
    }
    return undefined;
  };
  for (const feature of Object.keys(edges)) {
    const circle = walk(feature, []);
    if (circle) return circle;
  }
  return undefined;
}

describe("client features' imports", () => {
  const features = fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const files = features.flatMap((feature) =>
    filesUnder(path.join(featuresDir, feature)).map((file) => ({ feature, file, name: path.relative(src, file) })),
  );

  it("finds the features and their files", () => {
    expect(features).toEqual(expect.arrayContaining(["posts", "groups", "profile", "connections"]));
    expect(files.length).toBeGreaterThan(50);
  });

  it("tells an import into another feature from one within the feature or outside features", () => {
    const file = path.join(featuresDir, "groups/group-list.tsx");
    const text = [
      'import { PostList } from "@/features/posts/post-list";',
      'import { GroupCard } from "./group-card";',
      'import { Button } from "@/components/ui/button";',
      'import { useFeed } from "../posts/use-feed";',
      'const Dialog = lazy(() => import("@/features/profile/own-profile"));',
      'import { useMyGroups } from "@/features/groups/group-queries";',
    ].join("\n");
    expect(crossFeatureImports(file, "groups", text)).toEqual([
      "@/features/posts/post-list",
      "../posts/use-feed",
      "@/features/profile/own-profile",
    ]);
  });

  it("finds a circle among allowed edges", () => {
    expect(circleOf({ a: ["b"], b: ["c"], c: ["a"] })).toEqual(["a", "b", "c", "a"]);
    expect(circleOf({ a: ["b", "c"], b: ["c"] })).toBeUndefined();
  });

  it("allows edges between features that exist, and no circle among them", () => {
    const listed = [...Object.keys(ALLOWED), ...Object.values(ALLOWED).flat()];
    expect(listed.filter((feature) => !features.includes(feature))).toEqual([]);
    expect(circleOf(ALLOWED)).toBeUndefined();
  });

  it("allows only edges still used, so the list says how the features stand", () => {
    const used = new Set(
      files.flatMap(({ feature, file }) =>
        crossFeatureImports(file, feature, fs.readFileSync(file, "utf8")).map((spec) => `${feature} -> ${featureOf(spec, file)}`),
      ),
    );
    const allowed = Object.entries(ALLOWED).flatMap(([from, targets]) => targets.map((to) => `${from} -> ${to}`));
    expect(allowed.filter((edge) => !used.has(edge))).toEqual([]);
  });

  it.each(files)("$name imports from no other feature but those allowed", ({ feature, file }) => {
    const allowed = ALLOWED[feature] ?? [];
    const crossing = crossFeatureImports(file, feature, fs.readFileSync(file, "utf8"));
    expect(crossing.filter((spec) => !allowed.includes(featureOf(spec, file)!))).toEqual([]);
  });
});
