import { sql } from "drizzle-orm";
import { MAX_CHURCH_PLANS } from "../../../contract/church-plans";
import { churchPlanKey } from "../../../contract/reading-plan-keys";
import type { PlanDetail, PlanSummary } from "../../../contract/reading-plans";
import type { Clock } from "../../core/clock";
import { DomainError, conflict, invalid } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import { type WrittenPlanDay, churchPlans } from "../../db/schema";
import { type ViewerAndChurch, findLeaderChurch, findMemberChurch } from "../../policies/church";
import { findLeaderChurchPlan } from "../../policies/reading-plan";
import { assertPassage } from "../bible/bible-library";
import { versesIn } from "../bible/verses-written";
import { churchPlanSummaries, planDetail } from "./reading-plans";

// Plans a church's leaders write: each day's passages are read from the words they type, in
// any of the three languages, as references in a post are; each must be one the Bible reader
// can show. A change sends the plan whole, and those following it keep what they have read.

type ChurchPlanInput = { title: string; about: string; days: { passages: string; note: string | null }[] };

/** The days as stored: a 400 naming the first day whose passages are not found or not in the Bible. */
function writtenDays(days: ChurchPlanInput["days"]): WrittenPlanDay[] {
  return days.map((day, i) => {
    const passages = versesIn(day.passages).map((ref) => ref.osis);
    if (!passages.length) throw invalid(`Day ${i + 1}: No Bible passage found`);
    for (const osis of passages) {
      try {
        assertPassage(osis);
      } catch (err) {
        if (err instanceof DomainError) throw invalid(`Day ${i + 1}: ${err.message}`);
        throw err;
      }
    }
    return { passages, written: day.passages, note: day.note };
  });
}

/** A church's plans, for its members (403 for anyone else who sees the church). */
export async function listChurchPlans(db: Db, now: Clock, ask: ViewerAndChurch): Promise<PlanSummary[]> {
  const { church } = await findMemberChurch(db, ask);
  return churchPlanSummaries(db, now, ask.viewerId, church.id);
}

/** A leader writes a plan for the church; it is the members' to follow at once. */
export async function createChurchPlan(db: Db, now: Clock, ask: ViewerAndChurch, body: ChurchPlanInput): Promise<PlanDetail> {
  const days = writtenDays(body.days);
  const id = await db.transaction(async (tx) => {
    // The church's row is held, so two leaders writing at once cannot pass the limit together.
    const { church } = await findLeaderChurch(tx, ask, "update");
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from church_plans where church_id = ${church.id}::int`);
    if (count!.n >= MAX_CHURCH_PLANS) throw conflict(`A church can keep at most ${MAX_CHURCH_PLANS} reading plans`);
    const [row] = await tx
      .insert(churchPlans)
      .values({ churchId: church.id, title: body.title, about: body.about, days, authorId: ask.viewerId })
      .returning({ id: churchPlans.id });
    return row!.id;
  });
  return planDetail(db, now, ask.viewerId, churchPlanKey(id));
}

/** A leader rewrites a plan of the church, whole. */
export async function updateChurchPlan(
  db: Db,
  now: Clock,
  ask: ViewerAndChurch & { planId: number },
  body: ChurchPlanInput,
): Promise<PlanDetail> {
  const days = writtenDays(body.days);
  await db.transaction(async (tx) => {
    await findLeaderChurchPlan(tx, ask, true);
    await tx
      .update(churchPlans)
      .set({ title: body.title, about: body.about, days, updatedAt: new Date(now()) })
      .where(sql`${churchPlans.id} = ${ask.planId}::int`);
  });
  return planDetail(db, now, ask.viewerId, churchPlanKey(ask.planId));
}

/** A leader takes a plan down: those following it, and the church reading it together, stop (the day's discussions stay). */
export async function deleteChurchPlan(db: Db, ask: ViewerAndChurch & { planId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await findLeaderChurchPlan(tx, ask, true);
    await tx.delete(churchPlans).where(sql`${churchPlans.id} = ${ask.planId}::int`);
  });
}
