import { safeNextPath as safeNext } from "@contract/next-path";

/**
 * The `next` query parameter when it is a path on this site ("/groups?tab=1"), else null.
 * The rule (contract/next-path.ts) is the server's own: an open redirect after sign-in is a
 * classic phishing aid.
 */
export function safeNextPath(search: string, origin = window.location.origin): string | null {
  return safeNext(new URLSearchParams(search).get("next"), origin) ?? null;
}
