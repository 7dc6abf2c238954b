import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { handleUnauthorized } from "@/lib/redirect-to-login";

/**
 * A failed church write: signed out, the 'Unauthorized' toast and the login redirect; otherwise
 * a destructive 'Error' toast with the server's message (the last owner who would leave, a
 * church that takes no one but by invitation) or `fallback`.
 */
export function churchErrorToast(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

/** A church that is not there: 404, or an address that cannot be one (400). */
export function isChurchMissing(error: unknown): boolean {
  return hasStatus(error, 404, 400);
}
