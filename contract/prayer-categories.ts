// Kept free of zod so that pages can name the categories without loading the schemas.

/** The categories a prayer request may have, in the order the composer offers them. */
export const PRAYER_CATEGORIES = ["health", "family", "work", "grief", "guidance", "growth", "thanksgiving", "other"] as const;
export type PrayerCategory = (typeof PRAYER_CATEGORIES)[number];
