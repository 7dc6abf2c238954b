// Video posts link to a video elsewhere: an https:// video file, or a YouTube or Vimeo video,
// which is shown through the provider's player. One reading of a link for the contract (what
// may be posted) and the post card (how it is shown); no schemas here, the card imports it.

/** The players a YouTube or Vimeo link is shown in: the only frames the CSP allows. */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export type VideoLink =
  /** A video file, played by the browser's own <video>. */
  | { kind: "file"; src: string; host: string }
  /** A YouTube or Vimeo video, played in the provider's player in an iframe. */
  | { kind: "player"; provider: "YouTube" | "Vimeo"; src: string; host: string };

const VIDEO_URL_HTTPS = "Video URL must be an https:// link";
export const VIDEO_URL_ELSEWHERE = "Video URL must link to a video on another site, not this one";
const VIDEO_URL_ONE_VIDEO = "Video URL must link to one YouTube or Vimeo video";
const VIDEO_URL_CREDENTIALS = "Video URL must not contain a user name or password";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,20}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

/**
 * True when a video link is on YouTube or Vimeo, whose videos play in their own player (a
 * posted one always does: any other link there is refused). Apart from parseVideoLink, so the
 * post card can ask it without carrying the rest.
 */
export function onPlayerSite(value: string): boolean {
  try {
    const { hostname } = new URL(value);
    return YOUTUBE_HOSTS.has(hostname) || VIMEO_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/** The video id of youtube.com/watch?v=ID, youtu.be/ID or youtube.com/shorts/ID. */
function youtubeId(url: URL): string | undefined {
  const [, first, second, ...rest] = url.pathname.replace(/\/$/, "").split("/");
  let id: string | null | undefined;
  if (url.hostname === "youtu.be") id = second === undefined ? first : undefined;
  else if (first === "watch" && second === undefined) id = url.searchParams.get("v");
  else if (first === "shorts" && rest.length === 0) id = second;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The video id of vimeo.com/ID. */
function vimeoId(url: URL): string | undefined {
  const id = url.pathname.replace(/\/$/, "").slice(1);
  return VIMEO_ID.test(id) ? id : undefined;
}

type Reading = { link: VideoLink } | { problem: string };

function read(value: string): Reading {
  // A path is a page of this site, which a viewer's browser would request with their cookies.
  if (value.startsWith("/") && !value.startsWith("//")) return { problem: VIDEO_URL_ELSEWHERE };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: VIDEO_URL_HTTPS };
  }
  // Browsers drop http:// media from an https:// page and the CSP allows https: media only.
  if (url.protocol !== "https:" || !url.hostname) return { problem: VIDEO_URL_HTTPS };
  if (url.username || url.password) return { problem: VIDEO_URL_CREDENTIALS };
  const host = url.hostname;
  if (YOUTUBE_HOSTS.has(host) || VIMEO_HOSTS.has(host)) {
    const youtube = YOUTUBE_HOSTS.has(host) && !url.port ? youtubeId(url) : undefined;
    if (youtube) {
      const src = `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtube}?autoplay=1`;
      return { link: { kind: "player", provider: "YouTube", src, host } };
    }
    const vimeo = VIMEO_HOSTS.has(host) && !url.port ? vimeoId(url) : undefined;
    if (vimeo) {
      const src = `${VIDEO_PLAYER_ORIGINS[1]}/video/${vimeo}?autoplay=1&dnt=1`;
      return { link: { kind: "player", provider: "Vimeo", src, host } };
    }
    // A channel, a playlist or a search page: no player can show it.
    return { problem: VIDEO_URL_ONE_VIDEO };
  }
  return { link: { kind: "file", src: url.href, host } };
}

/** Why a video link cannot be posted, or undefined when it can. */
export function videoLinkProblem(value: string): string | undefined {
  const reading = read(value);
  return "problem" in reading ? reading.problem : undefined;
}

/** How to show a posted video link; undefined for one that no longer passes the rule. */
export function parseVideoLink(value: string): VideoLink | undefined {
  const reading = read(value);
  return "link" in reading ? reading.link : undefined;
}

/**
 * True when the link's host is one of `hostnames` (this site's): a viewer's browser would send
 * it their session cookie, whatever the scheme or port, so such a link is refused.
 */
export function isLinkToHost(value: string, hostnames: string[]): boolean {
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return false;
  }
  const bare = (name: string) => name.toLowerCase().replace(/\.+$/, "");
  return hostnames.some((name) => bare(name) === bare(host));
}
