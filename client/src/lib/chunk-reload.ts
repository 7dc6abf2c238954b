// A page's code is split into chunks named by their content's hash. A tab opened before a
// deploy asks for the old names, which are gone: only a reload (the new index.html, naming
// the new chunks) can bring the page back. It is done once: a second failure soon after shows
// the error and its Retry instead, so a chunk that is missing for good never loops the page.

const RELOADED_AT = "koinonia:reloaded-for-new-code";
/** A chunk failing again within this long of the reload means the reload did not help. */
const ONCE_WITHIN_MS = 60_000;
/** How long to wait for the server's answer before deciding it cannot be reached. */
const PROBE_TIMEOUT_MS = 5_000;

// Chromium, Firefox, Safari (twice), and Vite's preloading of a chunk's CSS.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|is not a valid JavaScript MIME type|Unable to preload CSS/i;

/** True for the error of a chunk that could not be fetched (offline, or gone after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

let reloading: Promise<boolean> | undefined;

/**
 * Reloads the page to get the deployed code, unless that cannot help: offline, the server not
 * answering (the browser would show its own error page), or (unless the person asked, with
 * Retry) a reload for the same reason within the last minute. Returns undefined when it will
 * not reload, else a promise of whether it did.
 */
export function reloadForNewCode({ userAsked = false }: { userAsked?: boolean } = {}): Promise<boolean> | undefined {
  if (reloading) return reloading;
  if (!navigator.onLine) return undefined;
  if (!userAsked && reloadedRecently()) return undefined;
  reloading = pageAnswers().then((answers) => {
    // Without a note of this reload there is no knowing the next one would be a loop.
    if (answers && (noteReload() || userAsked)) {
      window.location.reload();
      return true;
    }
    reloading = undefined;
    return false;
  });
  return reloading;
}

/** Vite reports a chunk its own preloading could not fetch: the same remedy. */
export function reloadOnPreloadError(): void {
  window.addEventListener("vite:preloadError", () => void reloadForNewCode());
}

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT));
    return Date.now() - at < ONCE_WITHIN_MS;
  } catch {
    // No storage (a strict privacy mode): a reload could not be remembered, so none is made.
    return true;
  }
}

function noteReload(): boolean {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Whether the server answers for this page now (it would send the new index.html). */
async function pageAnswers(): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const res = await fetch(window.location.href, { method: "HEAD", cache: "no-store", signal: controller.signal });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
