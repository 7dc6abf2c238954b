import { z } from "zod";
import { LanguageField } from "./language-setting";
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from "./limits";
import { oneLine, personName } from "./text";

/** An e-mail address as every form takes one: trimmed, lower-cased, one line, bounded. */
export const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .check(...oneLine("Email"))
  .max(MAX_EMAIL, `Email must be at most ${MAX_EMAIL} characters`)
  .email("Please enter a valid email address");

export const LoginBody = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * The server refuses passwords found in lists of breached ones (the list is too big for the
 * client to carry); the sign-up form knows this message to show it under the password field.
 */
export const COMMON_PASSWORD = "This password is too common. Please choose another one.";

/** A password being chosen (sign-up, reset, change): the length rules; the server adds the common-password check. */
export const newPassword = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

export const RegisterBody = z.object({
  firstName: personName("First name", MAX_NAME),
  lastName: personName("Last name", MAX_NAME),
  email,
  password: newPassword,
  /** The language the interface speaks at sign-up; without it, the browser's (Accept-Language). */
  language: LanguageField.optional(),
  /** Where the site has rules (a code of conduct), the new member accepts them. */
  acceptRules: z.boolean({ error: "acceptRules must be true or false" }).optional(),
  /**
   * An invitation's code: a church's link (the new member joins that church as the account is
   * made), or a member's invitation to the site (this sign-up uses it up).
   */
  invitation: z
    .string({ error: "This invitation link is not valid" })
    .regex(/^[A-Za-z0-9_-]{12}$/, "This invitation link is not valid")
    .optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;
