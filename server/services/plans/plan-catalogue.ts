import { type SQL, sql } from "drizzle-orm";
import { BUILT_IN_PLAN_KEYS, type BuiltInPlanKey, churchPlanIdOf, churchPlanKey, isBuiltInPlanKey } from "../../../contract/reading-plan-keys";
import { READING_PLANS } from "../../../bible/reading-plans";
import { type Db, queryRows } from "../../db/client";
import type { WrittenPlanDay } from "../../db/schema";
import type { ChurchPlanAccess } from "../../policies/reading-plan";

// Every plan a member may follow or read together, built in or written by a church's leaders,
// seen the same way: its days, each with its passages (OSIS) and, for a church's plan, the
// passages as written and the leaders' note.

export type PlanDayEntry = { passages: readonly string[]; written: string | null; note: string | null };

export type Plan = {
  key: string;
  /** A church's plan's own words; null for a built-in plan, which the reader's language names. */
  title: string | null;
  about: string | null;
  church: { id: number; slug: string; name: string } | null;
  /** How many days it has. */
  length: number;
  /** Its days in order: all of them, or none when only its length was read (a list, of a plan the reader does not follow). */
  days: readonly PlanDayEntry[];
};

const builtInDays = new Map(
  BUILT_IN_PLAN_KEYS.map((key) => [key, READING_PLANS[key].map((passages) => ({ passages, written: null, note: null }))] as const),
);

export const builtInPlan = (key: BuiltInPlanKey): Plan => {
  const days = builtInDays.get(key)!;
  return { key, title: null, about: null, church: null, length: days.length, days };
};

const writtenDays = (days: WrittenPlanDay[]): PlanDayEntry[] => days.map((d) => ({ passages: d.passages, written: d.written, note: d.note }));

/** A church's plan, as the policy found it for its reader. */
export const churchPlan = (plan: ChurchPlanAccess): Plan => ({
  key: churchPlanKey(plan.id),
  title: plan.title,
  about: plan.about,
  church: plan.church,
  length: plan.length,
  days: writtenDays(plan.days),
});

/** A visible plan: the built-in one its key names when the policy found none of a church's. */
export const planFrom = (key: string, found: ChurchPlanAccess | null): Plan => (found ? churchPlan(found) : builtInPlan(key as BuiltInPlanKey));

/**
 * The plans some keys name, for a reader whom the policy already lets see them (through a plan
 * read together in its church): unknown keys are left out.
 */
export async function plansByKey(db: Db, keys: readonly string[]): Promise<Map<string, Plan>> {
  const plans = new Map<string, Plan>();
  const ids: number[] = [];
  for (const key of new Set(keys)) {
    if (isBuiltInPlanKey(key)) plans.set(key, builtInPlan(key));
    const id = churchPlanIdOf(key);
    if (id !== null) ids.push(id);
  }
  if (ids.length) {
    const rows = await queryRows<{
      id: number;
      title: string;
      about: string;
      days: WrittenPlanDay[];
      church_id: number;
      slug: string;
      name: string;
    }>(
      db,
      sql`select cp.id, cp.title, cp.about, cp.days, c.id as church_id, c.slug, c.name
        from church_plans cp join churches c on c.id = cp.church_id where cp.id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    for (const row of rows)
      plans.set(churchPlanKey(row.id), {
        key: churchPlanKey(row.id),
        title: row.title,
        about: row.about,
        church: { id: row.church_id, slug: row.slug, name: row.name },
        length: row.days.length,
        days: writtenDays(row.days),
      });
  }
  return plans;
}

/**
 * Every plan as rows (key, days, church_id) for a statement's `with plans (key, days, church_id)
 * as (...)`: the built-in ones, then each church's (its church id, for the policy's `planShownTo`).
 */
export function planLengthsTable(): SQL {
  const builtIn = sql.join(
    BUILT_IN_PLAN_KEYS.map((key) => sql`(${key}::text, ${READING_PLANS[key].length}::integer, null::integer)`),
    sql`, `,
  );
  return sql`select * from (values ${builtIn}) b union all
    select 'church-' || cp.id, jsonb_array_length(cp.days), cp.church_id from church_plans cp`;
}
