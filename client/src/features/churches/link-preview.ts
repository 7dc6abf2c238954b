import type { LinkPreview } from "@contract/churches";
import { apiRequest } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";

/** What an invitation link shows: its church, or why it no longer works (the server's words). */
export type PreviewOutcome = { ok: true; church: LinkPreview["church"] } | { ok: false; message: string | undefined };

// One request per code for the page's life: a second render (React's StrictMode, a remount)
// reads the first answer. Plain fetch, not the data layer: a visitor's page has none.
const outcomes = new Map<string, Promise<PreviewOutcome>>();

export function previewOnce(code: string): Promise<PreviewOutcome> {
  let outcome = outcomes.get(code);
  if (!outcome) {
    outcome = apiRequest("GET", `/api/church-links/${encodeURIComponent(code)}`).then(
      async (res) => ({ ok: true, church: ((await res.json()) as LinkPreview).church }),
      (error: unknown) => ({ ok: false, message: serverMessage(error) }),
    );
    outcomes.set(code, outcome);
  }
  return outcome;
}
