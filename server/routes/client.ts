import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { SERVER_PATHS } from "../../contract/server-paths";
import { firstPages } from "../http/first-pages";
import { CLIENT_DIR } from "../paths/project-paths";
import { SESSION_COOKIE } from "../plugins/session";

/**
 * Serves the built client: hashed assets cached for a year, index.html for every client
 * route (the SPA shows its own 'Page Not Found'), and `{ message }` 404s for the API.
 * index.html names the chunks the first page will load (first-pages.ts), which depend on
 * whether a session cookie came along: hence `Vary: Cookie`. It is sent uncompressed: a
 * kilobyte and a half fits in the connection's first round trip either way.
 */
export async function clientRoutes(app: FastifyInstance, serveClient: boolean, linkedDir = CLIENT_DIR) {
  // dist/client is a link to the current build, which a later build repoints
  // (scripts/build-swap.ts): this process keeps serving the build it started with, whose
  // chunks are the ones the index.html it holds names.
  const clientDir = fs.existsSync(linkedDir) ? fs.realpathSync(linkedDir) : linkedDir;
  const hasClient = serveClient && fs.existsSync(path.join(clientDir, "index.html"));
  if (serveClient && !hasClient) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build" to serve the web app.`);
  }
  if (hasClient) {
    const assets = path.join(clientDir, "assets");
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file; browsers that accept them get those
      // (a third of the bytes, no compression work per request).
      preCompressed: true,
      // Only hashed assets are immutable. The rest is asked again each time (ETag, 304): the
      // service worker (sw.js) and the web manifest above all, or a new version would wait
      // on a cache's expiry before the browser even saw it.
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(assets + path.sep);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const firstPage = hasClient ? firstPages(clientDir) : null;

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (firstPage && wantsPage && !SERVER_PATHS.test(request.url)) {
      const pathname = request.url.split("?", 1)[0]!;
      return reply
        .header("cache-control", "no-cache")
        .header("vary", "Cookie")
        .type("text/html; charset=utf-8")
        .send(firstPage(pathname, Boolean(request.cookies[SESSION_COOKIE])));
    }
    return reply.code(404).send({ message: "Not found" });
  });
}
