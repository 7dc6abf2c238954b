import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { handleUnauthorized } from "@/lib/redirect-to-login";

/**
 * A failed group write: signed out, the 'Unauthorized' toast and the login
 * redirect; otherwise a destructive 'Error' toast with the server's message or `fallback`.
 */
export function groupErrorToast(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

/** True when a failed read means the group is not there for this person: hidden is 404, never 403. */
export function isNotFoundError(error: unknown): boolean {
  return hasStatus(error, 404);
}
