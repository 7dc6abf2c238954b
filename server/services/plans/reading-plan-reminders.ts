import { sql } from "drizzle-orm";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import type { Context } from "../../core/context";
import { queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { type StoredNoticeColumns, inRecipientLanguage, sqlMessage, storedNotices } from "../notifications/notifications";
import { planShownTo } from "../../policies/reading-plan";
import { planLengthsTable } from "./plan-catalogue";

const reminderWords = mailMessages("notices/reading-plan", {
  title: "Today's reading",
  message: params("Day {day} of your reading plan is waiting for you."),
});

/** Members reminded per statement. */
const BATCH = 200;

/**
 * Reminds every member whose plan reminder is due: its time reached today where they are, not
 * yet sent on that local date, the plan started and still theirs to see (a church's, while they belong to it), and today's day not yet read (one read early needs no reminder). One statement
 * claims each member's day (the row locked, skipped by any other process at it) and stores the
 * notice, so however many processes run, each is reminded once a day; a day claimed is never
 * claimed without its notice. Returns how many were reminded.
 */
export async function sendDueReadingReminders({ db, tell, now }: Context): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = new Date(now()).toISOString();
    const local = sql`(${at}::timestamptz at time zone r.time_zone)`;
    const minute = sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::integer`;
    const due = sql`r.reminder_minute is not null and ${minute} >= r.reminder_minute
      and (r.last_reminded_on is null or r.last_reminded_on < ${local}::date) and r.started_on <= ${local}::date`;
    const title = inRecipientLanguage(sql`claimed.user_id`, (language) => reminderWords(language).title);
    const message = inRecipientLanguage(sql`claimed.user_id`, (language) =>
      sqlMessage(reminderWords(language).message, { day: sql`claimed.day::text` }),
    );
    const today = sql`least(${local}::date - r.started_on + 1, p.days)`;
    const rows = await queryRows<StoredNoticeColumns>(
      db,
      sql`with plans (key, days, church_id) as (${planLengthsTable()}),
        claimed as (
          update plan_readers r set last_reminded_on = ${local}::date
          from (
            select r.user_id, r.plan_key, ${today} as day
            from plan_readers r join plans p on p.key = r.plan_key
            where ${due} and ${planShownTo(sql`r.user_id`, sql`p.church_id`)} and not exists (select 1 from plan_days_read d
              where d.user_id = r.user_id and d.plan_key = r.plan_key and d.day = ${today})
            limit ${BATCH}
            for update of r skip locked
          ) d
          where r.user_id = d.user_id and r.plan_key = d.plan_key and ${due}
          returning r.user_id, d.day
        )
        insert into notifications (user_id, actor_id, type, title, message)
        select user_id, null, 'reading_plan', ${title}, ${message}
        from claimed
        returning id, user_id, title, message, created_at`,
    );
    const notices: NotificationRow[] = storedNotices({ actorId: null, type: "reading_plan", title: "", message: "" }, rows);
    for (const notice of notices) tell.notice(notice);
    sent += notices.length;
    if (rows.length < BATCH) return sent;
  }
}

export function startReadingPlanReminders(context: Context, everyMs: number): BackgroundTask {
  const { log } = context;
  return startBackgroundTask(
    async () => {
      await sendDueReadingReminders(context);
    },
    { name: "reading_plan_reminders", everyMs, log, failure: "reading plan reminders failed; will retry" },
  );
}
