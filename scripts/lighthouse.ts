// Lighthouse (mobile, simulated throttling: its defaults) on the landing page and the signed-in
// home page of the built app, served in production mode from a fresh embedded database, each in
// the light and the dark theme (the system's setting: Chrome started with --force-dark-mode
// tells pages prefers-color-scheme: dark, as a phone set to dark does). Prints performance and
// accessibility, writes the reports (the median run's and each run's) to lighthouse-results/
// and exits 1 when a score is below its target, or when a page did not render in the theme
// asked for. Each page is audited LIGHTHOUSE_RUNS times (default 3) and the median performance
// run is kept, as Lighthouse's own docs advise for a noisy machine.
//
//   npm run lighthouse            (builds first)
//   CHROME_PATH=/path/to/chrome LIGHTHOUSE_RUNS=5 npm run lighthouse
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// chrome-launcher comes with lighthouse: it is how Lighthouse's own CLI starts Chrome.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(root, "lighthouse-results");
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface PageTarget {
  name: string;
  path: string;
  signedIn: boolean;
  minPerformance: number;
  minAccessibility: number;
}

const PAGES: PageTarget[] = [
  { name: "landing", path: "/", signedIn: false, minPerformance: 95, minAccessibility: 100 },
  { name: "home", path: "/", signedIn: true, minPerformance: 90, minAccessibility: 100 },
];

interface Theme {
  /** Appended to the page's name in the output ("" for light, the default). */
  suffix: string;
  chromeFlags: string[];
  /** The full-page screenshot's mean brightness (0-255) must be on this side of 100. */
  dark: boolean;
}

const THEMES: Theme[] = [
  { suffix: "", chromeFlags: [], dark: false },
  // Chrome's dark mode switch: it answers prefers-color-scheme: dark, as the system would.
  { suffix: "-dark", chromeFlags: ["--force-dark-mode"], dark: true },
];
const BRIGHTNESS_SPLIT = 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/healthz within ${timeoutMs / 1000} s`);
}

function startServer(port: number, dataDir: string): ChildProcess {
  // The compiled server, as production runs it (`npm run lighthouse` builds it first).
  const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SERVE_CLIENT: "true",
      // Plain HTTP on the loopback: the session cookie must not be Secure-only.
      COOKIE_SECURE: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 15_000).unref());
  await Promise.race([exited, timeout]);
  if (server.exitCode === null) server.kill("SIGKILL");
}

/** Registers a member with a few posts of their own, so the home feed has cards to paint. */
async function signedInCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Priscilla",
      lastName: "Corinth",
      email: `lighthouse.${Date.now()}@example.com`,
      password: "grace-and-peace",
    }),
  });
  if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-up answered without a session cookie");
  const posts = [
    { type: "prayer", content: "Please pray for our church's food bank as winter comes." },
    { type: "text", content: "Grateful for this morning's study of Acts 2 with the young adults group." },
    { type: "text", content: "Our choir sings at the retirement home on Saturday: all are welcome to come along." },
  ];
  for (const post of posts) {
    const created = await fetch(`${baseUrl}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(post),
    });
    if (created.status !== 201) throw new Error(`Creating a post failed: ${created.status} ${await created.text()}`);
  }
  return cookie;
}

interface Scores {
  performance: number;
  accessibility: number;
}

type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * The mean brightness (0-255) of the page as Lighthouse captured it, whole: proof of the theme
 * the page rendered in (the landing page's hero is indigo in both, the rest is not).
 */
async function brightness(result: RunnerResult): Promise<number> {
  const data = result.lhr.fullPageScreenshot?.screenshot.data;
  if (!data) throw new Error("Lighthouse took no full-page screenshot");
  const { channels } = await sharp(Buffer.from(data.replace(/^data:image\/\w+;base64,/, ""), "base64")).stats();
  const [r, g, b] = channels.map((c) => c.mean) as [number, number, number];
  return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
}

function scoresOf(result: RunnerResult): Scores {
  const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  return { performance: score("performance"), accessibility: score("accessibility") };
}

/** The audits that cost points, so a failing run says what to fix. */
function problems(result: RunnerResult): string[] {
  const lines: string[] = [];
  for (const id of ["performance", "accessibility"]) {
    const category = result.lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`${id}: ${audit.title}${value}`);
    }
  }
  return lines;
}

async function audit(port: number, url: string, cookie: string | undefined): Promise<RunnerResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, "dist/client/index.html"))) {
    throw new Error('No built client in dist/client: run "npm run build" first.');
  }
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(`No Chrome at ${CHROME_PATH}: run scripts/ensure-chromium.sh, or set CHROME_PATH.`);
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-lighthouse-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir);
  // Whatever happens (even a crash outside this function), the server does not outlive us.
  process.on("exit", () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const failures: string[] = [];
  const summary: Record<string, Scores & { runs: Scores[]; brightness: number }> = {};
  const names: string[] = [];
  try {
    await waitForHealth(baseUrl, server);
    const cookie = await signedInCookie(baseUrl);

    for (const theme of THEMES) {
      chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS, ...theme.chromeFlags] });
      for (const target of PAGES) {
        const page = { ...target, name: `${target.name}${theme.suffix}` };
        names.push(page.name);
        const url = `${baseUrl}${page.path}`;
        const results: RunnerResult[] = [];
        for (let i = 0; i < RUNS; i += 1) results.push(await audit(chrome.port, url, page.signedIn ? cookie : undefined));
        results.sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
        const median = results[Math.floor(results.length / 2)]!;
        const runs = results.map(scoresOf);
        const scores = scoresOf(median);
        // Accessibility does not vary between runs; take the worst in case it ever does.
        scores.accessibility = Math.min(...runs.map((r) => r.accessibility));
        const shown = await brightness(median);
        const inTheme = theme.dark ? shown < BRIGHTNESS_SPLIT : shown >= BRIGHTNESS_SPLIT;
        summary[page.name] = { ...scores, runs, brightness: shown };
        fs.writeFileSync(path.join(OUT_DIR, `${page.name}.report.json`), median.report as string);
        results.forEach((run, i) => {
          fs.writeFileSync(path.join(OUT_DIR, `${page.name}.run${i + 1}.report.json`), run.report as string);
        });

        const ok = scores.performance >= page.minPerformance && scores.accessibility >= page.minAccessibility;
        console.log(
          `${page.name.padEnd(12)} performance ${String(scores.performance).padStart(3)} (target ${page.minPerformance}, runs ${runs
            .map((r) => r.performance)
            .join(
              "/",
            )})  accessibility ${String(scores.accessibility).padStart(3)} (target ${page.minAccessibility})  ${ok ? "ok" : "BELOW TARGET"}`,
        );
        if (!ok) {
          failures.push(page.name);
          for (const line of problems(median)) console.log(`    ${line}`);
        }
        if (!inTheme) {
          failures.push(`${page.name} (not ${theme.dark ? "dark" : "light"}: brightness ${shown})`);
          console.log(`    rendered ${theme.dark ? "light" : "dark"} (mean brightness ${shown} of 255): the theme was not applied`);
        }
      }
      chrome.kill();
      chrome = undefined;
    }
    fs.writeFileSync(path.join(OUT_DIR, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`Reports: ${path.relative(root, OUT_DIR)}/{${names.join(",")}}.report.json, summary.json`);
  } finally {
    chrome?.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`Lighthouse targets missed: ${failures.join(", ")}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
