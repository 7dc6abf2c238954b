import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";

export type Session = { id: string; userId: number };

/** Where sessions live: the database by default, Redis when the deployment has it. */
export interface SessionStore {
  /** Starts a session and returns the token for the cookie. */
  create(userId: number): Promise<string>;
  /** The live session behind a token, or null when unknown or expired. */
  get(token: string): Promise<Session | null>;
  destroy(token: string): Promise<void>;
}

export type SessionLimits = { idleTimeoutMs: number; absoluteTimeoutMs: number };

// Writing last_seen_at on every request would turn each read into a write; a session's
// idle clock only needs minute precision.
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** What a session token looks like: anything else is not looked up at all. */
export const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function dbSessionStore(db: Db, limits: SessionLimits, now: Clock): SessionStore {
  return {
    async create(userId) {
      const token = randomBytes(32).toString("base64url");
      const at = new Date(now());
      await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: at, lastSeenAt: at });
      return token;
    },

    async get(token) {
      if (!isToken(token)) return null;
      const id = hashToken(token);
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      if (!row) return null;
      const t = now();
      const expired =
        t - row.createdAt.getTime() > limits.absoluteTimeoutMs ||
        t - row.lastSeenAt.getTime() > limits.idleTimeoutMs;
      if (expired) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (t - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date(t) }).where(eq(sessions.id, id));
      }
      return { id, userId: row.userId };
    },

    async destroy(token) {
      if (!isToken(token)) return;
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },
  };
}
