import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

export const CLIENT_DIR = path.join(import.meta.dirname, "../../dist/client");

// Paths the SPA never owns: an unknown one is a real 404, not the app's index.
const SERVER_PATHS = /^\/(api|objects|assets|healthz)(\/|$|\?)/;

/**
 * Serves the built client: hashed assets cached for a year, index.html for every client
 * route (the SPA shows its own 'Page Not Found'), and `{ message }` 404s for the API.
 */
export async function clientRoutes(app: FastifyInstance, serveClient: boolean) {
  const hasClient = serveClient && fs.existsSync(path.join(CLIENT_DIR, "index.html"));
  if (serveClient && !hasClient) {
    app.log.warn(`No built client in ${CLIENT_DIR}: run "npm run build" to serve the web app.`);
  }
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file; browsers that accept them get those
      // (a third of the bytes, no compression work per request).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(CLIENT_DIR, "assets"));
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasClient && wantsPage && !SERVER_PATHS.test(request.url)) {
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.code(404).send({ message: "Not found" });
  });
}
