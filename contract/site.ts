import { z } from "zod";
import { MAX_SITE_NAME, MAX_SITE_PAGE, MAX_SITE_RULES, MAX_SITE_WELCOME } from "./limits";
import { multiLine, nameText } from "./text";
import { imageChange } from "./uploads";

/**
 * Who may join the site: anyone; anyone, once an admin or moderator admits them; only someone
 * holding an invitation (a church's link); or nobody for now.
 */
export const REGISTRATION_MODES = ["open", "approval", "invitation", "closed"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** What the site says of itself, to anyone (signed in or not): the sign-up page reads it. */
export const SiteSettings = z.object({
  name: z.string(),
  /** The site's logo (/objects/images/...), shown to everyone in place of the Koinonia mark; null for the mark. */
  logoUrl: z.string().nullable(),
  welcome: z.string().nullable(),
  registration: z.enum(REGISTRATION_MODES),
  /** The code of conduct a new member accepts at sign-up; none asked when null. */
  rules: z.string().nullable(),
  terms: z.string().nullable(),
  privacy: z.string().nullable(),
  /** The church every new member joins, on a site that is one church's own. */
  homeChurch: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** Text a blank clears. */
const page = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .check(...multiLine(label))
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null)
    .optional();

/** An admin's change: only what is sent changes. */
export const UpdateSiteSettingsBody = z
  .object({
    name: z
      .string({ error: "Please enter the site's name" })
      .trim()
      .min(1, "Please enter the site's name")
      .check(...nameText("Site name"))
      .max(MAX_SITE_NAME, `Site name must be at most ${MAX_SITE_NAME} characters`)
      .optional(),
    /** The upload URL of a new logo (the one before is deleted), or null to go back to the mark. */
    logoUrl: imageChange("Site logo"),
    welcome: page("Welcome text", MAX_SITE_WELCOME),
    registration: z.enum(REGISTRATION_MODES, { error: "Registration must be 'open', 'approval', 'invitation' or 'closed'" }).optional(),
    rules: page("Rules", MAX_SITE_RULES),
    terms: page("Terms", MAX_SITE_PAGE),
    privacy: page("Privacy policy", MAX_SITE_PAGE),
    /** The home church's web address; null for none. */
    homeChurch: z.string({ error: "Home church must be a church's web address" }).max(60, "Church not found").nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), "Nothing to change");
export type UpdateSiteSettingsBody = z.input<typeof UpdateSiteSettingsBody>;

/** What sign-up answers on a site where an admin admits each new member. */
export const WAITING_FOR_APPROVAL = "Thank you! An admin will look at your sign-up soon; we will e-mail you when you can sign in.";
export const SignUpWaiting = z.object({ message: z.string() });

/** Someone who signed up and waits to be admitted, as the team sees them. */
export const WaitingSignUp = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedAt: z.string(),
});
export type WaitingSignUp = z.infer<typeof WaitingSignUp>;

export const SignUpAnswerBody = z.object({ admit: z.boolean({ error: "admit must be true or false" }) });
