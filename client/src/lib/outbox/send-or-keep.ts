import { apiRequest } from "@/lib/api";
import { loadOutbox } from "./load-outbox";
import type { WaitingAction } from "./waiting-action";


const backOnline = () => new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

/** A write that can wait on the device while offline. */
export type Write = Pick<WaitingAction, "kind" | "url" | "body" | "text" | "postId">;

/**
 * Sends a write now while online; offline, keeps it on the device (it survives a reload) and
 * resolves once it has been sent, by this tab or another, with the server's answer.
 */
export async function sendOrKeep<T>(write: Write): Promise<T> {
  if (navigator.onLine) return (await (await apiRequest("POST", write.url, write.body)).json()) as T;
  let loaded: Awaited<ReturnType<typeof loadOutbox>>;
  try {
    loaded = await loadOutbox();
  } catch {
    // The outbox's code could not load (offline before it was in, with no worker): the write
    // waits in this page until the connection is back.
    await backOnline();
    return sendOrKeep(write);
  }
  return (await loaded.keep(write)) as T;
}
