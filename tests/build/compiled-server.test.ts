import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer } from "../../scripts/server-bundle";
import { root, serverEnv, waitForHealth } from "../process/server-process";

// Production runs the server compiled by esbuild, not the TypeScript: the bundle must find,
// from its own folder, what the sources find from theirs (the migrations, package.json, the
// packages in node_modules). Built into a folder of its own inside the project, as dist/ is:
// packages are imported from node_modules, found by walking up from the bundle.

const PORT = 5925;
fs.mkdirSync(path.join(root, ".scratch"), { recursive: true });
const outDir = fs.mkdtempSync(path.join(root, ".scratch", "compiled-server-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-compiled-"));
const children: { kill(signal: NodeJS.Signals): void }[] = [];

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("starts on a new embedded database, answers, and stops cleanly on SIGTERM", async () => {
    await bundleServer(outDir);
    const map = JSON.parse(fs.readFileSync(path.join(outDir, "main.js.map"), "utf8")) as { sources: string[] };
    expect(map.sources.some((source) => source.endsWith("server/main.ts"))).toBe(true);

    const child = spawn(process.execPath, ["--enable-source-maps", path.join(outDir, "main.js")], {
      cwd: root,
      env: serverEnv(PORT, dataDir),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    // Healthy means the migrations, read from the sources, were applied to the new database.
    await waitForHealth(PORT);
    const health = await fetch(`http://127.0.0.1:${PORT}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    // The API's version is read from package.json at the project's root.
    const openapi = (await (await fetch(`http://127.0.0.1:${PORT}/api/openapi.json`)).json()) as { info: { version: string } };
    const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
    expect(openapi.info.version).toBe(version);

    child.kill("SIGTERM");
    expect(await exited, output).toBe(0);
  }, 180_000);
});
