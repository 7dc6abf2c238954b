/**
 * The `next` query parameter when it is a path on this site ("/groups?tab=1"), else null.
 * "//evil.example" and "/\evil.example" are protocol-relative to a browser, so a single
 * leading slash is required: an open redirect after sign-in is a classic phishing aid.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  return next;
}
