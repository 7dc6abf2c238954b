import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";

/** How the test website answers a path: a plain answer, or by hand. */
export type PageAnswer =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer }
  | ((req: http.IncomingMessage, res: http.ServerResponse) => void);

export type TestWebsite = {
  /** http://127.0.0.1:<port> */
  base: string;
  /** What each path (with its query) answers; any other path is a 404. */
  pages: Map<string, PageAnswer>;
  /** Every path asked for, in order. */
  asked: string[];
  /** Waits until `path` has been asked for `count` times. */
  waitFor(path: string, count?: number): Promise<void>;
  close(): Promise<void>;
};

/** A web server on a loopback port, for link cards read from pages a test writes. */
export async function startTestWebsite(): Promise<TestWebsite> {
  const pages = new Map<string, PageAnswer>();
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    asked.push(path);
    const answer = pages.get(path) ?? { status: 404, body: "not here" };
    if (typeof answer === "function") return answer(req, res);
    res.writeHead(answer.status ?? 200, { "content-type": "text/html; charset=utf-8", ...answer.headers });
    res.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    pages,
    asked,
    async waitFor(path, count = 1) {
      await expect.poll(() => asked.filter((p) => p === path).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page whose head says `meta` (name or property -> content) and whose title is `title`. */
export function pageWith(meta: Record<string, string>, title?: string): string {
  const tags = Object.entries(meta)
    .map(([key, content]) => `<meta ${key.startsWith("og:") ? "property" : "name"}="${key}" content="${content}">`)
    .join("\n    ");
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    ${title === undefined ? "" : `<title>${title}</title>`}
    ${tags}
  </head>
  <body><p>Hello</p></body>
</html>`;
}
