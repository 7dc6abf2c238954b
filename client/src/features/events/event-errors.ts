import { hasStatus } from "@/lib/api-error";
import { errorToast } from "@/lib/error-toast";
import { handleUnauthorized } from "@/lib/redirect-to-login";

/**
 * A failed event write: signed out, the 'Unauthorized' toast and the login redirect; otherwise
 * a destructive 'Error' toast with the server's message (the event is full, it has passed) or
 * `fallback`.
 */
export function eventErrorToast(error: unknown, fallback: string): void {
  if (handleUnauthorized(error)) return;
  errorToast(error, fallback);
}

/** An event (or occurrence) that is not there for the viewer: 404, or an address that cannot be one (400). */
export const isEventMissing = (error: unknown): boolean => hasStatus(error, 404, 400);
