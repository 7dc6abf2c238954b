import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { root as repo } from "./server-process";

// `npm start` builds the client only when its inputs changed, and every build is written into
// a folder of its own that dist/client is then pointed at in one rename: a server reading
// dist/client, or a second build started at the same moment, never meets a half-written one.
// Run on scripts/build-swap.ts with a stub build (tests/process/fixtures/stub-client-build.ts).

const STUB = path.join(import.meta.dirname, "fixtures/stub-client-build.ts");

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-build-"));
  fs.mkdirSync(path.join(root, "src"));
  fs.writeFileSync(path.join(root, "src/page.txt"), "In the beginning");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Runs the stub build to its end: its exit code and what it printed. */
function build(...flags: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", STUB, root, ...flags], { cwd: repo, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const client = () => path.join(root, "dist/client");

/**
 * What a server starting now would serve: "missing", or the page's text when dist/client holds
 * the page and the script it names, or what is missing from it.
 */
function served(): string {
  let dir: string;
  try {
    dir = fs.realpathSync(client());
  } catch {
    return "missing";
  }
  const page = path.join(dir, "index.html");
  if (!fs.existsSync(page)) return "no index.html";
  const html = fs.readFileSync(page, "utf8");
  const script = /src="\/([^"]+)"/.exec(html)?.[1];
  if (!script || !fs.existsSync(path.join(dir, script))) return `index.html names a missing script: ${script}`;
  return /<p>(.*)<\/p>/.exec(html)?.[1] ?? "index.html without its text";
}

// Each build is a node process of its own (a second or two, many more on a busy machine).
describe("building the client at start", { timeout: 120_000 }, () => {
  it("builds when there is no build, then not again while its inputs are unchanged", async () => {
    const first = await build("--if-changed");
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("the stub build ran");
    expect(served()).toBe("In the beginning");

    const second = await build("--if-changed");
    expect(second.code, second.output).toBe(0);
    expect(second.output).not.toContain("the stub build ran");
    expect(second.output).toContain("dist/client is up to date (its inputs have not changed): not building it again.");
    expect(served()).toBe("In the beginning");
  });

  it("builds again when an input changed, and serves the new build", async () => {
    expect((await build("--if-changed")).code).toBe(0);
    fs.writeFileSync(path.join(root, "src/page.txt"), "was the Word");
    const changed = await build("--if-changed");
    expect(changed.code, changed.output).toBe(0);
    expect(changed.output).toContain("the stub build ran");
    expect(served()).toBe("was the Word");
  });

  it("builds again when the build is missing, though its inputs are unchanged", async () => {
    expect((await build("--if-changed")).code).toBe(0);
    fs.rmSync(path.join(fs.realpathSync(client()), "index.html"));
    const again = await build("--if-changed");
    expect(again.output).toContain("the stub build ran");
    expect(served()).toBe("In the beginning");
  });

  it("a build that fails its check is served but fails the start, and the next start builds again", async () => {
    const over = await build("--if-changed", "--over-budget");
    expect(over.code, over.output).toBe(1);
    expect(served()).toBe("In the beginning");
    const again = await build("--if-changed");
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain("the stub build ran");
  });

  it("always builds without --if-changed, as npm run build asks", async () => {
    expect((await build()).code).toBe(0);
    const again = await build();
    expect(again.output).toContain("the stub build ran");
  });

  it("two builds at once both finish, and dist/client is a complete build all along", async () => {
    expect((await build()).code).toBe(0);
    fs.writeFileSync(path.join(root, "src/page.txt"), "and the Word was with God");
    const meeting = fs.mkdtempSync(path.join(root, "meet-"));

    // What a server starting at any moment of the two builds would find.
    const seen = new Set<string>();
    let building = true;
    const watching = (async () => {
      while (building) {
        seen.add(served());
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const both = await Promise.all([build(`--meet=${meeting},2`), build(`--meet=${meeting},2`)]);
    building = false;
    await watching;

    for (const { code, output } of both) {
      expect(code, output).toBe(0);
      expect(output).toContain("the stub build ran");
    }
    expect(seen.has("In the beginning") || seen.has("and the Word was with God")).toBe(true);
    expect([...seen].filter((state) => state !== "In the beginning" && state !== "and the Word was with God")).toEqual([]);
    expect(served()).toBe("and the Word was with God");
  });

  it("keeps the linked build and the two before it, and removes older ones", async () => {
    for (let i = 1; i <= 5; i += 1) {
      fs.writeFileSync(path.join(root, "src/page.txt"), `version ${i}`);
      expect((await build()).code).toBe(0);
    }
    const builds = fs.readdirSync(path.join(root, "dist/client-builds"));
    expect(builds).toHaveLength(3);
    expect(builds).toContain(path.basename(fs.realpathSync(client())));
    expect(served()).toBe("version 5");
  });
});
