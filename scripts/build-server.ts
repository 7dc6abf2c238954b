// Builds the server into dist/server, as `npm run build` and `npm start` run it:
//   node --import tsx scripts/build-server.ts [--if-changed]
// Run with `node --enable-source-maps dist/server/main.js` (or cluster.js). Like the client,
// each build is written into a folder of its own and dist/server pointed at it in one rename
// (build-swap.ts), and with --if-changed nothing is built when the inputs are unchanged.
import path from "node:path";
import { buildAndSwap, hashInputs } from "./build-swap";
import { bundleServer } from "./server-bundle";

const root = path.join(import.meta.dirname, "..");

/** Everything esbuild reads, besides node_modules (which package-lock.json pins). */
const INPUTS = ["server", "contract", "scripts/cluster.ts", "scripts/server-bundle.ts", "package.json", "package-lock.json", "tsconfig.json"];

const result = await buildAndSwap({
  distDir: path.join(root, "dist"),
  name: "server",
  entry: "main.js",
  inputsHash: hashInputs(root, INPUTS),
  ifChanged: process.argv.includes("--if-changed"),
  build: bundleServer,
}).catch((error: unknown) => {
  // esbuild has printed what failed, with the file and line.
  if (!(error instanceof Error && "errors" in error)) throw error;
  console.error("Building the server failed.");
  return "failed" as const;
});
if (result !== "built") {
  if (result === "unchanged") process.exit(0);
  process.exit(1);
}
console.log("Built the server into dist/server.");
