import { z } from "zod";
import { Id } from "./common";
import { SlugParams } from "./churches";
import { multiLine, oneLine, optionalText, titleText } from "./text";

// Reading plans a church's leaders write for its members: a title, a few words on what it
// reads, and its days, each with the passages to read (written as anyone writes a reference:
// "John 3; Psalm 23", in English, Spanish or Portuguese) and a note from the leaders.

export const MAX_PLAN_TITLE = 100;
export const MAX_PLAN_ABOUT = 500;
export const MAX_PLAN_DAYS = 366;
export const MAX_PLAN_DAY_PASSAGES = 200;
export const MAX_PLAN_DAY_NOTE = 1000;

const title = titleText(MAX_PLAN_TITLE);

const about = z
  .string({ error: "Description must be text" })
  .trim()
  .check(...multiLine("Description"))
  .max(MAX_PLAN_ABOUT, `Description must be at most ${MAX_PLAN_ABOUT} characters`)
  .default("");

const WrittenDay = z.object({
  /** The day's passages as the leader writes them: "John 3; Psalm 23", "Juan 3:16-18". */
  passages: z
    .string({ error: "Please write the day's passages" })
    .trim()
    .min(1, "Please write the day's passages")
    .check(...oneLine("Passages"))
    .max(MAX_PLAN_DAY_PASSAGES, `Passages must be at most ${MAX_PLAN_DAY_PASSAGES} characters`),
  note: optionalText("Note", MAX_PLAN_DAY_NOTE, multiLine),
});

/** A plan as its leaders write it (a change sends it whole). */
export const ChurchPlanBody = z.object({
  title,
  about,
  days: z
    .array(WrittenDay, { error: "days must be a list of days" })
    .min(1, "A plan needs at least one day")
    .max(MAX_PLAN_DAYS, `A plan has at most ${MAX_PLAN_DAYS} days`),
});
export type ChurchPlanBody = z.input<typeof ChurchPlanBody>;

export const ChurchPlanParams = SlugParams.extend({ planId: Id });
export type ChurchPlanParams = z.infer<typeof ChurchPlanParams>;

/** A church keeps at most this many plans: enough for years of them, never a flood. */
export const MAX_CHURCH_PLANS = 100;
