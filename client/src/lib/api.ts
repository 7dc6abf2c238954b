import type { QueryFunction } from "@tanstack/react-query";

// A failed call raises Error("<status>: <body text or status text>"), so every
// caller can read the status and the server's {"message"} from one place.
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends a JSON request with the session cookie; throws on any non-2xx answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    // Only send a content type with a body: the server rejects JSON-typed empty bodies.
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: GET the URL made by joining the query key with "/". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** True for the error a signed-out request raises ("401: {"message":"Unauthorized"}"). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: /.test(error.message);
}

/**
 * The server's own words from an apiRequest error: the `message` of a JSON body, else the
 * raw body text. Undefined when there is nothing a person should read (e.g. a network failure).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match?.[1]?.trim();
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): fall through to the text itself if it is short.
  }
  return body.startsWith("<") || body.length > 200 ? undefined : body;
}
