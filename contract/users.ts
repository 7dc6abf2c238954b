import { z } from "zod";
import { LANGUAGES } from "./languages";

/** A user as anyone signed in may see them: never an e-mail, hash or internal flag. */
export const PublicUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  churchAffiliation: z.string().nullable(),
  aboutMe: z.string().nullable(),
  location: z.string().nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** What the site trusts someone with: moderators act on reports; admins also appoint moderators. */
export const SITE_ROLES = ["member", "moderator", "admin"] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/**
 * The signed-in user's own record: the public fields and, for them alone, the e-mail and
 * whether it is confirmed, their standing, and the language they read the app in.
 */
export const CurrentUser = PublicUser.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  siteRole: z.enum(SITE_ROLES),
  language: z.enum(LANGUAGES),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
