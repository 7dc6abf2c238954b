import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import zlib from "node:zlib";
import {
  type Resolve,
  checkedLookup,
  comparableHost,
  isLoopbackAddress,
  isPublicAddress,
  isPublicHost,
  notPublicError,
  systemResolve,
} from "../../core/public-addresses";

// The server reads pages and images on behalf of whoever posted a link: every request here
// could be aimed at the server's own network (SSRF), so each one, and each redirect, goes only
// to a public host on the web's own ports, and the socket connects only to an address checked
// as it connects (core/public-addresses.ts). Node's http and https clients take that check as
// their `lookup` (see the decision record on link previews).

/** What makes a fetch end without an answer. `lasting`: asking again later would be refused the same way. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly lasting: boolean,
  ) {
    super(message);
  }
}

export type FetchRules = {
  /**
   * Loopback addresses on any port, over http or https: for a test's own local server only,
   * never set for a site on the internet. Private and link-local addresses stay refused.
   */
  allowLocal?: boolean;
  /** How names are resolved (a test's stand-in; node's dns.lookup otherwise). */
  resolve?: Resolve;
  /** The whole fetch, redirects and body included. */
  timeLimitMs?: number;
  /** Ends the fetch early (the app is closing). */
  signal?: AbortSignal;
};

/** What is wanted from a URL: the kind of answer, and how much of it. */
export type Wanted = {
  accept: string;
  /** Whether the answer's media type (lower case, without parameters) is of the wanted kind. */
  takes: (mediaType: string) => boolean;
  maxBytes: number;
  /** A longer answer is cut at `maxBytes` and read as far as that (a page), or refused (an image). */
  longer: "cut" | "refuse";
};

export type Fetched = {
  /** Where the answer came from, after redirects. */
  url: string;
  mediaType: string;
  /** The charset the answer's Content-Type names, if any. */
  charset: string | undefined;
  body: Buffer;
};

const MAX_REDIRECTS = 3;
const TIME_LIMIT_MS = 5_000;
const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };
const USER_AGENT = "Mozilla/5.0 (compatible; KoinoniaLinkPreview/1.0)";

/** Why the server will not request this URL, or undefined when it may. */
function urlRefusal(url: URL, allowLocal = false): string | undefined {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https links are read";
  if (url.username || url.password) return "a link with a user name or password is not read";
  const host = comparableHost(url.hostname);
  if (allowLocal && isIP(host) && isLoopbackAddress(host)) return undefined;
  if (allowLocal && host === "localhost") return undefined;
  if (!isPublicHost(url.hostname)) return `${host} is not a public host`;
  // Another port is another service on the host, which a page's link has no business reaching.
  if (url.port !== "" && url.port !== DEFAULT_PORTS[url.protocol] && !allowLocal) return "only the web's own ports (80, 443) are read";
  return undefined;
}

const refused = (message: string) => new FetchRefused(message, true);

/**
 * Fetches one URL as `wanted` says, following at most three redirects by hand, each one
 * checked as the first was; within the time limit, from start to the body's last byte.
 */
export async function safeFetch(start: string, wanted: Wanted, rules: FetchRules = {}): Promise<Fetched> {
  const { allowLocal = false, timeLimitMs = TIME_LIMIT_MS } = rules;
  const allows = (address: string) => isPublicAddress(address) || (allowLocal && isLoopbackAddress(address));
  const lookup = checkedLookup(allows, rules.resolve);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new FetchRefused(`no answer within ${timeLimitMs / 1000} s`, false)), timeLimitMs);
  const ended = () => deadline.abort(new FetchRefused("the fetch was stopped", false));
  rules.signal?.addEventListener("abort", ended, { once: true });
  try {
    let url: URL;
    try {
      url = new URL(start);
    } catch {
      throw refused("not a URL");
    }
    for (let hop = 0; ; hop++) {
      const refusal = urlRefusal(url, allowLocal);
      if (refusal) throw refused(refusal);
      await checkAddresses(url, allows, rules.resolve ?? systemResolve, deadline.signal);
      const answer = await request(url, wanted, lookup, deadline.signal);
      if ("redirect" in answer) {
        if (hop === MAX_REDIRECTS) throw refused(`more than ${MAX_REDIRECTS} redirects`);
        url = answer.redirect;
        continue;
      }
      return answer;
    }
  } finally {
    clearTimeout(timer);
    rules.signal?.removeEventListener("abort", ended);
  }
}

/**
 * Refuses a name that resolves to an address not allowed, before any connection, for the
 * refusal's clear reason. It is not what keeps the connection safe: the name may resolve
 * elsewhere a moment later, so the socket's own lookup checks again.
 */
