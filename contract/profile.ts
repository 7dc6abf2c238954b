import { z } from "zod";
import { MAX_ABOUT, MAX_CHURCH, MAX_LOCATION, MAX_NAME } from "./limits";
import { multiLine, oneLine, optionalText, personName } from "./text";
import { PublicUser } from "./users";

/** The five fields the profile form edits; nothing else in the body has any effect. */
export const UpdateProfileBody = z.object({
  firstName: personName("First name", MAX_NAME),
  lastName: personName("Last name", MAX_NAME),
  churchAffiliation: optionalText("Church affiliation", MAX_CHURCH, oneLine),
  location: optionalText("Location", MAX_LOCATION, oneLine),
  aboutMe: optionalText("About me", MAX_ABOUT, multiLine),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const RELATIONSHIPS = ["self", "connected", "request_sent", "request_received", "none"] as const;

/** A profile as the viewer sees it, with where the two of them stand. */
export const Profile = PublicUser.extend({
  relationship: z.enum(RELATIONSHIPS),
  /** The pending request between them, when there is one (to accept or decline it here). */
  requestId: z.number().nullable(),
  /** Whether the viewer has muted them (their posts stay out of the viewer's feed). */
  muted: z.boolean(),
  /**
   * The churches on the site they belong to, each linking to its page (/churches/<slug>);
   * `churchAffiliation` stays for a church that is not on the site.
   */
  churches: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Profile = z.infer<typeof Profile>;
