import type { FastifyInstance, FastifyRequest } from "fastify";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { type Clock, systemClock } from "../clock";
import { tooManyRequests } from "../http/errors";

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
    redis ? { global: false, redis, skipOnError: true, nameSpace: "koinonia:rl:" } : { global: false, store: memoryStore(now) },
  );
}

// As many keys as the library's own memory store keeps; past that the least recently counted go.
const MAX_KEYS = 5000;

/**
 * The library's in-memory fixed windows, but on the app's clock, so that a test walks past a
 * window as it walks past a session's expiry. (Redis counts in its own time.)
 */
function memoryStore(now: Clock): FastifyRateLimitStoreCtor {
  class MemoryStore implements FastifyRateLimitStore {
    // In the order last counted: the first key is the one to forget.
    private readonly windows = new Map<string, { count: number; startedAt: number }>();

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const at = now();
      const open = this.windows.get(key);
      const window = open && at < open.startedAt + timeWindow ? open : { count: 0, startedAt: at };
      window.count += 1;
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
      done(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    // Each limiter counts apart, as with the library's store.
    child() {
      return new MemoryStore();
    }
  }
  return MemoryStore;
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
