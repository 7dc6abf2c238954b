import { z } from "zod";
import { MAX_PAGE_SIZE, MAX_URL_LENGTH } from "./limits";
import { oneLine } from "./text";

// PostgreSQL integer ids, as a number or (in paths and query strings) its decimal digits.
// No coercion: `true`, "1e3" or " 7" name nothing.
export const Id = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: "Invalid id" },
  )
  .pipe(z.number().int("Invalid id").positive("Invalid id").max(2_147_483_647, "Invalid id"));

export const IdParams = z.object({ id: Id });

/** Keyset pages: `cursor` is the id of the last item already shown. */
export const PageQuery = z.object({
  cursor: Id.optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
});

/** Optional URL field: empty or null means none. */
export const optionalUrl = (label: string, allowed: (v: string) => boolean, rule: string) =>
  z
    .string({ error: `${label} must be a string` })
    .trim()
    .check(...oneLine(label))
    .max(MAX_URL_LENGTH, `${label} is too long`)
    .refine((v) => v === "" || allowed(v), `${label} must be ${rule}`)
    .transform((v) => v || null)
    .nullish()
    .transform((v) => v ?? null);
