import { notFound } from "../../core/errors";
import type { SessionInfo, SessionStore } from "../../core/session-store";

/** A live session of the member's, and whether it is the one asking. */
export type MemberSession = SessionInfo & { current: boolean };

/**
 * The member's live sessions, the most recently seen first. The one asking is being used at
 * this moment (the store notes activity only once a minute), so it is seen now, and first.
 */
export async function listMemberSessions(
  store: SessionStore,
  { userId, currentId, now }: { userId: number; currentId: string; now: Date },
): Promise<MemberSession[]> {
  const sessions = await store.list(userId);
  return sessions
    .map((session) => (session.id === currentId ? { ...session, lastSeenAt: now, current: true } : { ...session, current: false }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
}

/**
 * Signs one of the member's own sessions out; any other id is "not found", so an id reveals
 * nothing of anyone else's sessions. Tells whether it was the session asking.
 */
export async function signOutSession(store: SessionStore, userId: number, { id, currentId }: { id: string; currentId: string }) {
  const [ended] = await store.end(userId, { ids: [id] });
  if (!ended) throw notFound("Session not found");
  return { wasCurrent: ended === currentId };
}

/** Signs out every session of the member's but the one asking; returns how many ended. */
export async function signOutOtherSessions(store: SessionStore, userId: number, currentId: string): Promise<number> {
  return (await store.end(userId, { except: currentId })).length;
}
