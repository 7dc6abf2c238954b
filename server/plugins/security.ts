import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { VIDEO_PLAYER_ORIGINS } from "../../contract/video-links";
import type { Config } from "../core/config";
import { forbidden } from "../core/errors";
import { isSecure } from "./session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The Content-Security-Policy: this origin only, nothing embedded, framed or posted elsewhere,
 * but for videos: files over https, and the two video players.
 */
function contentSecurityPolicy(uploadOrigins: string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Radix and Uppy position popovers with inline style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    // Video posts link to https:// video files hosted elsewhere...
    "media-src": ["'self'", "blob:", "https:"],
    // ...or to YouTube and Vimeo videos, played in their own players once the viewer asks.
    "frame-src": [...VIDEO_PLAYER_ORIGINS],
    "font-src": ["'self'", "data:"],
    // Uploads go straight to the object store when it is S3.
    "connect-src": ["'self'", ...uploadOrigins],
    // The service worker and the web manifest of the installable app, from this origin only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";");
}

/**
 * The headers every response carries, 404s and errors included: helmet's set, computed once.
 * (helmet itself, as a per-request middleware, set them one by one on the raw response and
 * cost about 4% of the feed's CPU.) X-Frame-Options is DENY, as frame-ancestors 'none' says.
 */
export function securityHeaders(uploadOrigins: string[] = []): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(uploadOrigins),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

const HSTS = "max-age=31536000; includeSubDomains";

/** Puts `securityHeaders` on a reply, and HSTS only over HTTPS, where it means something. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, config: Config, headers: Record<string, string>) {
  reply.headers(headers);
  if (isSecure(request, config)) reply.header("strict-transport-security", HSTS);
}

// API answers are personal (or say who is signed in): no cache, shared or the browser's own,
// may keep them. Routes that stream or serve files set their own.
const API_CACHE_CONTROL = "no-store";

export async function registerSecurity(app: FastifyInstance, config: Config, uploadOrigins: string[] = []) {
  const headers = securityHeaders(uploadOrigins);
  const allowed = new Set(config.allowedOrigins);
  // onRequest, so that every answer, refusals by later hooks included, carries them. Every
  // request passes here: a hook that calls `done` costs no promise, as an async one would.
  app.addHook("onRequest", (request, reply, done) => {
    applySecurityHeaders(request, reply, config, headers);
    if (request.url.startsWith("/api/")) reply.header("cache-control", API_CACHE_CONTROL);
    done(crossSiteWrite(request, allowed) ? forbidden("Cross-site request refused") : undefined);
  });
}

/**
 * CSRF: writes only come as JSON (no other body parser is registered) and never from another
 * site's page. Browsers send Origin with every cross-site write.
 */
function crossSiteWrite(request: FastifyRequest, allowed: Set<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== `${request.protocol}://${request.host}` && !allowed.has(origin);
  return request.headers["sec-fetch-site"] === "cross-site";
}
