import type { FastifyRequest } from "fastify";

/**
 * The host names this site answers to: the one the request came to and those of
 * ALLOWED_ORIGINS. Cookies are shared across schemes and ports, so host names are what count.
 */
export function siteHostnames(request: FastifyRequest, allowedOrigins: string[]): string[] {
  const names = [request.hostname];
  for (const origin of allowedOrigins) {
    try {
      names.push(new URL(origin).hostname);
    } catch {
      // Not a URL: it names no host a link could point at.
    }
  }
  return names;
}
