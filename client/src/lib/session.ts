import type { CurrentUser } from "@contract/users";

let session: Promise<CurrentUser | null> | undefined;

/**
 * Who is signed in, asked once per page load (index.html preloads the same URL, so the answer
 * is usually in before the app's code has run). A visitor is null; so is a failed answer,
 * which shows the public pages rather than nothing.
 */
export function loadSession(): Promise<CurrentUser | null> {
  session ??= fetch("/api/auth/user", { credentials: "include" })
    .then(async (res) => (res.ok ? ((await res.json()) as CurrentUser) : null))
    .catch(() => null);
  return session;
}
