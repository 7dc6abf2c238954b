import { z } from "zod";
import { email } from "./auth";
import { PublicUser } from "./users";

// A member's invitation to a site that takes new members by invitation: a code that lets one
// person sign up, handed on as a link or mailed to an address.

/** How long an invitation works, and how many a member may have at once and make in a day. */
export const SITE_INVITATION_DAYS = 14;
export const MAX_WAITING_SITE_INVITATIONS = 20;
export const MAX_SITE_INVITATIONS_PER_DAY = 50;
/** The most addresses mailed at once (each its own invitation, so no more than may wait). */
export const MAX_MAILED_SITE_INVITATIONS = MAX_WAITING_SITE_INVITATIONS;

/** How an invitation's code looks: 12 characters of base64url (72 random bits), as a church link's. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
export const SiteInvitationCodeParams = z.object({ code: z.string().regex(CODE_PATTERN, "This invitation link is not valid") });

export const MailSiteInvitationsBody = z.object({
  emails: z
    .array(z.string({ error: "Each address must be a valid e-mail address" }), { error: "emails must be a list of addresses" })
    .min(1, "Enter at least one e-mail address")
    .max(MAX_MAILED_SITE_INVITATIONS, `Invite at most ${MAX_MAILED_SITE_INVITATIONS} addresses at once`)
    .transform((list) => [...new Set(list.map((address) => address.trim().toLowerCase()))])
    .refine((list) => list.every((address) => email.safeParse(address).success), "Each address must be a valid e-mail address"),
});
export type MailSiteInvitationsBody = z.input<typeof MailSiteInvitationsBody>;

/** Waiting to be used; used (by whom, if they are still to be seen); or past its time. */
const SITE_INVITATION_STATES = ["waiting", "used", "expired"] as const;
export type SiteInvitationState = (typeof SITE_INVITATION_STATES)[number];

/** One of the member's own invitations, as they see it. */
export const SiteInvitation = z.object({
  id: z.number(),
  code: z.string(),
  /** Whom it was mailed to; null for a link to hand on. */
  email: z.string().nullable(),
  state: z.enum(SITE_INVITATION_STATES),
  /** Who signed up with it; null while it waits, or once their account is gone or hidden. */
  usedBy: PublicUser.nullable(),
  usedAt: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type SiteInvitation = z.infer<typeof SiteInvitation>;

/** What an invitation shows to whoever holds its code, signed in or not: who invited them. */
export const SiteInvitationPreview = z.object({
  inviter: z.object({ firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() }),
  expiresAt: z.string(),
});
export type SiteInvitationPreview = z.infer<typeof SiteInvitationPreview>;

/** Where an invitation's link leads: the sign-up form, which shows who invited them and sends the code. */
export const siteInvitationPath = (code: string): string => `/auth?tab=sign-up&invitation=${encodeURIComponent(code)}`;
