// The uploader's failure messages, in fixed words (in the interface's language): 'Authorization
// required' on a 401, 'Request has expired' on an expired upload URL, 'Failed request with
// status ...' for any other refusal, and a network error message when the request never got an
// answer. Kept free of Uppy imports so it can be read (and tested) on its own.

import { ApiError } from "@/lib/api-error";
import { i18n, params } from "@/lib/i18n";

const messages = i18n("components/upload-errors", {
  authorizationRequired: "Authorization required",
  requestExpired: "Request has expired",
  // Uppy's own wording for a request that never got an answer (@uppy/core NetworkError).
  networkError: "This looks like a network error, the endpoint might be blocked by an internet provider or a firewall.",
  failedRequest: params<{ status: number }>("Failed request with status: {status}."),
  uploadFailed: "Upload failed",
});

/** What the storage says of an expired upload URL (its words, not ours). */
const REQUEST_HAS_EXPIRED = "Request has expired";

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** Uppy's wording for a refused request: "Failed request with status: 413. <why>". */
function failedRequestMessage(status: number, detail?: string): string {
  const why = detail?.trim() || STATUS_TEXT[status] || "";
  const failed = messages.get().failedRequest({ status });
  return why ? `${failed} ${why}` : failed;
}

/** What a failed request's body says: our API's {"message"} or S3's <Message>, if short. */
function bodyMessage(body: string | undefined): string | undefined {
  const text = body?.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message.trim() || undefined;
    }
  } catch {
    // Not JSON: S3 answers in XML.
  }
  const xml = /<Message>([^<]{1,300})<\/Message>/.exec(text)?.[1]?.trim();
  return xml || undefined;
}

export interface DescribedUploadError {
  message: string;
  /** Worth trying again with a fresh upload URL: no answer, a timeout, rate limiting or a server fault. */
  retryable: boolean;
}

const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

function describeStatus(status: number, body: string | undefined): DescribedUploadError {
  const t = messages.get();
  const detail = bodyMessage(body);
  if (status === 401) return { message: t.authorizationRequired, retryable: false };
  if (status === 403 && detail === REQUEST_HAS_EXPIRED) return { message: t.requestExpired, retryable: false };
  if (status === 0) return { message: t.networkError, retryable: true };
  return { message: failedRequestMessage(status, detail), retryable: isRetryableStatus(status) };
}

/**
 * Reads any failure of an upload attempt: our API's ApiError from asking for the upload URL,
 * and the S3 client's errors (a `status` and `body`, or code 'NETWORK'; matched by shape,
 * since the uploader library's class names do not survive minification).
 */
export function describeUploadError(error: unknown): DescribedUploadError {
  const t = messages.get();
  if (error instanceof ApiError) return describeStatus(error.status, error.body);
  if (error && typeof error === "object") {
    const e = error as { status?: unknown; body?: unknown; code?: unknown; message?: unknown; isNetworkError?: unknown };
    if (typeof e.status === "number") return describeStatus(e.status, typeof e.body === "string" ? e.body : undefined);
    if (e.code === "NETWORK" || e.isNetworkError === true) return { message: t.networkError, retryable: true };
    if (typeof e.message === "string") {
      // fetch() rejects with a TypeError when there is no answer at all.
      if (error instanceof TypeError) return { message: t.networkError, retryable: true };
      return { message: e.message || t.uploadFailed, retryable: false };
    }
  }
  return { message: t.uploadFailed, retryable: false };
}
