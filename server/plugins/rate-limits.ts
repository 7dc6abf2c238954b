import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { tooManyRequests } from "../http/errors";

export type LimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit (its store: memory here, Redis when configured) without any
 * route limits of its own; `limiter` then makes named fixed-window limits keyed however a
 * route needs (by IP, by account, by user), several of which may apply to one request.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });
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
