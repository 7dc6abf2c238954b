import { z } from "zod";
import { PublicUser } from "./users";

/**
 * How a member answers a post or a comment besides praying: one of these, one per person.
 * Praying for a post stays its own button (an interaction of its own, with its own count).
 */
export const REACTION_KINDS = ["amen", "praying", "love", "praise"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** How many gave each reaction; a kind nobody gave is left out. */
export const ReactionCounts = z.partialRecord(z.enum(REACTION_KINDS), z.number());
export type ReactionCounts = z.infer<typeof ReactionCounts>;

export const ReactBody = z.object({
  kind: z.enum(REACTION_KINDS, { error: "Reaction must be one of amen, praying, love, praise" }),
});
export type ReactBody = z.infer<typeof ReactBody>;

/** The answer to a reaction given or taken back: the counts as they now stand, and mine. */
export const ReactionResult = z.object({ reactions: ReactionCounts, myReaction: z.enum(REACTION_KINDS).nullable() });
export type ReactionResult = z.infer<typeof ReactionResult>;

/** People shown a page at a time in "who reacted". */
export const REACTORS_PAGE_SIZE = 20;

/**
 * GET /api/posts/:id/reactions and /api/comments/:id/reactions: who reacted, newest first.
 * `cursor` is the `nextCursor` of the page before (when the last one shown reacted, and who).
 */
export const ReactorsQuery = z.object({
  cursor: z
    .string({ error: "Invalid cursor" })
    .regex(/^\d{1,18}-\d{1,10}$/, "Invalid cursor")
    .refine((cursor) => Number(cursor.split("-")[1]) <= 2_147_483_647, "Invalid cursor")
    .optional(),
});
export type ReactorsQuery = z.infer<typeof ReactorsQuery>;

/** Who reacted, a page of them: each person, their reaction and when; `nextCursor` is null after the last page. */
export const ReactorPage = z.object({
  items: z.array(z.object({ user: PublicUser, kind: z.enum(REACTION_KINDS), createdAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type ReactorPage = z.infer<typeof ReactorPage>;
