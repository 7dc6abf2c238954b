import { z } from "zod";
import { email, newPassword } from "./auth";
import { MAX_PASSWORD } from "./limits";
import { INVALID_LINK } from "./mailed-links";

export { INVALID_LINK };

// How long a mailed link works. A reset link opens the account to whoever holds it, so it
// lasts an hour; a link that only proves an address lasts two days, enough for a mail read
// the next day, and a new one is a click away (a leaked old mail should not stay a key long).
export const RESET_LINK_HOURS = 1;
export const EMAIL_LINK_HOURS = 48;
/** How long the address an account left may take it back: a week, for an owner away from their mail. */
export const RESTORE_LINK_DAYS = 7;

export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";

// The links carry 32 random bytes in base64url; anything else is not looked up at all.
const token = z.string({ error: INVALID_LINK }).regex(/^[A-Za-z0-9_-]{43}$/, INVALID_LINK);

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

export const ForgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token, password: newPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z.object({ currentPassword, newPassword });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * The forms that set a password ask for it twice (a typo would lock the member out); the
 * second copy stays in the browser.
 */
const PASSWORDS_DIFFER = "The two passwords do not match";
export const ResetPasswordFields = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: PASSWORDS_DIFFER });
export const ChangePasswordFields = ChangePasswordBody.extend({ confirm: z.string() }).refine((v) => v.newPassword === v.confirm, {
  path: ["confirm"],
  message: PASSWORDS_DIFFER,
});

export const VerifyEmailBody = z.object({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const ChangeEmailBody = z.object({ email, currentPassword });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** The signed-in member's address, whether it is confirmed, and a new one waiting for its link. */
export const AccountEmail = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type AccountEmail = z.infer<typeof AccountEmail>;

/** A confirmed link: the address now confirmed, and whether it replaced the account's old one. */
/**
 * What opening an address link did: `changed`, the account moved to `email`; `restored`, it
 * moved back to `email`, the address it had left, and every session ended (a password reset
 * should follow: whoever moved it knew the password).
 */
export const EmailConfirmed = z.object({ email: z.string(), changed: z.boolean(), restored: z.boolean() });
export type EmailConfirmed = z.infer<typeof EmailConfirmed>;

/** A request taken that will be answered by mail. */
export const MailAccepted = z.object({ message: z.string() });
export type MailAccepted = z.infer<typeof MailAccepted>;

/** The same words whether or not the address has an account: the answer reveals nothing. */
export const RESET_REQUESTED =
  "If an account exists for that address, a link to reset the password is on its way. The link is valid for one hour.";
