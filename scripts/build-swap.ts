import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// A build that a running server, or a second build started at the same time, never sees half
// written. Each build writes into a folder of its own under <dist>/<name>-builds/, and
// <dist>/<name> is a symbolic link to the finished one: a new link is made beside it and
// renamed over it, which is atomic, so the link always names a complete build. The hash of
// the build's inputs is kept inside the build, so an unchanged checkout starts without one.

/** The file, inside a build, holding the hash of the inputs it was built from. */
export const INPUTS_FILE = ".build-inputs";
/** Finished builds kept beside the linked one, for servers started on one of them. */
const KEEP_PREVIOUS = 2;
/** A build under way: `.partial-<pid>-<random>`, removed by a later build once its process is gone. */
const PARTIAL = /^\.partial-(\d+)-/;

export interface BuildAndSwapOptions {
  /** The folder holding the link and the builds (dist/). */
  distDir: string;
  /** The link's name in distDir ("client"). */
  name: string;
  /** A file every complete build holds: "index.html" (the client's) unless said. */
  entry?: string;
  /** The hash of everything the build reads (see hashInputs). */
  inputsHash: string;
  /** Skip the build when the linked one was built from the same inputs. */
  ifChanged: boolean;
  /** Writes a complete build into `outDir`, an empty folder. */
  build(outDir: string): Promise<void>;
  /** Checks a finished build before it is linked; false leaves it unmarked, so the next start builds again. */
  check?(outDir: string): Promise<boolean>;
  log?(message: string): void;
}

export type BuildResult = "unchanged" | "built" | "built, check failed";

/**
 * A hash of the files under `entries` (files or folders, relative to `root`; missing ones are
 * skipped) and of `extra` (environment the build reads), names and contents alike.
 */
export function hashInputs(root: string, entries: string[], extra: Record<string, string | undefined> = {}): string {
  const hash = crypto.createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) add(path.join(relative, child));
      return;
    }
    hash.update(`${relative.split(path.sep).join("/")}\0${stat.size}\0`);
    hash.update(fs.readFileSync(full));
  };
  for (const entry of [...entries].sort()) add(entry);
  for (const key of Object.keys(extra).sort()) hash.update(`env ${key}=${extra[key] ?? ""}\0`);
  return hash.digest("hex");
}

/** The hash the linked build was made from, or null when there is no complete build. */
export function linkedInputsHash(distDir: string, name: string, entry = "index.html"): string | null {
  const current = path.join(distDir, name);
  if (!fs.existsSync(path.join(current, entry))) return null;
  try {
    return fs.readFileSync(path.join(current, INPUTS_FILE), "utf8").trim();
  } catch {
    return null;
  }
}

export async function buildAndSwap(options: BuildAndSwapOptions): Promise<BuildResult> {
  const { distDir, name, inputsHash } = options;
  const log = options.log ?? console.log;
  if (options.ifChanged && linkedInputsHash(distDir, name, options.entry) === inputsHash) {
    log(`dist/${name} is up to date (its inputs have not changed): not building it again.`);
    return "unchanged";
  }

  const buildsDir = path.join(distDir, `${name}-builds`);
  fs.mkdirSync(buildsDir, { recursive: true });
  const partial = path.join(buildsDir, `.partial-${process.pid}-${random()}`);
  fs.mkdirSync(partial);
  try {
    await options.build(partial);
    const passed = options.check ? await options.check(partial) : true;
    if (passed) fs.writeFileSync(path.join(partial, INPUTS_FILE), `${inputsHash}\n`);
    // Named by when it finished, so the newest builds sort last.
    const finished = path.join(buildsDir, `${Date.now()}-${inputsHash.slice(0, 8)}-${random()}`);
    fs.renameSync(partial, finished);
    link(distDir, name, path.relative(distDir, finished));
    removeOldBuilds(distDir, name, path.basename(finished));
    return passed ? "built" : "built, check failed";
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

const random = () => crypto.randomBytes(4).toString("hex");

/** Points <distDir>/<name> at `target` in one rename. */
function link(distDir: string, name: string, target: string): void {
  const current = path.join(distDir, name);
  const fresh = path.join(distDir, `.${name}-link-${process.pid}-${random()}`);
  fs.symlinkSync(target, fresh, "dir");
  for (;;) {
    try {
      fs.renameSync(fresh, current);
      return;
    } catch (error) {
      // A real folder there (a build from before links): moved aside once, removed with the old builds.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EISDIR" && code !== "ENOTEMPTY" && code !== "EEXIST" && code !== "EPERM") throw error;
      try {
        fs.renameSync(current, path.join(distDir, `${name}-builds`, `0-before-links-${random()}`));
      } catch (moveError) {
        // Another build moved it first.
        if ((moveError as NodeJS.ErrnoException).code !== "ENOENT") throw moveError;
      }
    }
  }
}

/**
 * Removes finished builds other than the linked one and the newest few (a server started a
 * moment ago may be serving one of them), and partial ones whose build process has ended.
 */
function removeOldBuilds(distDir: string, name: string, justBuilt: string): void {
  const buildsDir = path.join(distDir, `${name}-builds`);
  const linked = path.basename(fs.readlinkSync(path.join(distDir, name)));
  const names = fs.readdirSync(buildsDir).sort();
  const finished = names.filter((n) => !n.startsWith("."));
  const keep = new Set([linked, justBuilt, ...finished.filter((n) => n !== linked).slice(-KEEP_PREVIOUS)]);
  for (const n of finished) {
    if (!keep.has(n)) fs.rmSync(path.join(buildsDir, n), { recursive: true, force: true });
  }
  for (const n of names) {
    const pid = Number(PARTIAL.exec(n)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(buildsDir, n), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
