import { z } from "zod";

// What text a person may send, in every schema that takes some (add these checks after
// `.trim()`, so that surrounding blanks are forgiven rather than refused):
// - no control characters (U+0000-U+001F, U+007F-U+009F): PostgreSQL cannot store NUL, and the
//   others only hide or garble text. Long text keeps the line breaks and tabs people type.
// - no unpaired UTF-16 surrogates: they are not text, and would be stored as U+FFFD.
// - names (of people and groups) also show inside other text (notices, lists), so they may
//   not hold the bidi overrides, embeddings and isolates that make that text read otherwise,
//   and must have at least one character that can be seen.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /\p{Surrogate}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// Anything but blanks, marks on their own, format and ignorable characters (zero-width
// spaces and joiners, bidi marks, Hangul fillers, variation selectors) and the blank
// Braille pattern, which all render as nothing.
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\p{Surrogate}\u2800]/u;

const wellFormed = (label: string) => z.refine<string>((v) => !LONE_SURROGATE.test(v), `${label} must be valid Unicode text`);

/** Checks for text on one line: names, church, location, e-mail, search text, links. */
export const oneLine = (label: string) => [
  z.refine<string>((v) => !CONTROL.test(v), `${label} must not contain control characters`),
  wellFormed(label),
];

/** Checks for long text (posts, comments, about me, descriptions): line breaks and tabs allowed. */
export const multiLine = (label: string) => [
  z.refine<string>((v) => !CONTROL_BUT_LINE_BREAKS_AND_TABS.test(v), `${label} must not contain control characters`),
  wellFormed(label),
];

/** Checks for a name a person or group goes by, shown inside other people's text. */
export const nameText = (label: string) => [
  ...oneLine(label),
  z.refine<string>((v) => !BIDI_CONTROL.test(v), `${label} must not contain text direction controls`),
  z.refine<string>((v) => VISIBLE.test(v), `${label} must contain a visible character`),
];

/** A person's first or last name: required, trimmed, at most `max` characters. */
export const personName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .check(...nameText(label))
    .max(max, `${label} must be at most ${max} characters`);

/** A title (of a devotion, an announcement, an event, a reading plan): required, trimmed, a name's checks, at most `max` characters. */
export const titleText = (max: number) =>
  z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .check(...nameText("Title"))
    .max(max, `Title must be at most ${max} characters`);

/** Optional text, with the checks for its kind (oneLine, multiLine, nameText): blank or left out is none. */
export const optionalText = (label: string, max: number, checks: (label: string) => ReturnType<typeof oneLine>) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .check(...checks(label))
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
