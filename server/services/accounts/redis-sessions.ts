import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Clock } from "../../core/clock";
import { type SessionLimits, hashToken, isLive, isToken, keptUserAgent } from "./sessions";
import type { SessionStore } from "../../core/session-store";

// `accountCreatedAt`: when the account was made (kept since sessions carry it; see Session).
type Stored = { userId: number; createdAt: number; lastSeenAt: number; userAgent?: string | null; accountCreatedAt?: number };

const TOUCH_INTERVAL_MS = 60_000;
const keyOf = (id: string) => `koinonia:session:${id}`;
// Each member's session ids, so their sessions can be listed and ended together. An id whose
// session has expired is dropped from the set whenever the set is read.
const userKeyOf = (userId: number) => `koinonia:user-sessions:${userId}`;

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

  /** The member's sessions that are still there, by id; forgets the ids of the others. */
  async function sessionsOf(userId: number): Promise<Map<string, Stored>> {
    const ids = await redis.smembers(userKeyOf(userId));
    if (!ids.length) return new Map();
    const raws = await redis.mget(ids.map(keyOf));
    const t = now();
    const live = new Map<string, Stored>();
    const gone: string[] = [];
    ids.forEach((id, i) => {
      const stored = raws[i] ? (JSON.parse(raws[i]!) as Stored) : null;
      if (stored && stored.userId === userId && isLive(limits, stored.createdAt, stored.lastSeenAt, t)) live.set(id, stored);
      else gone.push(id);
    });
    if (gone.length) await redis.srem(userKeyOf(userId), ...gone);
    return live;
  }

  return {
    async create(userId, details) {
      const token = randomBytes(32).toString("base64url");
      const t = now();
      const id = hashToken(token);
      const accountCreatedAt = details?.accountCreatedAt?.getTime();
      await save(id, { userId, createdAt: t, lastSeenAt: t, userAgent: keptUserAgent(details?.userAgent), accountCreatedAt }, t);
      await redis.multi().sadd(userKeyOf(userId), id).pexpire(userKeyOf(userId), limits.absoluteTimeoutMs).exec();
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
      return { id, userId: stored.userId, accountCreatedAt: stored.accountCreatedAt ?? null };
    },

    async destroy(token) {
      if (!isToken(token)) return;
      const id = hashToken(token);
      const raw = await redis.get(keyOf(id));
      await redis.del(keyOf(id));
      if (raw) await redis.srem(userKeyOf((JSON.parse(raw) as Stored).userId), id);
    },

    async list(userId) {
      const live = await sessionsOf(userId);
      return [...live]
        .map(([id, s]) => ({ id, userAgent: s.userAgent ?? null, createdAt: new Date(s.createdAt), lastSeenAt: new Date(s.lastSeenAt) }))
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
    },

    async end(userId, options = {}) {
      const { ids, except } = options;
      const live = await sessionsOf(userId);
      const ended = [...live.keys()].filter((id) => id !== except && (!ids || ids.includes(id)));
      if (ended.length) {
        await redis
          .multi()
          .del(...ended.map(keyOf))
          .srem(userKeyOf(userId), ...ended)
          .exec();
      }
      return ended;
    },
  };
}
