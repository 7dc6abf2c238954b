import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circlesOf } from "./import-graph";

// No module of the web client imports itself again through others. A circle makes the order
// modules run in depend on which one the app happens to load first (a value read before its
// module has run is undefined), and its modules can only change, move or load together.
//
// Every import counts: static imports and re-exports, side-effect imports and import(). A
// circle through import() runs fine, but still ties its modules together as one. Type-only
// imports (`import type`, `export type`) are left out: they are erased from the built code,
// and types may name each other in both directions without any module loading another.

const root = path.join(import.meta.dirname, "../..");
const src = path.join(root, "client/src");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file's code loads: type-only imports and re-exports left out. */
function importsOf(text: string): string[] {
  const forms = [
    /^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']/gm,
    /^\s*import\s+()["']([^"']+)["']/gm,
    /\bimport\(\s*()["']([^"']+)["']\s*\)/g,
  ];
  return forms.flatMap((form) =>
    [...text.matchAll(form)]
      // `import { type A, type B } from` loads nothing either.
      .filter((m) => !/^\s*import\s*\{\s*type\s[^}]*\}\s*from/.test(m[0]) || /\{[^}]*(^|,)\s*(?!type\s)\w/.test(m[0]))
      .map((m) => m[2]!),
  );
}

/** The file a specifier leads to, when it is one of the client's ("@/..." or relative). */
function resolve(spec: string, importer: string, known: Set<string>): string | undefined {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(src, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(importer), spec);
  else return undefined;
  if (known.has(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => known.has(file));
}

describe("the client's imports", () => {
  const files = filesUnder(src);
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => [
      path.relative(src, file),
      importsOf(fs.readFileSync(file, "utf8"))
        .map((spec) => resolve(spec, file, known))
        .filter((target) => target !== undefined)
        .map((target) => path.relative(src, target)),
    ]),
  );

  it("reads the modules and what they import", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get("app.tsx")).toContain("app-router.tsx");
    expect(graph.get("app-router.tsx")).toContain("signed-in-app.tsx");
  });

  it("tells what a module loads from what only names its types", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, e } from "./e";',
      'export { f } from "@/f";',
      'export type { G } from "./g";',
      'import "./h.css";',
      'const I = lazy(() => import("@/pages/i"));',
    ].join("\n");
    expect(importsOf(text).sort()).toEqual(["./a", "./e", "./h.css", "@/f", "@/pages/i"]);
  });

  it("finds a circle, however long, and only once", () => {
    const circles = circlesOf(
      new Map([
        ["a", ["b"]],
        ["b", ["c", "d"]],
        ["c", ["a"]],
        ["d", []],
      ]),
    );
    expect(circles).toEqual([["a", "b", "c", "a"]]);
    expect(
      circlesOf(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no import circle", () => {
    expect(circlesOf(graph).map((circle) => circle.join(" -> "))).toEqual([]);
  });
});
