import { toast } from "@/lib/use-toast";

/**
 * The `message` of our API's JSON error body ({"message": "..."}), when the error carries one.
 * A bare status text ("Internal Server Error") or a proxy's page is not a message for people:
 * then the caller's own words are better.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return undefined;
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

/** How a failed write is shown: a destructive 'Error' toast with the server's message, else the fallback. */
export function errorToast(error: unknown, fallback: string): void {
  toast({ variant: "destructive", title: "Error", description: apiErrorMessage(error) ?? fallback });
}
