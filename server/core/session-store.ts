// The port sessions are kept through: the services and the session plugin see only this, and
// never tell the database store from the Redis one.

export type Session = {
  id: string;
  userId: number;
  /**
   * When the account was made (ms since the epoch), so that what depends on the account's age
   * (a new account's lower write limits) costs the write nothing. Null for a session stored in
   * Redis before it was kept there.
   */
  accountCreatedAt: number | null;
};

/** A live session as its member sees it listed; `id` is its token's hash, never the token. */
export type SessionInfo = { id: string; userAgent: string | null; createdAt: Date; lastSeenAt: Date };

/** Where sessions live: the database by default, Redis when the deployment has it. */
export interface SessionStore {
  /**
   * Starts a session and returns the token for the cookie. A store that cannot read the
   * account keeps `accountCreatedAt` with the session (the database store reads it anew).
   */
  create(userId: number, details?: { userAgent?: string; accountCreatedAt?: Date }): Promise<string>;
  /** The live session behind a token, or null when unknown or expired. */
  get(token: string): Promise<Session | null>;
  destroy(token: string): Promise<void>;
  /** The member's live sessions, the most recently seen first. */
  list(userId: number): Promise<SessionInfo[]>;
  /** Ends the member's sessions with these ids (all of them when none are named), but `except`; returns the ids ended. */
  end(userId: number, options?: { ids?: string[]; except?: string }): Promise<string[]>;
}
