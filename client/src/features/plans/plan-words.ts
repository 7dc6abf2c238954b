import { i18n } from "@/lib/i18n";

/** The built-in plans' names and descriptions, by their keys. */
export const planWords = i18n("plans/plan-words", {
  "bible-in-a-year": "The Bible in a year",
  "bible-in-a-year-about": "Every book from Genesis to Revelation, in order, in about fifteen minutes a day.",
  "new-testament-90-days": "The New Testament in 90 days",
  "new-testament-90-days-about": "From Matthew to Revelation in three months.",
  "psalms-and-proverbs-31-days": "Psalms and Proverbs in a month",
  "psalms-and-proverbs-31-days-about": "A few psalms and one chapter of Proverbs each day.",
  "gospels-30-days": "The Gospels in 30 days",
  "gospels-30-days-about": "The life of Jesus in Matthew, Mark, Luke and John.",
  unknown: "Reading plan",
});

type Words = ReturnType<typeof planWords.get>;

/** A plan's name: a church's plan's own title, else the built-in plan's in the interface's language. */
export const planName = (t: Words, key: string, title?: string | null) => title ?? (t as Record<string, string>)[key] ?? t.unknown;
export const planAbout = (t: Words, key: string, about?: string | null) => about ?? (t as Record<string, string>)[`${key}-about`] ?? "";
