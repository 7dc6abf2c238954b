import { z } from "zod";
import { MAX_PHONE } from "./limits";
import { oneLine } from "./text";

/**
 * A member's private ways to be reached. Nobody else sees them, but a church's members where
 * the member chose to show them to that church.
 */
export const ContactDetails = z.object({
  phone: z.string().nullable(),
  /** YYYY-MM-DD; a church's directory shows only the month and day. */
  birthday: z.string().nullable(),
});
export type ContactDetails = z.infer<typeof ContactDetails>;

const isPastDate = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v && v >= "1900-01-01" && day.getTime() <= Date.now();
};

/** Both fields, as the settings form sends them: blank clears one. */
export const ContactDetailsBody = z.object({
  phone: z
    .string({ error: "Phone must be text" })
    .trim()
    .check(...oneLine("Phone"))
    .max(MAX_PHONE, `Phone must be at most ${MAX_PHONE} characters`)
    .refine((v) => v === "" || /^\+?[\d\s().-]{5,}$/.test(v), "Please enter a phone number (digits, spaces, + ( ) . -)")
    .nullish()
    .transform((v) => v || null),
  birthday: z
    .string({ error: "Birthday must be a date" })
    .trim()
    .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isPastDate(v)), "Birthday must be a past date (YYYY-MM-DD)")
    .nullish()
    .transform((v) => v || null),
});
export type ContactDetailsBody = z.input<typeof ContactDetailsBody>;
