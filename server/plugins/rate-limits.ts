import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { tooManyRequests } from "../http/errors";

export type LimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit (its store: memory here, Redis when configured) without any
 * route limits of its own; `limiter` then makes named fixed-window limits keyed however a
 * route needs (by IP, by account, by user), several of which may apply to one request.
 */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis) {
  // With Redis the counters are shared by every app process; a Redis outage must not lock
  // everyone out, so its errors let the request through.
  await app.register(rateLimit, redis ? { global: false, redis, skipOnError: true, nameSpace: "koinonia:rl:" } : { global: false });
}

export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
): LimitHook {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A ceiling on writes per signed-in person, on every API write. (A visitor's only writes
 * are signing in and up, which have limits of their own.)
 */
export function registerWriteLimit(app: FastifyInstance, perMinute: number) {
  const check = limiter(app, "writes", perMinute, 60_000, (request) => String(request.session?.userId));
  app.addHook("preHandler", async (request) => {
    if (request.session && WRITE_METHODS.has(request.method) && request.url.startsWith("/api/")) await check(request);
  });
}
