import { DomainError, type Refusal } from "../core/errors";

/**
 * An answer the HTTP layer itself gives, with headers of its own (a rate limit's Retry-After):
 * its status and message go out as `{ message }`. The domain's refusals are DomainErrors.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const STATUS: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
};

/** The status code of an error that is the client's to see, or undefined for any other. */
export function clientStatus(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.statusCode;
  if (error instanceof DomainError) return STATUS[error.refusal];
  return undefined;
}

/** A 429: by default the wait in words; a limit may say in words of its own what was too much (the wait is then in Retry-After). */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
) => new HttpError(429, message, { "retry-after": String(retryAfterSeconds) });

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
