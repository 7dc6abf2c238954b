import { z } from "zod";
import { MAX_PASSWORD } from "./limits";

/**
 * The word the member types to say they mean it. A word rather than their e-mail address:
 * the password already proves who they are, so the typing only has to stop a slip of the
 * hand, and one short word is what most sites ask for, quick on a phone and free of typos.
 */
export const DELETE_CONFIRMATION = "DELETE";

/** The typed word matches, whatever its case (phones capitalise the first letter) and stray spaces. */
export const confirmsDeletion = (typed: string) => typed.trim().toUpperCase() === DELETE_CONFIRMATION;

const CONFIRMATION_MISMATCH = `Type ${DELETE_CONFIRMATION} to confirm`;
/** The server's answer to a wrong password; the form shows it under the password field. */
export const WRONG_PASSWORD = "Incorrect password";

export const DeleteAccountBody = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  confirmation: z.string({ error: CONFIRMATION_MISMATCH }).max(100, CONFIRMATION_MISMATCH).refine(confirmsDeletion, CONFIRMATION_MISMATCH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
