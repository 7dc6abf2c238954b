import { z } from "zod";
import { PublicUser } from "./users";

// What a member does to keep someone away: block (both ways, everywhere) or mute (their posts
// leave the member's feed; nothing else changes). Neither tells the other person.

/** Where the viewer stands with someone: answered by block/mute and their undoing. */
export const SafetyState = z.object({ blocked: z.boolean(), muted: z.boolean() });
export type SafetyState = z.infer<typeof SafetyState>;

/** A person the member has blocked or muted, and since when. */
export const KeptAway = z.object({ user: PublicUser, since: z.string() });
export type KeptAway = z.infer<typeof KeptAway>;

/** GET /api/account/blocks: whom the member has blocked, and whom they have muted. */
export const KeptAwayLists = z.object({ blocked: z.array(KeptAway), muted: z.array(KeptAway) });
export type KeptAwayLists = z.infer<typeof KeptAwayLists>;
