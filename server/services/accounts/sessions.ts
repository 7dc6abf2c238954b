import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Clock } from "../../core/clock";
import { type Db, hotRead, preparedRows } from "../../db/client";
import { sessions } from "../../db/schema";
import type { Session, SessionStore } from "../../core/session-store";

// What is kept of a browser's User-Agent: enough to name the device, never unbounded.
const MAX_USER_AGENT = 512;
export const keptUserAgent = (ua: string | undefined) => (ua ? ua.slice(0, MAX_USER_AGENT) : null);

/** Is a session with these times still live at `t`? */
export const isLive = (limits: SessionLimits, createdAt: number, lastSeenAt: number, t: number) =>
  t <= createdAt + limits.absoluteTimeoutMs && t <= lastSeenAt + limits.idleTimeoutMs;

export type SessionLimits = { idleTimeoutMs: number; absoluteTimeoutMs: number };

// Writing last_seen_at on every request would turn each read into a write; a session's
// idle clock only needs minute precision.
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** What a session token looks like: anything else is not looked up at all. */
export const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

// Every signed-in request checks its session. Without Redis, one process owns the sessions
// (start:cluster requires Redis), so it may remember the answer for a few seconds: a logout
// or rotation here forgets it at once, and an entry never outlives the session's own limits.
const REMEMBER_MS = 10_000;
const REMEMBER_MAX = 10_000;

/** A session by its token's hash, with its account's creation time: two primary-key lookups. */
export const sessionById = hotRead<{ id: string }, { user_id: number; created_at: Date; last_seen_at: Date; account_created_at: Date }>(
  ["id"],
  (v) => sql`select s.user_id, s.created_at, s.last_seen_at, u.created_at as account_created_at
    from sessions s join users u on u.id = s.user_id where s.id = ${v.id}`,
);

export function dbSessionStore(db: Db, limits: SessionLimits, now: Clock): SessionStore {
  const remembered = new Map<string, { session: Session; until: number }>();
  const remember = (session: Session, until: number) => {
    remembered.delete(session.id);
    if (remembered.size >= REMEMBER_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(session.id, { session, until });
  };

  return {
    async create(userId, details) {
      const token = randomBytes(32).toString("base64url");
      const at = new Date(now());
      await db
        .insert(sessions)
        .values({ id: hashToken(token), userId, createdAt: at, lastSeenAt: at, userAgent: keptUserAgent(details?.userAgent) });
      return token;
    },

    async get(token) {
      if (!isToken(token)) return null;
      const id = hashToken(token);
      const t = now();
      const known = remembered.get(id);
      if (known && known.until > t) return known.session;

      // Otherwise one primary-key lookup, prepared once per connection.
      const [row] = await preparedRows(db, sessionById, { id });
      if (!row) return null;
      const absoluteEnd = new Date(row.created_at).getTime() + limits.absoluteTimeoutMs;
      let lastSeen = new Date(row.last_seen_at).getTime();
      if (t > absoluteEnd || t > lastSeen + limits.idleTimeoutMs) {
        remembered.delete(id);
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (t - lastSeen > TOUCH_INTERVAL_MS) {
        lastSeen = t;
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, id));
      }
      const session = { id, userId: row.user_id, accountCreatedAt: new Date(row.account_created_at).getTime() };
      remember(session, Math.min(t + REMEMBER_MS, absoluteEnd, lastSeen + limits.idleTimeoutMs));
      return session;
    },

    async destroy(token) {
      if (!isToken(token)) return;
      const id = hashToken(token);
      remembered.delete(id);
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async list(userId) {
      const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
      const t = now();
      return rows
        .filter((r) => isLive(limits, r.createdAt.getTime(), r.lastSeenAt.getTime(), t))
        .map((r) => ({ id: r.id, userAgent: r.userAgent, createdAt: r.createdAt, lastSeenAt: r.lastSeenAt }));
    },

    async end(userId, options = {}) {
      const { ids, except } = options;
      if (ids?.length === 0) return [];
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ids ? inArray(sessions.id, ids) : undefined, except ? ne(sessions.id, except) : undefined))
        .returning({ id: sessions.id });
      for (const { id } of ended) remembered.delete(id);
      return ended.map((r) => r.id);
    },
  };
}

/**
 * The store, telling every app process when a session is destroyed (sign-out, or a new
 * sign-in in its place), so that the session's open event streams close at once rather
 * than at their next heartbeat. Telling is best effort: the heartbeat still checks.
 */
/** Whoever is told that a session has ended (the live event bus). */
export type SessionEnds = { endSession(sessionId: string): Promise<void> };

export function announceSessionEnds(store: SessionStore, events: SessionEnds): SessionStore {
  const announce = (ids: string[]) => Promise.all(ids.map((id) => events.endSession(id).catch(() => {})));
  return {
    create: (userId, details) => store.create(userId, details),
    get: (token) => store.get(token),
    list: (userId) => store.list(userId),
    async destroy(token) {
      await store.destroy(token);
      if (isToken(token)) await announce([hashToken(token)]);
    },
    async end(userId, options) {
      const ended = await store.end(userId, options);
      await announce(ended);
      return ended;
    },
  };
}
