import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer, waitForHealth } from "./server-process";

// The real entry point, from its TypeScript (as `npm run dev` runs it), on the embedded
// database. tests/build/ starts the compiled one, as `npm start` runs it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-main-"));
const children: ServerProcess[] = [];

function start(port: number): ServerProcess {
  const server = startServer({ port, dataDir, env: { SEED_DEMO: "true" } });
  children.push(server);
  return server;
}

afterAll(() => {
  for (const c of children) c.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("server/main.ts", () => {
  it("refuses a data folder another process holds, and shuts down cleanly on SIGTERM", async () => {
    const first = start(5391);
    await waitForHealth(5391);

    const second = start(5392);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(`The data folder ${path.resolve(dataDir)} is in use by another Koinonia process`);

    // An in-flight request finishes before the process exits.
    const slow = fetch("http://127.0.0.1:5391/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sigterm@example.org", password: "secret-77", firstName: "A", lastName: "B" }),
    });
    await new Promise((r) => setTimeout(r, 20));
    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect((await slow).status).toBe(201);
    expect((await first.exited).code, first.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, "koinonia.lock"))).toBe(false);

    // The folder is free again, and the account written before the stop is still there.
    const third = start(5393);
    await waitForHealth(5393);
    const login = await fetch("http://127.0.0.1:5393/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sigterm@example.org", password: "secret-77" }),
    });
    expect(login.status).toBe(200);
    third.child.kill("SIGTERM");
    expect((await third.exited).code).toBe(0);
  }, 120_000);
});
