import { sql } from "drizzle-orm";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Context } from "../../core/context";
import { queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { devotionShownTo } from "../../policies/devotion";
import { type StoredNoticeColumns, excerpt, notifyEachStatement, storedNotices } from "../notifications/notifications";

/**
 * A church's clock: churches keep no time zone of their own, but their service times do; the
 * first one's zone is the church's, and UTC for a church that lists none. The morning is the
 * church's, not each member's: one delivery a devotion, and its members read it together.
 */
const churchZone = sql`coalesce(c.service_times -> 0 ->> 'timeZone', 'UTC')`;

/** The hour a devotion's members are told of it, on its day, where its church is. */
const MORNING = "06:00";

/**
 * Tells each member of a church of its devotion on the devotion's morning, once: each devotion is
 * claimed (`delivered_at`, rows locked by another process skipped) in the same transaction as
 * its notices, so two processes never both send it and a restart loses none (the unclaimed wait
 * for the next run). A devotion written later on its day goes out at the next run; one whose day
 * has passed unsent is left: yesterday's devotion is no morning news. Returns how many devotions
 * went out.
 */
export async function deliverDevotions({ db, tell, now }: Context): Promise<number> {
  let delivered = 0;
  for (;;) {
    const at = new Date(now()).toISOString();
    const notices = await db.transaction(async (tx) => {
      const [devotion] = await queryRows<{ id: number; church_id: number; title: string; reflection: string; church_name: string }>(
        tx,
        sql`with due as (
            select d.id from devotions d join churches c on c.id = d.church_id
            where d.delivered_at is null and c.moderation is null
              and d.day = (${at}::timestamptz at time zone ${churchZone})::date
              and (${at}::timestamptz at time zone ${churchZone})::time >= ${MORNING}::time
            order by d.id limit 1
            for update of d skip locked
          )
          update devotions d set delivered_at = ${at}::timestamptz from due, churches c
          where d.id = due.id and c.id = d.church_id
          returning d.id, d.church_id, d.title, d.reflection, c.name as church_name`,
      );
      if (!devotion) return null;
      const notice = {
        actorId: null,
        type: "devotion" as const,
        churchId: devotion.church_id,
        devotionId: devotion.id,
        title: `${devotion.church_name}: ${devotion.title}`,
        message: excerpt(devotion.reflection, 140),
      };
      const recipients = sql`select m.user_id from church_members m join devotions d on d.id = ${devotion.id}::int
        where m.church_id = ${devotion.church_id}::int and ${devotionShownTo(sql`m.user_id`, sql`d`)}`;
      const rows = await queryRows<StoredNoticeColumns>(tx, notifyEachStatement({ ...notice, recipients }));
      return storedNotices(notice, rows);
    });
    if (!notices) return delivered;
    for (const notice of notices satisfies NotificationRow[]) tell.notice(notice);
    delivered += 1;
  }
}

export function startDevotionDelivery(context: Context): BackgroundTask {
  return startBackgroundTask(
    async (task) => {
      if (!task.closed) await deliverDevotions(context);
    },
    { name: "devotion_delivery", everyMs: 60_000, log: context.log, failure: "devotion delivery failed; will retry" },
  );
}
