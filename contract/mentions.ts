import { z } from "zod";
import { Id } from "./common";
import { oneLine } from "./text";

/**
 * Someone called into a post or a comment with "@" and their name: the words hold "@Name",
 * and this names who it is, so the name links to their profile.
 */
export const Mention = z.object({ id: z.number(), name: z.string() });
export type Mention = z.infer<typeof Mention>;

export const MAX_MENTIONS = 20;

/**
 * Whom a post or a comment mentions, as the writer picked them: user ids, each of whom the
 * words name as "@" and their name. The server keeps each one's name beside the id.
 */
export const MentionIds = z
  .array(Id, { error: "mentions must be a list of user ids" })
  .max(MAX_MENTIONS, `A post or a comment can mention at most ${MAX_MENTIONS} people`)
  .optional();

/** How many people the list under an "@" offers at once. */
export const MENTION_SUGGESTIONS = 8;
const MAX_MENTION_QUERY = 50;

/**
 * The people a writer may mention whose name starts with what follows the "@" (any word of it):
 * their connections, and the members of the group or church they write in, named by the
 * group or church, or by the post a comment is written under.
 */
export const MentionSuggestionsQuery = z
  .object({
    q: z
      .string({ error: (issue) => (issue.input === undefined ? "Type a name to find someone" : "The name must be text") })
      .trim()
      .check(...oneLine("The name"))
      .min(1, "Type a name to find someone")
      .max(MAX_MENTION_QUERY, `The name must be at most ${MAX_MENTION_QUERY} characters`),
    groupId: Id.optional(),
    churchId: Id.optional(),
    postId: Id.optional(),
  })
  .refine((q) => [q.groupId, q.churchId, q.postId].filter((id) => id !== undefined).length <= 1, {
    message: "Name one place at most: groupId, churchId or postId",
  });
export type MentionSuggestionsQuery = z.input<typeof MentionSuggestionsQuery>;
