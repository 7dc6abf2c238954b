import path from "node:path";
import { build } from "esbuild";

// The server compiled to JavaScript: production runs this, not the TypeScript through tsx,
// so a start does not transpile some three hundred files first (docs/decisions/0034).

const root = path.join(import.meta.dirname, "..");

/** The entry points, by the name each is written under in the build folder. */
const ENTRY_POINTS = { main: "server/main.ts", cluster: "scripts/cluster.ts" };

/**
 * Bundles the server's own code (server/, contract/) into `outDir` as ES modules, one file per
 * entry point and the code they share in chunks/, with source maps for stack traces and CPU
 * profiles. Packages stay in node_modules, imported from there at run time: native ones
 * (sharp, argon2) and PGlite's WebAssembly could not be bundled anyway. So `outDir` must be
 * inside the project, where node_modules is found from it.
 */
export async function bundleServer(outDir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    // main.js and cluster.js share the server's code instead of holding a copy each.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
  });
}
