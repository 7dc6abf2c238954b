import type { CurrentUser } from "@contract/users";

let session: Promise<CurrentUser | null> | undefined;

/** Resolves once the browser is back online. */
const backOnline = () => new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

async function askWhoIsHere(): Promise<CurrentUser | null> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "include" });
    return res.ok ? ((await res.json()) as CurrentUser) : null;
  } catch {
    // Offline (the app opened from the service worker's shell) nobody can say who is here:
    // the app waits for the connection, saying so, rather than show a member the public pages.
    if (!navigator.onLine) {
      await backOnline();
      return askWhoIsHere();
    }
    return null;
  }
}

/**
 * Who is signed in, asked once per page load (index.html preloads the same URL, so the answer
 * is usually in before the app's code has run). A visitor is null; so is a failed answer
 * while online, which shows the public pages rather than nothing. Offline, it waits.
 */
export function loadSession(): Promise<CurrentUser | null> {
  session ??= askWhoIsHere();
  return session;
}
