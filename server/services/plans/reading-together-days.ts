import { and, eq, sql } from "drizzle-orm";
import { TRANSLATION_BY_LANGUAGE, passageLabel } from "../../../contract/bible-passages";
import { readsWholeChapters } from "../../../contract/reading-plan-keys";
import type { Language } from "../../../contract/languages";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Context } from "../../core/context";
import { DomainError } from "../../core/errors";
import { queryRows } from "../../db/client";
import { sharedPlanDays } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { dayOpener, placeIsUp } from "../../policies/reading-together";
import { createPlacePost } from "../posts/posts";
import { bookNamesOf } from "../bible/bible-library";
import { type Plan, planLengthsTable, plansByKey } from "./plan-catalogue";

// Each day of a plan read together opens a discussion in its place: a post, in the group or on
// the church's wall, naming the day's passages (they link, as any reference written there),
// written in the language of the one who opens it.

const dayWords = mailMessages("posts/reading-together-day", {
  heading: params("{plan}: day {day} of {days}"),
  prompt: "Read it today, then tell one another here what spoke to you.",
  "bible-in-a-year": "The Bible in a year",
  "new-testament-90-days": "The New Testament in 90 days",
  "psalms-and-proverbs-31-days": "Psalms and Proverbs in a month",
  "gospels-30-days": "The Gospels in 30 days",
});

/**
 * The words of a day's discussion: the plan and the day, its passages, the note its church's
 * leaders wrote for it, and what to do with them.
 */
function dayPostText(language: Language, plan: Plan, day: number): string {
  const t = dayWords(language);
  const names = bookNamesOf(TRANSLATION_BY_LANGUAGE[language]);
  const title = plan.title ?? (t as unknown as Record<string, string>)[plan.key] ?? plan.key;
  const { passages, note } = plan.days[day - 1]!;
  const heading = t.heading({ plan: title, day: String(day), days: String(plan.days.length) });
  return [
    heading,
    passages.map((osis) => passageLabel(names, osis, readsWholeChapters(plan.key))).join("; "),
    "",
    ...(note ? [note, ""] : []),
    t.prompt,
  ].join("\n");
}

type DueDay = {
  id: number;
  plan_key: string;
  day: number;
  group_id: number | null;
  church_id: number | null;
  opener_id: number | null;
  language: Language | null;
};

/**
 * Opens every day of a shared plan that has begun where its place is and is not yet open
 * (`only`: of that plan alone): one at a time, each in a transaction that holds the plan's row
 * (another process skips it), claims the day by its key and writes the day's post, so a day
 * opens once however many processes run, and one not committed opens at the next run. A day whose post cannot be
 * written (nobody leads the place any more) opens without one. Returns how many opened.
 */
export async function openDueDays(context: Context, only?: number): Promise<number> {
  let opened = 0;
  for (;;) {
    const at = new Date(context.now()).toISOString();
    const local = sql`(${at}::timestamptz at time zone sp.time_zone)::date`;
    const day = sql`(${local} - sp.started_on + 1)`;
    const outcome = await context.db.transaction(async (tx): Promise<"none" | "taken" | "opened"> => {
      const [due] = await queryRows<DueDay>(
        tx,
        sql`with plans (key, days, church_id) as (${planLengthsTable()})
          select sp.id, sp.plan_key, sp.group_id, sp.church_id, ${day} as day, o.id as opener_id, o.language
          from shared_plans sp join plans p on p.key = sp.plan_key
          left join users o on o.id = ${dayOpener(sql`sp`)}
          where ${day} between 1 and p.days ${only === undefined ? sql`` : sql`and sp.id = ${only}::int`}
            and not exists (select 1 from shared_plan_days d where d.shared_plan_id = sp.id and d.day = ${day})
            and ${placeIsUp(sql`sp`)}
          order by sp.id limit 1
          for update of sp skip locked`,
      );
      if (!due) return "none";
      // The row lock alone cannot hold: a process whose snapshot predates another's commit still
      // sees the day as unopened once that lock is released. Claiming the day by its key first
      // makes the second writer wait on the first and then find the day taken.
      const [claimed] = await tx
        .insert(sharedPlanDays)
        .values({ sharedPlanId: due.id, day: due.day, postId: null })
        .onConflictDoNothing()
        .returning({ day: sharedPlanDays.day });
      if (!claimed) return "taken";
      let postId: number | null = null;
      if (due.opener_id !== null) {
        const audience =
          due.group_id !== null ? { kind: "group" as const, groupId: due.group_id } : { kind: "church" as const, churchId: due.church_id! };
        const plan = (await plansByKey(tx, [due.plan_key])).get(due.plan_key)!;
        const content = dayPostText(due.language ?? "en", plan, due.day);
        try {
          postId = (
            await createPlacePost({ ...context, db: tx }, due.opener_id, { content, type: "text", imageUrl: null, videoUrl: null, audience })
          ).id;
        } catch (error) {
          // Refused (its opener may no longer post there): the day opens all the same, without a post.
          if (!(error instanceof DomainError)) throw error;
        }
      }
      if (postId !== null) {
        await tx
          .update(sharedPlanDays)
          .set({ postId })
          .where(and(eq(sharedPlanDays.sharedPlanId, due.id), eq(sharedPlanDays.day, due.day)));
      }
      return "opened";
    });
    if (outcome === "none") return opened;
    if (outcome === "opened") opened++;
  }
}

export function startTogetherDays(context: Context): BackgroundTask {
  return startBackgroundTask(
    async (task) => {
      if (!task.closed) await openDueDays(context);
    },
    { name: "reading_together_days", everyMs: 60_000, log: context.log, failure: "opening shared reading days failed; will retry" },
  );
}
