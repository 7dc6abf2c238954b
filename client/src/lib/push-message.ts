// What the service worker makes of a push: the notice it shows, and the page a click on it opens.
// Plain functions, without a worker's globals, so that they can be tested on their own.

/** The notice a push is shown as. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on the site ("/posts/12"). */
  url: string;
  /** Shown in place of an earlier notice with the same tag; absent, every push is a notice of its own. */
  tag?: string;
}

/** Shown for a push that cannot be read: the member is still told that something happened. */
export const GENERIC_NOTICE: PushNotice = { title: "Koinonia", body: "You have a new notification.", url: "/notifications" };

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * The notice in a push's text, JSON `{ title, body, url, tag }`. Anything that is not such an
 * object with a title (a push that is not JSON, an empty one, one from an older server) gives
 * the generic notice rather than nothing: a browser may count a push shown as nothing against
 * the site, and the member would miss it.
 */
export function readPushNotice(data: string | null | undefined): PushNotice {
  let parsed: unknown;
  try {
    parsed = data ? JSON.parse(data) : undefined;
  } catch {
    return GENERIC_NOTICE;
  }
  if (typeof parsed !== "object" || parsed === null) return GENERIC_NOTICE;
  const { title, body, url, tag } = parsed as Record<string, unknown>;
  const heading = text(title);
  if (!heading) return GENERIC_NOTICE;
  return { title: heading, body: text(body) ?? "", url: text(url) ?? GENERIC_NOTICE.url, tag: text(tag) };
}

/**
 * The absolute address a click on a notice opens: its url taken relative to the site, and only
 * when it stays on the site. Anything else (another site, a javascript: URL, nonsense) opens the
 * notifications page, so a push can never send the member somewhere else.
 */
export function noticeTarget(url: unknown, origin: string): string {
  const fallback = new URL(GENERIC_NOTICE.url, origin).href;
  if (typeof url !== "string" || !URL.canParse(url, origin)) return fallback;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : fallback;
}
