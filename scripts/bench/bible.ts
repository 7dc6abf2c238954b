// `npm run bench:bible`: the Bible's reads, on one app process and PostgreSQL, by a signed-in member.
// Measures, each at a fixed 200 req/s for 20 s after 3 s of warm-up:
//   chapter:  GET /api/bible/web/<book>/<chapter>, a book and chapter drawn at random;
//   popover:  GET /api/bible/passage?ref=<1 to 3 verses>&translation=web, drawn at random, as a
//             reference's popover asks for them;
//   search:   GET /api/bible/search, common words and phrases in the World English Bible and the
//             Reina-Valera 1909, the first page of each.
// Before those it prints what a fresh process pays once per translation: the first chapter
// (reading the text) and the first search (building its index), in time and resident memory
// (which grows by the building's garbage too, until the collector gives it back: the index
// itself keeps some 4 to 5 MB).
// A server that has been up a while has both in memory: the fixed-rate runs start after them.
// Targets (exit code 1 when missed): chapter p99 <= 20 ms; popover p99 <= 15 ms; search p99 <= 40 ms.
// The generator shares the machine with the server: the load averages are printed beside the
// figures, since a busy machine's p99 is mostly its neighbours'.
// Needs PostgreSQL: BENCH_DATABASE_URL (a fresh database on that server), or `--db NAME`.
// `--duration 2 --warmup 1` runs it briefly, to see that it works.
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BOOKS } from "../../contract/bible-books";
import { readBibleText } from "../../bible/text-file";
import { call, createDatabase, rssMiB, signUp, startFleet } from "./app-processes";
import { type FixedRateResult, offerFixedRate } from "./fixed-rate";
import { writeResults } from "./results-file";

const { values: flags } = parseArgs({
  options: {
    db: { type: "string" },
    rate: { type: "string", default: "200" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "3" },
  },
});
const rate = Number(flags.rate);
const durationS = Number(flags.duration);
const warmupS = Number(flags.warmup);
const port = 5874;
const TARGETS = { chapterP99: 20, popoverP99: 15, searchP99: 40 };

// Words and phrases people look for, common and rare, single and several.
const SEARCHES: Record<string, string[]> = {
  web: [
    "love",
    "faith",
    "God",
    "the",
    "grace peace",
    "mercy",
    "shepherd",
    "light darkness",
    '"love one another"',
    '"God\'s Kingdom"',
    '"in the beginning"',
    '"son of man"',
    '"Yahweh is my shepherd"',
    "forgive sins",
  ],
  rv1909: [
    "amor",
    "fe",
    "Dios",
    "gracia paz",
    "misericordia",
    "corazón",
    "senor",
    "luz tinieblas",
    '"reino de Dios"',
    '"amaos unos a otros"',
    '"hijo del hombre"',
    '"en el principio"',
    "perdonar pecados",
  ],
};

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
console.log(`${os.cpus().length} cores; load average (1, 5, 15 min) at start: ${load()}`);

// A fixed seed: every run asks for the same chapters, passages and searches, in the same order.
let seed = 20_260_101;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// The shape of the text (chapters per book, verses per chapter), read from the file the server reads.
const web = readBibleText(path.join(import.meta.dirname, "../../bible/texts/web.json.br"));
const chapterPath = () => {
  const at = Math.floor(random() * BOOKS.length);
  const chapters = web.books[at]!.chapters.length;
  return `/api/bible/web/${BOOKS[at]!.id}/${1 + Math.floor(random() * chapters)}`;
};
const passagePath = () => {
  const at = Math.floor(random() * BOOKS.length);
  const chapters = web.books[at]!.chapters;
  const chapter = 1 + Math.floor(random() * chapters.length);
  const verses = chapters[chapter - 1]!.length;
  const first = 1 + Math.floor(random() * verses);
  const last = Math.min(verses, first + Math.floor(random() * 3));
  const osis = (verse: number) => `${BOOKS[at]!.id}.${chapter}.${verse}`;
  return `/api/bible/passage?ref=${last === first ? osis(first) : `${osis(first)}-${osis(last)}`}&translation=web`;
};
const searches = Object.entries(SEARCHES).flatMap(([translation, queries]) =>
  queries.map((q) => `/api/bible/search?${new URLSearchParams({ q, translation })}`),
);

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = await createDatabase(adminUrl, flags.db, "koinonia_bible_bench_");
const fleet = await startFleet({ ports: [port], databaseUrl: database.url });
type Row = { figure: string; measured: string; target: string; met: string };
const table: Row[] = [];
const runs: FixedRateResult[] = [];
const once: Record<string, string>[] = [];
let failed = false;
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? "met" : "NOT MET";
};

try {
  const member = await signUp(port, "Reader");
  const pid = fleet.pids[0]!;
  const get = async (url: string) => {
    const started = performance.now();
    const res = await call(port, "GET", url, undefined, member.cookie);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.json)}`);
    return { ms: performance.now() - started, json: res.json };
  };

  console.log("\nWhat a fresh process pays once per translation:");
  for (const translation of ["web", "kjv", "rv1909"]) {
    const before = rssMiB(pid);
    const chapter = await get(`/api/bible/${translation}/John/3`);
    const read = rssMiB(pid);
    const search = await get(`/api/bible/search?q=love&translation=${translation}`);
    const built = rssMiB(pid);
    once.push({
      translation,
      "first chapter ms": chapter.ms.toFixed(0),
      "RSS growth, reading MiB": (read - before).toFixed(1),
      "first search ms": search.ms.toFixed(0),
      "RSS growth, first search MiB": (built - read).toFixed(1),
      "RSS after MiB": built.toFixed(0),
    });
  }
  console.table(once);

  // Every search answers, and finds something: a typo here would measure an empty index lookup.
  for (const url of searches) {
    const { json } = await get(url);
    if (json.total === 0) throw new Error(`${url} found nothing`);
  }

  const fixed = async (title: string, next: () => string) => {
    const run = await offerFixedRate({ title, port, rate, durationS, warmupS, next: () => ({ path: next(), cookie: member.cookie }) });
    runs.push(run);
    console.log(`  ${title}: p50 ${run["p50 ms"]} ms, p99 ${run["p99 ms"]} ms, ${run["req/s"]} req/s (load ${load()})`);
    return run;
  };
  const row = (figure: string, run: FixedRateResult, target: number) =>
    table.push({
      figure: `${figure} at ${rate} req/s (p50 ${run["p50 ms"]} ms)`,
      measured: `${run["p99 ms"]} ms${run.non2xx ? `, ${run.non2xx} not 2xx` : ""}${run.errors ? `, ${run.errors} errors` : ""}`,
      target: `<= ${target} ms`,
      met: verdict(run["p99 ms"] <= target && !run.non2xx && !run.errors),
    });

  console.log(`\nReads at a fixed ${rate} req/s, ${durationS} s each after ${warmupS} s of warm-up:`);
  row("chapter p99 (a random chapter, WEB)", await fixed("chapter", chapterPath), TARGETS.chapterP99);
  row("popover p99 (1-3 random verses, WEB)", await fixed("popover passage", passagePath), TARGETS.popoverP99);
  row(`search p99 (${searches.length} words and phrases, WEB and RV1909)`, await fixed("search", () => pick(searches)), TARGETS.searchP99);
} finally {
  await fleet.stop();
  await database.drop();
}

console.log(`\nTargets (load average at the end: ${load()})`);
console.table(table);
writeResults("bible.json", { firstUse: once, reads: runs, targets: table });
if (failed) {
  console.error("a Bible target was missed");
  process.exit(1);
}
