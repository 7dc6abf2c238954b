// Where the browser goes after signing in. One rule for the server (/api/login) and the client
// (the sign-in screen); no schemas here: the client's first chunk imports this file.

const MAX_NEXT_LENGTH = 2000;
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/<tab>/evil.example" and
// "/\evil.example" both become "//evil.example": another site.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001F\u007F\\]/;

/**
 * `next` when it is a path on this site ("/groups?tab=1"), else undefined: it must start with
 * "/", hold no control character and no backslash, and resolve against `origin` (this site's)
 * to that same origin. Anything else would send a person who just signed in somewhere else.
 */
export function safeNextPath(next: unknown, origin: string): string | undefined {
  if (typeof next !== "string" || !next.startsWith("/") || next.length > MAX_NEXT_LENGTH) return undefined;
  if (CONTROL_OR_BACKSLASH.test(next)) return undefined;
  try {
    return new URL(next, origin).origin === new URL(origin).origin ? next : undefined;
  } catch {
    return undefined;
  }
}
