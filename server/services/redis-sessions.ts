import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Clock } from "../clock";
import { type SessionLimits, type SessionStore, hashToken, isToken } from "./sessions";

type Stored = { userId: number; createdAt: number; lastSeenAt: number };

const TOUCH_INTERVAL_MS = 60_000;
const keyOf = (id: string) => `koinonia:session:${id}`;

/**
 * Sessions in Redis, shared by every app process: a session check is one GET. The key
 * expires with the session (idle or absolute, whichever comes first), so nothing piles up.
 */
export function redisSessionStore(redis: Redis, limits: SessionLimits, now: Clock): SessionStore {
  const ttlMs = (s: Stored, t: number) => Math.min(s.lastSeenAt + limits.idleTimeoutMs, s.createdAt + limits.absoluteTimeoutMs) - t;

  async function save(id: string, s: Stored, t: number) {
    const ttl = ttlMs(s, t);
    if (ttl > 0) await redis.set(keyOf(id), JSON.stringify(s), "PX", ttl);
    else await redis.del(keyOf(id));
  }

  return {
    async create(userId) {
      const token = randomBytes(32).toString("base64url");
      const t = now();
      await save(hashToken(token), { userId, createdAt: t, lastSeenAt: t }, t);
      return token;
    },

    async get(token) {
      if (!isToken(token)) return null;
      const id = hashToken(token);
      const raw = await redis.get(keyOf(id));
      if (!raw) return null;
      const stored = JSON.parse(raw) as Stored;
      const t = now();
      // Redis expires the key on its own clock; the app's clock has the last word.
      if (ttlMs(stored, t) <= 0) {
        await redis.del(keyOf(id));
        return null;
      }
      if (t - stored.lastSeenAt > TOUCH_INTERVAL_MS) await save(id, { ...stored, lastSeenAt: t }, t);
      return { id, userId: stored.userId };
    },

    async destroy(token) {
      if (!isToken(token)) return;
      await redis.del(keyOf(hashToken(token)));
    },
  };
}
