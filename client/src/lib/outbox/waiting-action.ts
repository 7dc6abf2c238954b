/** What kinds of writes wait on the device while offline. */
export type WaitingKind = "post" | "comment" | "prayer" | "message";

/** A write kept on this device until it can be sent: what to send, and for whom. */
export interface WaitingAction {
  id: string;
  /** The member who wrote it: only a page signed in as them sends it. */
  userId: number;
  kind: WaitingKind;
  method: "POST";
  url: string;
  /** The request's JSON body: a post's, a comment's or a message's words are its `content`. */
  body?: { content?: string; [field: string]: unknown };
  /** When it was written (ms), so waiting writes are sent in the order they were made. */
  createdAt: number;
}

/** How a waiting write ended: the server's answer, or its refusal (a 4xx, never retried). */
export type Outcome =
  | { id: string; kind: WaitingKind; url: string; ok: true; value: unknown }
  | { id: string; kind: WaitingKind; url: string; ok: false; status: number; body: string };

// A mark in localStorage, read synchronously at start, says whether anything may wait: a page
// with nothing waiting never opens the database.
export const MARK = "koinonia-outbox";

export function mayHaveWaiting(): boolean {
  try {
    return localStorage.getItem(MARK) !== null;
  } catch {
    return true; // Storage refused (a privacy setting): look in the database instead.
  }
}
