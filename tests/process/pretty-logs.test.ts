import { describe, expect, it } from "vitest";
import { prettyLogOutput } from "../../server/log-pretty";

// In a terminal the JSON lines pino writes are reformatted for reading, line by line, and
// still written through the destination they were given.

function pretty(line: object): string {
  const written: string[] = [];
  prettyLogOutput({ write: (s) => void written.push(s) }, false).write(`${JSON.stringify(line)}\n`);
  expect(written).toHaveLength(1);
  return written[0]!;
}

const time = Date.UTC(2026, 0, 1, 9, 30);

describe("logs in a terminal", () => {
  it("show the time, the level and the message on one line, the rest below", () => {
    const text = pretty({ level: 40, time, pid: 7, hostname: "box", msg: "The data folder was open to other users", mode: "0755" });
    const [first, ...rest] = text.trimEnd().split("\n");
    expect(first).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: The data folder was open to other users$/);
    expect(rest.join("\n")).toContain('mode: "0755"');
    expect(text).not.toMatch(/pid|hostname|box/);
  });

  it("put a request's method, URL, status and time on its line", () => {
    const text = pretty({
      level: 50,
      time,
      pid: 7,
      hostname: "box",
      reqId: "req-3",
      req: { method: "GET", url: "/healthz" },
      res: { statusCode: 503 },
      responseTime: 12.4,
      msg: "request completed",
    });
    expect(text.split("\n")[0]).toMatch(/ERROR: request completed GET \/healthz 503 \(12 ms\)$/);
    expect(text).not.toContain("statusCode");
  });

  it("show an error's stack", () => {
    const text = pretty({
      level: 50,
      time,
      msg: "request failed",
      err: { type: "Error", message: "boom", stack: "Error: boom\n    at handler (server/routes/x.ts:1:1)" },
    });
    expect(text).toContain("at handler (server/routes/x.ts:1:1)");
  });
});
