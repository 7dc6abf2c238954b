const codeIn = (err: unknown, codes: string[]): boolean => {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && codes.includes(code)) return true;
  }
  return false;
};

/** PostgreSQL's unique_violation, whether it comes straight from pg or wrapped by Drizzle. */
export const isUniqueViolation = (err: unknown): boolean => codeIn(err, ["23505"]);

/**
 * A deadlock's victim or a serialization failure: PostgreSQL rolled the whole transaction
 * back, so running it again from the start is safe.
 */
const isRetryableConflict = (err: unknown): boolean => codeIn(err, ["40P01", "40001"]);

/**
 * Runs a transaction (or one statement), and again, up to `tries` times in all, when PostgreSQL
 * rolled it back to break a deadlock: the client gets an answer rather than an error for
 * something two people did at once.
 */
export async function retryingConflicts<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= tries || !isRetryableConflict(err)) throw err;
      // A short random pause, so the two sides do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
