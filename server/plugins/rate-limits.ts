import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import ipaddr from "ipaddr.js";
import { type Clock, systemClock } from "../core/clock";
import { tooManyRequests } from "../http/errors";
import { memoryRateStore } from "./memory-rate-store";

export type LimitHook = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit (its store: memory here, Redis when configured) without any
 * route limits of its own; `limiter` then makes named fixed-window limits keyed however a
 * route needs (by IP, by account, by user), several of which may apply to one request.
 */
export async function registerRateLimits(app: FastifyInstance, redis?: Redis, now: Clock = systemClock) {
  // With Redis the counters are shared by every app process; a Redis outage must not lock
  // everyone out, so its errors let the request through.
  await app.register(
    rateLimit,
    redis ? { global: false, redis, skipOnError: true, nameSpace: "koinonia:rl:" } : { global: false, store: memoryRateStore(now) },
  );
}

/**
 * A client address as rate limits count it: an IPv4 address as itself (also when it comes
 * IPv4-mapped, ::ffff:1.2.3.4), an IPv6 address by its /64, since anyone with one IPv6
 * address usually has the whole /64 to pick others from. Anything else is left as it is.
 */
function clientNetwork(key: string): string {
  if (!isIP(key)) return key;
  const address = ipaddr.process(key);
  if (address.kind() === "ipv4") return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/**
 * A named fixed-window limit; a key that is a client address counts its network (above). Over
 * it, a 429 with `message` when given (else the wait in words).
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  keyOf: (request: FastifyRequest) => string,
  message?: string,
): LimitHook {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${clientNetwork(keyOf(request))}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(Math.max(1, result.ttlInSeconds), message);
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A ceiling on writes per signed-in person, on every API write. (A visitor's only writes
 * are signing in and up, which have limits of their own.)
 */
export function registerWriteLimit(app: FastifyInstance, perMinute: number) {
  const check = limiter(app, "writes", perMinute, 60_000, (request) => String(request.session?.userId));
  // Every request passes here, reads too: they cost no promise.
  app.addHook("preHandler", (request, _reply, done) => {
    if (!request.session || !WRITE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    check(request).then(() => done(), done);
  });
}
