import type { z } from "zod";
import { refusalOf } from "@/lib/api-error";

/** A form's errors by field path ("name", "serviceTimes.0.time"): each field's first message, in English as the contract words it. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A server's refusal of a field the form can show beside it (a web address already taken):
 * its errors, else none (the toast says it alone).
 */
export function refusedFields(error: unknown): FieldErrors {
  const message = refusalOf(error);
  if (!message) return {};
  if (/web address/i.test(message)) return { slug: message };
  if (/church's name|church name/i.test(message)) return { name: message };
  return {};
}
