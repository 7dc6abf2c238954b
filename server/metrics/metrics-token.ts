import { createHash, timingSafeEqual } from "node:crypto";

/** What a request without the token is told, on either port. */
export const TOKEN_NEEDED = "Metrics need the metrics token: send Authorization: Bearer <METRICS_TOKEN>";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header bears `token`. Both sides are hashed first, so the compare
 * takes the same time whatever the header holds, its length included.
 */
export function bearsToken(authorization: string | undefined, token: string): boolean {
  const given = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}
