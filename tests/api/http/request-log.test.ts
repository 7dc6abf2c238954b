import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";
import { SLOW_REQUEST_MS } from "../../../server/request-log";
import { PipelinedReads } from "../../../server/db/pipelined-reads";
import { serverUrl } from "../../helpers/databases";

// A server doing well stays quiet at the default level: requests that succeed, and refusals
// (a visitor's 401, a bad body's 400), are logged at debug only. A slow answer is logged at
// warn and a 5xx at error, with what was asked and how it was answered.

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };
const lines: Line[] = [];
const t = useTestApp({ logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
const DEBUG = 20;
const WARN = 40;
const ERROR = 50;

afterEach(() => {
  t().app.log.level = "info";
  vi.restoreAllMocks();
});

/**
 * The health check's next question to the database goes through `answer` (`ask` asks it as
 * usual): on PostgreSQL it goes out on the hot reads' pipelined connection, on PGlite through
 * `execute`. `afterEach` restores either.
 */
function onPing(answer: (ask: () => Promise<unknown>) => Promise<unknown>) {
  if (serverUrl()) {
    const query = PipelinedReads.prototype.query;
    vi.spyOn(PipelinedReads.prototype, "query").mockImplementationOnce(function (this: PipelinedReads, ...args) {
      return answer(() => query.apply(this, args)) as ReturnType<typeof query>;
    });
  } else {
    const db = t().db;
    const execute = db.execute.bind(db);
    vi.spyOn(db, "execute").mockImplementationOnce(((...args: Parameters<typeof execute>) => answer(() => execute(...args))) as typeof execute);
  }
}

async function someRequests() {
  const ann = await createUser(t(), { firstName: "Ann" });
  expect((await t().agent().get("/healthz")).statusCode).toBe(200);
  expect((await ann.agent.get("/api/auth/user")).statusCode).toBe(200);
  expect((await ann.agent.post("/api/posts", { content: "Grace and peace", type: "text" })).statusCode).toBe(201);
  expect((await ann.agent.get("/api/posts/feed")).statusCode).toBe(200);
  expect((await t().agent().get("/api/posts/feed")).statusCode).toBe(401);
  expect((await ann.agent.post("/api/posts", { type: "text" })).statusCode).toBe(400);
}

describe("the request log", () => {
  it("writes nothing at info for requests that succeed or are refused", async () => {
    lines.length = 0;
    await someRequests();
    // On a busy machine a sign-up (its password hashing) may be slow, and logged as such.
    const slow = (l: Line) => l.level === WARN && l.responseTime! > SLOW_REQUEST_MS;
    // Without a mail server, each mail (here the sign-up's welcome) is written to the outbox and
    // said at info on purpose: its links are how an operator reaches a member.
    const outboxMail = (l: Line) => l.msg === "mail written to the outbox";
    expect(lines.filter((l) => !slow(l) && !outboxMail(l))).toEqual([]);
  });

  it("writes one line per request at debug", async () => {
    t().app.log.level = "debug";
    lines.length = 0;
    await t().agent().get("/healthz");
    await t().agent().get("/api/posts/feed");
    const requests = lines.filter((l) => l.msg === "request completed");
    expect(requests).toMatchObject([
      { level: DEBUG, req: { method: "GET", url: "/healthz" }, res: { statusCode: 200 } },
      { level: DEBUG, req: { method: "GET", url: "/api/posts/feed" }, res: { statusCode: 401 } },
    ]);
    expect(typeof requests[0]!.responseTime).toBe("number");
  });

  it("writes a slow answer at warn", async () => {
    onPing(async (ask) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
      return ask();
    });
    lines.length = 0;
    expect((await t().agent().get("/healthz")).statusCode).toBe(200);
    const [line] = lines.filter((l) => l.msg === "request completed");
    expect(line).toMatchObject({ level: WARN, req: { method: "GET", url: "/healthz" }, res: { statusCode: 200 } });
    expect(line!.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
  });

  it("writes a 5xx at error", async () => {
    onPing(() => Promise.reject(new Error("connection refused")));
    lines.length = 0;
    expect((await t().agent().get("/healthz")).statusCode).toBe(503);
    expect(lines.filter((l) => l.msg === "request completed")).toMatchObject([
      { level: ERROR, req: { method: "GET", url: "/healthz" }, res: { statusCode: 503 } },
    ]);
  });
});
