import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, endWithin, isRunning, killIfRunning, root, serverEnv, startServer, waitForHealth } from "./server-process";

// A stopped server must be gone within seconds whatever became of whoever read its logs.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-shutdown-"));
const servers: ServerProcess[] = [];
const pids: number[] = [];

// A test that failed with its server still up must not leave it running.
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.child.kill("SIGKILL");
    await s.exited;
  }
  for (const pid of pids.splice(0)) killIfRunning(pid);
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Requests whose log lines (at debug every request has one, with its URL) add up to about `kilobytes`. */
async function logLots(port: number, kilobytes: number) {
  const pad = "x".repeat(4000);
  for (let i = 0; i < kilobytes / 4 / 20; i++) {
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/healthz?pad=${pad}`);
        expect(res.status).toBe(200);
      }),
    );
  }
}

describe("stopping the server", () => {
  it("exits within seconds of SIGTERM while nobody reads its full log pipe", async () => {
    const port = 5771;
    const server = startServer({ port, dataDir: path.join(scratch, "full"), env: { LOG_LEVEL: "debug" } });
    servers.push(server);
    await waitForHealth(port);

    // The reader is alive but reads no more: the pipe fills up and stays full.
    server.child.stdout!.removeAllListeners("data").pause();
    server.child.stderr!.removeAllListeners("data").pause();
    await logLots(port, 1500);
    // Still serving with nowhere to put its logs.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    server.child.kill("SIGTERM");
    expect(await endWithin(server.exited, 5_000)).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("exits within seconds of SIGTERM after the process reading its logs has died", async () => {
    // As under `npm start` with its output piped to a harness: the server's stdout and stderr
    // go to a parent process, which is then killed, so every later log line meets a dead pipe.
    const port = 5772;
    const dataDir = path.join(scratch, "gone");
    const parent = spawn(
      process.execPath,
      [
        "-e",
        `const child = require("node:child_process").spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: ["ignore", "pipe", "pipe"] });
         child.stdout.resume();
         child.stderr.resume();
         console.log(child.pid);`,
      ],
      { cwd: root, env: serverEnv(port, dataDir, { LOG_LEVEL: "debug" }), stdio: ["ignore", "pipe", "inherit"] },
    );
    const pid = await new Promise<number>((resolve) => parent.stdout!.once("data", (d) => resolve(Number.parseInt(String(d), 10))));
    pids.push(pid, parent.pid!);
    await waitForHealth(port);

    parent.kill("SIGKILL");
    await new Promise((r) => parent.on("exit", r));
    await logLots(port, 200);

    process.kill(pid, "SIGTERM");
    const deadline = Date.now() + 5_000;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(isRunning(pid)).toBe(false);
    // It went through the orderly shutdown, which lets go of the data folder.
    expect(fs.existsSync(path.join(dataDir, "koinonia.lock"))).toBe(false);
  }, 120_000);

  it("is killed by its watchdog when its main thread blocks for good on the way out", async () => {
    // The state seen in the field: the main thread parked in a futex wait that never ends, so
    // neither the grace timer nor another signal's handler can run.
    const port = 5773;
    const server = startServer({
      port,
      dataDir: path.join(scratch, "blocked"),
      nodeArgs: ["--require", path.join(import.meta.dirname, "fixtures/block-on-exit.cjs")],
    });
    servers.push(server);
    await waitForHealth(port);

    server.child.kill("SIGTERM");
    expect(await endWithin(server.exited, 25_000)).toEqual({ code: null, signal: "SIGKILL" });
  }, 120_000);
});
