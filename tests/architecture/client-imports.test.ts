import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Features of the web client do not import each other: what several features use lives in
// client/src/components (UI) or client/src/lib (everything else), and a page
// (client/src/pages) composes features. So a feature can change, move or load on its own.

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

  it.each(files)("$name imports nothing from another feature", ({ feature, file }) => {
    expect(crossFeatureImports(file, feature, fs.readFileSync(file, "utf8"))).toEqual([]);
  });
});
