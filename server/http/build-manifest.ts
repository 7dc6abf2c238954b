import fs from "node:fs";
import path from "node:path";

// Vite's build manifest (build.manifest: true): which file each source module was built
// into, and what each chunk imports. The bundle budget sizes first loads from it and the
// server names, in index.html, the chunks a first page will ask for.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const manifestPath = (clientDir: string) => path.join(clientDir, ".vite/manifest.json");

export function readManifest(clientDir: string): Manifest {
  const file = manifestPath(clientDir);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build with build.manifest: true (vite.config.ts) first.`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found: ${entries.join(", ") || "none"}`);
  return entries[0]!;
}

/** The chunks `roots` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the manifest (renamed or no longer lazy?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}
