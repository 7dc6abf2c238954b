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

/** The circles in a graph: each group of nodes that reach one another (Tarjan's components), sorted. */
export function circlesIn(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) circles.push(members.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}
