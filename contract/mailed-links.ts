// Kept apart from the schemas (zod), so a page that only shows a refused link does not load them.

/** What every refused mailed link gets, whatever the reason: unknown, used, expired or out of date. */
export const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one.";
