// Kept apart from the wire schemas (zod) so that the home page's card can name a plan without
// loading the schema library.

/**
 * The plans every member may follow, by their stable keys (a member's progress is stored under
 * the key). A plan's key is text, so plans written by leaders can take keys of their own later.
 */
export const BUILT_IN_PLAN_KEYS = ["bible-in-a-year", "new-testament-90-days", "psalms-and-proverbs-31-days", "gospels-30-days"] as const;
export type BuiltInPlanKey = (typeof BUILT_IN_PLAN_KEYS)[number];

export const isBuiltInPlanKey = (key: string): key is BuiltInPlanKey => (BUILT_IN_PLAN_KEYS as readonly string[]).includes(key);

/**
 * Whether a plan's passages are whole chapters, so that one from a chapter's first verse is
 * named by its chapters ("Genesis 1–3"): the built-in plans' are; a church's may read part of one.
 */
export const readsWholeChapters = (key: string) => churchPlanIdOf(key) === null;

/** The key a plan a church's leaders wrote goes by: church-12. */
export const churchPlanKey = (planId: number) => `church-${planId}`;

/** The id of the church plan a key names, or null for any other key. */
export function churchPlanIdOf(key: string): number | null {
  const match = /^church-([1-9]\d{0,9})$/.exec(key);
  const id = match ? Number(match[1]) : Number.NaN;
  return id <= 2_147_483_647 ? id : null;
}
