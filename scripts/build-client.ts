// Builds the web client into dist/client, as `npm run build` and `npm start` run it:
//   node --import tsx scripts/build-client.ts [--if-changed]
// Vite writes into a folder of its own, the bundle budget checks it, and dist/client is then
// pointed at it in one rename (build-swap.ts): a running server, or a second start building
// at the same moment, never sees a half-written client. With --if-changed (npm start) nothing
// is built when the client's inputs are those the current build was made from.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAndSwap, hashInputs } from "./build-swap";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Everything `vite build` reads, besides node_modules (which package-lock.json pins). */
const INPUTS = ["client", "contract", "vite.config.ts", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.sw.json"];

/** The environment the build reads: the mode, and what Vite hands the client. */
function buildEnvironment(): Record<string, string | undefined> {
  const names = Object.keys(process.env).filter((key) => key === "NODE_ENV" || key.startsWith("VITE_"));
  return Object.fromEntries(names.map((key) => [key, process.env[key]]));
}

class BuildFailed extends Error {}

/** Runs node with `args`; resolves whether it succeeded. */
function node(args: string[]): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code === 0));
  });
}

const result = await buildAndSwap({
  distDir: path.join(root, "dist"),
  name: "client",
  inputsHash: hashInputs(root, INPUTS, buildEnvironment()),
  ifChanged: process.argv.includes("--if-changed"),
  async build(outDir) {
    if (!(await node([path.join(root, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir"]))) {
      throw new BuildFailed("vite build failed.");
    }
  },
  // The gzip size of each route's first load, printed, and checked against its budget.
  check: (outDir) => node(["--import", "tsx", path.join(root, "scripts/bundle-budget.ts"), outDir]),
}).catch((error: unknown) => {
  if (!(error instanceof BuildFailed)) throw error;
  console.error(error.message);
  return "failed" as const;
});
if (result !== "built" && result !== "unchanged") process.exit(1);
