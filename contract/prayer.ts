import { VerseRef } from "./verse-refs";
import { z } from "zod";
import { Id } from "./common";
import { MAX_PRAYER_UPDATE_LENGTH, MAX_TESTIMONY_LENGTH } from "./limits";
import { PRAYER_CATEGORIES, type PrayerCategory as Category } from "./prayer-categories";
import { multiLine } from "./text";

// What a prayer request carries beyond a post: its category, who it is shared with, whether
// its author is named, and how it goes on (updates, answered, closed).

export { PRAYER_CATEGORIES } from "./prayer-categories";
export type PrayerCategory = Category;
export const PrayerCategory = z.enum(PRAYER_CATEGORIES, {
  error: `Category must be one of ${PRAYER_CATEGORIES.join(", ")}`,
});

/**
 * Who may see a post: all the author's connections (as every wall post always was), the members
 * of one group (a group post), a few chosen connections, the author alone (a private
 * prayer journal), the members of one church (its prayer wall), or a church's prayer team
 * alone (a prayer request marked "prayer team only"). Chosen when the post is written and
 * never changed.
 */
export const AUDIENCE_KINDS = ["connections", "group", "people", "private", "church", "prayer_team"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
/** The most connections one post may be shared with by name. */
export const MAX_AUDIENCE_PEOPLE = 50;

/** The audiences that belong to one church: its members, or its prayer team. */
export const forChurch = (kind: AudienceKind): kind is "church" | "prayer_team" => kind === "church" || kind === "prayer_team";

export const AudienceBody = z
  .object({
    kind: z.enum(AUDIENCE_KINDS, { error: `Audience must be one of ${AUDIENCE_KINDS.join(", ")}` }),
    groupId: Id.optional(),
    churchId: Id.optional(),
    userIds: z
      .array(Id, { error: "userIds must be a list of ids" })
      .max(MAX_AUDIENCE_PEOPLE, `Choose at most ${MAX_AUDIENCE_PEOPLE} people`)
      .optional(),
  })
  .strict()
  .refine((a) => a.kind !== "group" || a.groupId !== undefined, { message: "Choose a group", path: ["groupId"] })
  .refine((a) => a.kind === "group" || a.groupId === undefined, { message: "Only a group audience names a group", path: ["groupId"] })
  .refine((a) => !forChurch(a.kind) || a.churchId !== undefined, { message: "Choose a church", path: ["churchId"] })
  .refine((a) => forChurch(a.kind) || a.churchId === undefined, { message: "Only a church audience names a church", path: ["churchId"] })
  .refine((a) => a.kind !== "people" || (a.userIds?.length ?? 0) > 0, { message: "Choose at least one person", path: ["userIds"] })
  .refine((a) => a.kind === "people" || a.userIds === undefined, { message: "Only a people audience names people", path: ["userIds"] });
export type AudienceBody = z.infer<typeof AudienceBody>;

/** A dated word from the author on how things stand. */
export const PrayerUpdate = z.object({
  id: z.number(),
  postId: z.number(),
  content: z.string(),
  verses: z.array(VerseRef),
  createdAt: z.string(),
});
export type PrayerUpdate = z.infer<typeof PrayerUpdate>;

export const CreatePrayerUpdateBody = z.object({
  content: z
    .string({ error: "Update is required" })
    .trim()
    .min(1, "Update is required")
    .check(...multiLine("Update"))
    .max(MAX_PRAYER_UPDATE_LENGTH, `Update must be at most ${MAX_PRAYER_UPDATE_LENGTH} characters`),
});

export const AnsweredBody = z.object({
  testimony: z
    .string({ error: "Testimony must be text" })
    .trim()
    .check(...multiLine("Testimony"))
    .max(MAX_TESTIMONY_LENGTH, `Testimony must be at most ${MAX_TESTIMONY_LENGTH} characters`)
    .optional()
    .transform((t) => t || null),
});

/** The author's answer to "Still need prayer?": keep it open (asked again in 30 days), or close it. */
export const CheckInBody = z.object({
  action: z.enum(["keep", "close"], { error: "Action must be keep or close" }),
});

/** Days without an update before the author is asked whether the request still needs prayer. */
export const PRAYER_CHECK_IN_DAYS = 30;
/** After an "Amen", how long before "Pray now" offers the same request again. */
export const PRAY_AGAIN_AFTER_HOURS = 20;
