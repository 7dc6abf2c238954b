import http from "node:http";
import type { AddressInfo } from "node:net";
import { TOKEN_NEEDED, bearsToken } from "./metrics-token";
import { METRICS_PATH } from "./metrics-route";

export type MetricsSource = { contentType: string; metrics(): Promise<string> };

export type MetricsServer = { port: number; close(): Promise<void> };

const answer = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify({ message: body }));
};

/**
 * METRICS_PORT: a small server of its own on 127.0.0.1, serving GET /metrics and nothing else,
 * apart from the app's port (its limits, sessions and logs). Bound to the loopback address
 * only: a scraper on the same machine, or one reaching it through a tunnel or sidecar. With a
 * token, it asks for the token too. Errors answer the app's one error shape, `{ message }`.
 */
export function serveMetrics(source: MetricsSource, port: number, token?: string): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split("?")[0];
    if (path !== METRICS_PATH) return answer(res, 404, "Not found");
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405, "Method not allowed", { allow: "GET, HEAD" });
    if (token && !bearsToken(req.headers.authorization, token)) {
      return answer(res, 401, TOKEN_NEEDED, { "www-authenticate": "Bearer" });
    }
    source.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": source.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () => answer(res, 500, "Collecting the metrics failed"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
