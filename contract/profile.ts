import { z } from "zod";
import { MAX_ABOUT, MAX_CHURCH, MAX_LOCATION, MAX_NAME } from "./limits";
import { PublicUser } from "./users";

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME, `${label} must be at most ${MAX_NAME} characters`);

/** Optional text: blank clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** The five fields the profile form edits; nothing else in the body has any effect. */
export const UpdateProfileBody = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  churchAffiliation: optionalText("Church affiliation", MAX_CHURCH),
  location: optionalText("Location", MAX_LOCATION),
  aboutMe: optionalText("About me", MAX_ABOUT),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const RELATIONSHIPS = ["self", "connected", "request_sent", "request_received", "none"] as const;

/** A profile as the viewer sees it, with where the two of them stand. */
export const Profile = PublicUser.extend({
  relationship: z.enum(RELATIONSHIPS),
  /** The pending request between them, when there is one (to accept or decline it here). */
  requestId: z.number().nullable(),
});
export type Profile = z.infer<typeof Profile>;
