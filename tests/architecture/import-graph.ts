import fs from "node:fs";
import path from "node:path";

/** Every .ts file under `dir`, as paths relative to `root`. */
export function tsFilesUnder(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(root, relative);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** The module specifiers a file names: imports and re-exports (type-only too), and import(). */
export function specifiersOf(text: string): string[] {
  const forms = [/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm, /^\s*import\s+"([^"]+)"/gm, /\bimport\(\s*"([^"]+)"\s*\)/g];
  return forms.flatMap((form) => [...text.matchAll(form)].map((m) => m[1]!));
}

/** The file a relative specifier leads to (relative to `root`), if it is a .ts file or a folder's index. */
function resolve(root: string, importer: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const target = path.posix.join(path.posix.dirname(importer), spec);
  return [`${target}.ts`, `${target}/index.ts`].find((candidate) => fs.existsSync(path.join(root, candidate)));
}

/** Each server file and the server files it imports. */
export function serverImportGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of tsFilesUnder(root, "server")) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const targets = specifiersOf(text)
      .map((spec) => resolve(root, file, spec))
      .filter((target): target is string => target?.startsWith("server/") ?? false);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/**
 * The circles a walk of the graph finds, one for each import that closes one: the modules
 * along it, the first repeated at the end.
 */
export function circlesOf(graph: Map<string, Iterable<string>>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") circles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return circles;
}
