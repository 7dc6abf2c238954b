import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circlesOf, serverImportGraph } from "./import-graph";

// The server's code imports downwards only: routes -> services -> policies -> core -> db. A
// circle, between two files or between two domains' folders, means neither can be read,
// tested or moved without the other; type-only imports count too, since a reader must follow
// them just the same.

const root = path.join(import.meta.dirname, "../..");
const graph = serverImportGraph(root);

describe("the server's imports", () => {
  it("finds the server's files", () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(fs.existsSync(path.join(root, "server/services/posts"))).toBe(true);
  });

  it("go round in no circle between files", () => {
    expect(circlesOf(graph)).toEqual([]);
  });

  it("go round in no circle between folders (a domain's services, the core, the policies...)", () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      const from = path.dirname(file);
      const edges = folders.get(from) ?? new Set<string>();
      for (const target of imports) if (path.dirname(target) !== from) edges.add(path.dirname(target));
      folders.set(from, edges);
    }
    expect(circlesOf(folders)).toEqual([]);
  });
});