async function checkAddresses(url: URL, allows: (address: string) => boolean, resolve: Resolve, signal: AbortSignal): Promise<void> {
  const host = comparableHost(url.hostname);
  if (isIP(host)) {
    if (!allows(host)) throw refused(`${host} is not a public address`);
    return;
  }
  const addresses = await raced(
    new Promise<string[]>((done, fail) => resolve(host, { all: true }, (err, found) => (err ? fail(err) : done(found.map((a) => a.address))))),
    signal,
  ).catch((err: unknown) => {
    throw err instanceof FetchRefused ? err : new FetchRefused(`${host} was not found`, false);
  });
  if (addresses.length === 0 || !addresses.every(allows)) throw refused(notPublicError(host).message);
}

/** `work`, or the signal's reason should it abort first. */
function raced<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

type Answer = Fetched | { redirect: URL };

function request(url: URL, wanted: Wanted, lookup: ReturnType<typeof checkedLookup>, signal: AbortSignal): Promise<Answer> {
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (err: unknown) => {
      req.destroy();
      reject(asRefusal(err, signal));
    };
    const req = send(
      url,
      {
        method: "GET",
        // A connection of its own, never a pooled one: each is made through the checked lookup.
        agent: false,
        lookup,
        signal,
        headers: { "user-agent": USER_AGENT, accept: wanted.accept, "accept-encoding": "gzip, deflate, br" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          let next: URL;
          try {
            next = new URL(res.headers.location, url);
          } catch {
            return fail(refused("a redirect to something that is not a URL"));
          }
          req.destroy();
          return resolve({ redirect: next });
        }
        if (status < 200 || status >= 300) {
          // Gone or forbidden stays so; a server error or a busy one may answer later.
          return fail(new FetchRefused(`answered ${status}`, status >= 400 && status < 500 && status !== 408 && status !== 429));
        }
        const [mediaType = "", ...params] = (res.headers["content-type"] ?? "").split(";").map((part) => part.trim());
        const type = mediaType.toLowerCase();
        if (!wanted.takes(type)) return fail(refused(`answered ${type || "no content type"}, not what was asked for`));
        const declared = Number(res.headers["content-length"]);
        if (wanted.longer === "refuse" && declared > wanted.maxBytes) return fail(refused(`larger than ${wanted.maxBytes} bytes`));
        const charset = params
          .map((param) => /^charset\s*=\s*"?([^";]+)"?$/i.exec(param)?.[1])
          .find(Boolean)
          ?.toLowerCase();
        const decoded = decode(res, res.headers["content-encoding"]);
        if (!decoded) return fail(refused(`answered in an encoding not asked for (${res.headers["content-encoding"]})`));
        const chunks: Buffer[] = [];
        let size = 0;
        let cut = false;
        decoded.on("data", (chunk: Buffer) => {
          // What an unpacking stream still hands over after the cut is not read.
          if (cut) return;
          size += chunk.length;
          if (size <= wanted.maxBytes) {
            chunks.push(chunk);
            return;
          }
          cut = true;
          if (wanted.longer === "refuse") return fail(refused(`larger than ${wanted.maxBytes} bytes`));
          // Enough of a page: what a card needs is in its head, near the start.
          chunks.push(chunk.subarray(0, chunk.length - (size - wanted.maxBytes)));
          req.destroy();
          resolve({ url: url.href, mediaType: type, charset, body: Buffer.concat(chunks) });
        });
        decoded.on("end", () => resolve({ url: url.href, mediaType: type, charset, body: Buffer.concat(chunks) }));
        decoded.on("error", fail);
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end();
  });
}

/** The answer's bytes as sent before any Content-Encoding; undefined for an encoding not asked for. */
function decode(res: http.IncomingMessage, encoding: string | undefined): NodeJS.ReadableStream | undefined {
  switch ((encoding ?? "identity").trim().toLowerCase()) {
    case "identity":
    case "":
      return res;
    case "gzip":
    case "x-gzip":
      return res.pipe(zlib.createGunzip());
    case "deflate":
      return res.pipe(zlib.createInflate());
    case "br":
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return undefined;
  }
}

/** A failure as a refusal: the deadline's own, a checked lookup's (lasting), or the network's (passing). */
function asRefusal(err: unknown, signal: AbortSignal): FetchRefused {
  if (err instanceof FetchRefused) return err;
  if (signal.aborted && signal.reason instanceof FetchRefused) return signal.reason;
  const { code, message } = err as NodeJS.ErrnoException;
  if (code === "EPUBLICONLY") return refused(message);
  return new FetchRefused(message || String(err), false);
}
