import { apiRequest } from "@/lib/api";
import type { WaitingAction } from "./waiting-action";

/** A write that can wait on the device while offline. */
export type Write = Pick<WaitingAction, "kind" | "url" | "body">;

/**
 * Sends a write now while online; offline, keeps it on the device (it survives a reload) and
 * resolves once it has been sent, by this tab or another, with the server's answer. The
 * outbox's code is a chunk of its own, out of every first load; a signed-in page loads it as
 * soon as its main content is up (use-send-waiting.ts), so it is in by then.
 */
export async function sendOrKeep<T>(write: Write): Promise<T> {
  if (navigator.onLine) return (await (await apiRequest("POST", write.url, write.body)).json()) as T;
  return (await import("./outbox")).keep(write) as Promise<T>;
}
