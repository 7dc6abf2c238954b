import type { SiteInvitationPreview } from "@contract/site-invitations";
import { apiRequest } from "@/lib/api";
import { serverMessage } from "@/lib/api-error";

/** What a member's invitation shows its holder: who invited them, or why it no longer works (the server's words). */
export type InvitationOutcome = { ok: true; inviter: SiteInvitationPreview["inviter"] } | { ok: false; message: string | undefined };

// One request per code for the page's life: a second render (React's StrictMode, the sign-up
// tab chosen again) reads the first answer. Plain fetch, not the data layer: a visitor's page has none.
const outcomes = new Map<string, Promise<InvitationOutcome>>();

export function invitationPreviewOnce(code: string): Promise<InvitationOutcome> {
  let outcome = outcomes.get(code);
  if (!outcome) {
    outcome = apiRequest("GET", `/api/site-invitations/${encodeURIComponent(code)}`).then(
      async (res) => ({ ok: true, inviter: ((await res.json()) as SiteInvitationPreview).inviter }),
      (error: unknown) => ({ ok: false, message: serverMessage(error) }),
    );
    outcomes.set(code, outcome);
  }
  return outcome;
}
