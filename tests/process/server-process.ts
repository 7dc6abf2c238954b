import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The real entry point, from its TypeScript (as `npm run dev` runs it), on the embedded
// database. tests/build/ starts the compiled one, as `npm start` runs it.
export const root = path.join(import.meta.dirname, "../..");

export type ServerProcess = {
  child: ChildProcess;
  /** How the process ended: an exit code, or the signal that killed it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
};

export type StartOptions = {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Node flags before the entry point (a preloaded module, say). */
  nodeArgs?: string[];
};

export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SERVE_CLIENT: "false",
    SEED_DEMO: "false",
    ...env,
  };
}

export function startServer(options: StartOptions): ServerProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: serverEnv(options.port, options.dataDir, options.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

// A first start (a new embedded database, its migrations) takes half a minute on a busy 2-core machine.
export async function waitForHealth(port: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

/** The process's end, or "still running" when it has not ended within `ms`. */
export function endWithin<T>(exited: Promise<T>, ms: number): Promise<T | "still running"> {
  return Promise.race([exited, new Promise<"still running">((r) => setTimeout(() => r("still running"), ms))]);
}

/** Whether `pid` is a live process (a zombie, dead but not yet reaped, is not). */
export function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
}

export function killIfRunning(pid: number | undefined): void {
  if (pid === undefined || !isRunning(pid)) return;
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Gone meanwhile.
  }
}

/** Every entry under `dir` (itself included) whose mode lets group or others in, as "mode path". */
export function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, file) || "."}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}
