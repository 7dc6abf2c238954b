import { z } from "zod";
import { PublicUser } from "./users";

/** Why someone is suggested, best reason first: the order suggestions are ranked in. */
export const SUGGESTION_REASONS = ["mutual", "church", "group", "nearby", "new"] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** How long "Not now" keeps a person out of a member's suggestions. */
export const SUGGESTION_DISMISS_DAYS = 30;

/**
 * Why a person is suggested, to show under their name: friends of friends ("3 mutual
 * connections"), the same church (its name), a group in common (its name), the same place
 * (its name), or simply a new member.
 */
export const SuggestionWhy = z.discriminatedUnion("reason", [
  z.object({ reason: z.literal("mutual"), mutual: z.number() }),
  z.object({ reason: z.literal("church"), church: z.string() }),
  z.object({ reason: z.literal("group"), group: z.string() }),
  z.object({ reason: z.literal("nearby"), location: z.string() }),
  z.object({ reason: z.literal("new") }),
]);
export type SuggestionWhy = z.infer<typeof SuggestionWhy>;

/** GET /api/users/suggested: a person I may know, with why. */
export const SuggestedUser = PublicUser.extend({ mutualConnections: z.number(), why: SuggestionWhy });
export type SuggestedUser = z.infer<typeof SuggestedUser>;
