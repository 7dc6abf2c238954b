import { atom } from "nanostores";
import { apiRequest } from "@/lib/api";
import { ApiError } from "@/lib/api-error";
import { dropAction, keepAction, waitingActions } from "./store";
import type { Write } from "./send-or-keep";
import { MARK, type Outcome, type WaitingAction, mayHaveWaiting } from "./waiting-action";

// The outbox: writes made offline, kept in IndexedDB so that a reload, a closed tab or a crashed
// browser loses none of them, and sent once the browser is back online by whichever of the
// site's tabs gets there first. Loaded on demand (send-or-keep.ts).

/** Every write waiting on this device, oldest first, kept current across tabs. */
export const $waiting = atom<WaitingAction[]>([]);

type Message = { type: "changed" } | { type: "settled"; outcome: Outcome };

// Tabs tell each other when the outbox changed and how a write ended.
const channel = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel("koinonia-outbox");

// The writes this tab made and still waits on (a composer shows it waits), by id.
const waiters = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();

type Listener = (outcome: Outcome, sentHere: boolean) => void;
const listeners = new Set<Listener>();

/** Hears how the writes this tab does not wait on ended: those kept by a page since closed. */
export function onSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// The member signed in on this page, once known: only their writes are shown and sent here.
// Before (the app starting offline, when nobody can say who is signed in) all are shown.
let member: number | undefined;

/** Who is signed in on this page: their writes are the ones kept, shown and sent here. */
export function signedIn(userId: number): void {
  if (member === userId) return;
  member = userId;
  if (mayHaveWaiting()) refresh().catch(() => {});
}

function markWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(MARK, "1");
    else localStorage.removeItem(MARK);
  } catch {
    // Storage refused: the database is looked in every time.
  }
}

export async function refresh(): Promise<void> {
  const all = await waitingActions();
  $waiting.set(member === undefined ? all : all.filter((action) => action.userId === member));
  markWaiting(all.length > 0);
}

function settle(outcome: Outcome, sentHere: boolean): void {
  const waiter = waiters.get(outcome.id);
  if (waiter) {
    waiters.delete(outcome.id);
    if (outcome.ok) waiter.resolve(outcome.value);
    else waiter.reject(new ApiError(outcome.status, outcome.body));
    return;
  }
  for (const listener of listeners) listener(outcome, sentHere);
}

channel?.addEventListener("message", (event: MessageEvent<Message>) => {
  void refresh();
  if (event.data.type === "settled") settle(event.data.outcome, false);
});

const backOnline = () => new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

async function answerOf(res: Response): Promise<unknown> {
  return res.status === 204 ? null : res.json();
}

/**
 * Keeps a write on the device and resolves with the server's answer once it has been sent
 * (by this tab or another), or rejects with the server's refusal.
 */
export async function keep(write: Write): Promise<unknown> {
  // Kept for the member signed in here; not known yet (a write before the page's main content
  // painted), it waits in this page only.
  if (member === undefined) return sendWhenOnline(write);
  const action: WaitingAction = { ...write, userId: member, method: "POST", id: crypto.randomUUID(), createdAt: Date.now() };
  const settled = new Promise((resolve, reject) => waiters.set(action.id, { resolve, reject }));
  try {
    await keepAction(action);
  } catch {
    // No IndexedDB here (a private window may refuse it): the write waits in this page only.
    waiters.delete(action.id);
    return sendWhenOnline(write);
  }
  await refresh();
  channel?.postMessage({ type: "changed" } satisfies Message);
  // Back online while it was being kept: the tab may have looked for waiting writes already.
  if (navigator.onLine) void sendWaiting(member);
  return settled;
}

async function sendWhenOnline(write: Write): Promise<unknown> {
  await backOnline();
  return answerOf(await apiRequest("POST", write.url, write.body));
}

// Answers that say "not now" rather than "never": signed out (sent once they sign in again),
// a timeout, too many requests. Any other 4xx is a refusal, told to the member and dropped.
const TRY_AGAIN = new Set([401, 408, 429]);

const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !TRY_AGAIN.has(error.status);

async function sendEach(userId: number): Promise<void> {
  for (const action of await waitingActions()) {
    // Another member's writes wait for them: sent under this session they would be this one's.
    if (action.userId !== userId) continue;
    if (!navigator.onLine) return;
    let outcome: Outcome;
    try {
      const res = await apiRequest(action.method, action.url, action.body);
      outcome = { id: action.id, kind: action.kind, url: action.url, ok: true, value: await answerOf(res) };
    } catch (error) {
      // No connection after all, or the server is down: it waits for the next time online.
      if (!refused(error)) return;
      outcome = { id: action.id, kind: action.kind, url: action.url, ok: false, status: error.status, body: error.body };
    }
    await dropAction(action.id);
    await refresh();
    channel?.postMessage({ type: "settled", outcome } satisfies Message);
    settle(outcome, true);
  }
}

/**
 * Sends the member's waiting writes, oldest first. One tab at a time (a Web Lock held while it
 * sends, each write dropped before the lock is let go), so a write is sent once however many
 * tabs are open: the next tab to take the lock no longer finds it.
 */
export async function sendWaiting(userId: number): Promise<void> {
  if (!navigator.onLine) return;
  const run = () => sendEach(userId);
  await (navigator.locks ? navigator.locks.request("koinonia-outbox", run) : run());
}

// What waited when the page was closed shows as soon as this code is in.
if (mayHaveWaiting()) refresh().catch(() => {});
