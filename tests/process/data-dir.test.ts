import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { png } from "../helpers/images";
import { type ServerProcess, openToOthers, startServer, waitForHealth } from "./server-process";

// Modes are read with stat: these tests may run as root, for whom access checks always pass.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-data-dir-"));
const servers: ServerProcess[] = [];
const port = 5761;
const base = `http://127.0.0.1:${port}`;
const PASSWORD = "Harbor-lantern-7419";

// A test that failed with its server still up must not leave it holding the port.
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.child.kill("SIGKILL");
    await s.exited;
  }
});

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function start(dataDir: string) {
  const server = startServer({ port, dataDir });
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

/** Signs up, uploads a picture and makes it the profile image: files under objects/. */
async function signUpWithPicture(email: string) {
  const register = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, firstName: "Ann", lastName: "Lee" }),
  });
  expect(register.status).toBe(201);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const grant = await fetch(`${base}/api/objects/upload`, { method: "POST", headers: { cookie } });
  const { uploadURL } = (await grant.json()) as { uploadURL: string };
  const put = await fetch(new URL(uploadURL, base), { method: "PUT", headers: { cookie, "content-type": "image/png" }, body: await png() });
  expect(put.status).toBe(200);
  const profile = await fetch(`${base}/api/profile-images`, {
    method: "PUT",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ profileImageURL: uploadURL }),
  });
  expect(profile.status).toBe(200);
}

describe("the data folder", () => {
  const dataDir = path.join(scratch, "new", "data");

  it("is created private, and everything the server writes in it stays private to its user", async () => {
    const server = start(dataDir);
    await waitForHealth(port);
    await signUpWithPicture("private@example.org");

    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.dirname(dataDir))).toBe("700");
    for (const made of ["pglite", "objects", "app-secret", "koinonia.lock"]) expect(fs.existsSync(path.join(dataDir, made))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, "objects", "images")).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);

    // And at rest, after the database has written its last files.
    await stop(server);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

  it("made by an older version, open to other users, is tightened at start", async () => {
    // What earlier versions left: folders 0755, files 0644 and the database's 0666.
    const visit = (file: string) => {
      const stat = fs.lstatSync(file);
      if (stat.isDirectory()) {
        fs.chmodSync(file, 0o755);
        for (const name of fs.readdirSync(file)) visit(path.join(file, name));
      } else {
        fs.chmodSync(file, file.includes("pglite") ? 0o666 : 0o644);
      }
    };
    visit(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(1000);
    // A link inside leads out of the folder: what it points at is not the app's to change.
    const outside = path.join(scratch, "outside.txt");
    fs.writeFileSync(outside, "not ours", { mode: 0o644 });
    fs.symlinkSync(outside, path.join(dataDir, "objects", "link"));

    const server = start(dataDir);
    await waitForHealth(port);
    expect(server.output()).toContain("The data folder was open to other users (mode 0755); it is now private to this one");
    expect(openToOthers(dataDir).filter((entry) => !entry.endsWith("objects/link"))).toEqual([]);
    expect(modeOf(outside)).toBe("644");

    // Nothing was lost on the way.
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "private@example.org", password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    await stop(server);
  }, 120_000);

  it.each([
    ["0777", "every user of this machine"],
    ["0770", "its group"],
  ])(
    "writable by others (mode %s) is refused, and left as it was",
    async (octal, who) => {
      const mode = Number.parseInt(octal, 8);
      const open = path.join(scratch, `open-${octal}`);
      fs.mkdirSync(open);
      fs.chmodSync(open, mode);

      const server = start(open);
      // It refuses once it has started far enough to look, which on a busy machine can take a
      // minute or more: the test waits for the exit itself, within its own time limit.
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain(
        `The data folder ${open} is writable by ${who} (mode ${octal}), so its files may have been changed by someone else. ` +
          `Check it, make it private (chmod -R go-rwx ${open}) and start again.`,
      );
      expect(fs.readdirSync(open)).toEqual([]);
      expect(modeOf(open)).toBe(mode.toString(8));
    },
    240_000,
  );

  it("owned by another user is refused", async () => {
    // As root, a folder given to "nobody"; as anyone else, a system folder root owns.
    const uid = process.getuid!();
    let foreign = "/usr";
    if (uid === 0) {
      foreign = path.join(scratch, "foreign");
      fs.mkdirSync(foreign, { mode: 0o700 });
      fs.chownSync(foreign, 65534, 65534);
    }
    const owner = fs.statSync(foreign).uid;

    const server = start(foreign);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      `The data folder ${foreign} belongs to user id ${owner}, not to the user running Koinonia (user id ${uid}).`,
    );
    if (uid === 0) expect(fs.readdirSync(foreign)).toEqual([]);
  }, 240_000);
});
