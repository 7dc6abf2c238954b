import { translatedServerMessage } from "./server-messages";

/**
 * A non-2xx answer from our API. Its `message` is "<status>: <body text>" (the status text when
 * the body is empty), a form people and tests read; code reads the typed fields instead.
 */
export class ApiError extends Error {
  /** The HTTP status code. */
  readonly status: number;
  /** The response body as text, "" when there was none. */
  readonly body: string;
  /**
   * The server's own words: the trimmed `message` of its JSON error body ({"message": "..."}),
   * in English as sent (for code to compare). Undefined for anything else (a bare status text, a
   * proxy's page), where the caller's own words serve people better.
   */
  readonly serverMessage: string | undefined;

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.serverMessage = messageOf(body);
  }

  /** Reads a failed response's body once, into an ApiError. */
  static async fromResponse(res: Response): Promise<ApiError> {
    return new ApiError(res.status, await res.text(), res.statusText);
  }
}

function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message.trim() || undefined;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}

/**
 * The server's message carried by an API error, in the interface's language, to show; undefined
 * for any other failure (e.g. no network).
 */
export function serverMessage(error: unknown): string | undefined {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message === undefined ? undefined : translatedServerMessage(message);
}

/**
 * The server's message as it sent it, in English, for code that tells one refusal from another
 * (a field's error shows it translated: see FormField). To show a message, `serverMessage`.
 */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** True for an API answer with one of these status codes. */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

/** True for the error a signed-out request raises (401). */
export function isUnauthorizedError(error: unknown): boolean {
  return hasStatus(error, 401);
}
