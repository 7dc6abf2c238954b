import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { HttpError } from "../http/errors";
import { TOKEN_NEEDED, bearsToken } from "./metrics-token";

export const METRICS_PATH = "/metrics";

/**
 * GET /metrics on the app's port, for a scraper bearing METRICS_TOKEN. Left out of the OpenAPI
 * document (it is for the operator, not the API's clients) and under no rate limit, so a
 * scraper is never turned away.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearsToken(request.headers.authorization, token)) throw new HttpError(401, TOKEN_NEEDED, { "www-authenticate": "Bearer" });
    const text = await registry.metrics();
    return reply.type(registry.contentType).header("cache-control", "no-store").send(text);
  });
}
