import type { QueryFunction } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** Throws an ApiError for any non-2xx answer (its body is read here, once). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await ApiError.fromResponse(res);
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
