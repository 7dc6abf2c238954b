import { type SQL, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { PrayerReminder } from "../../../contract/prayer-list";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import { type NotificationRow, prayerReminders } from "../../db/schema";
import { postVisibleTo } from "../../policies/post";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { mailMessages, params } from "../../mail/i18n";
import { type StoredNoticeColumns, inRecipientLanguage, sqlMessage, storedNotices } from "../notifications/notifications";

// The count is a number of the statement's (never zero), so its two forms are written apart.
const reminderWords = mailMessages("notices/prayer-reminder", {
  title: "Time to pray",
  one: params("{count} request is on your prayer list."),
  other: params("{count} requests are on your prayer list."),
});

/** A member's reminder before they choose one: off, at eight in the morning, UTC. */
const DEFAULT_PRAYER_REMINDER: PrayerReminder = { enabled: false, time: "08:00", timeZone: "UTC" };

/** Members reminded per statement. */
const BATCH = 200;

const asTime = (minuteOfDay: number) => `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;
const asMinuteOfDay = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
};

/** `at` (an instant) as the wall clock reads in the time zone `zone` (SQL naming an IANA name). */
const localTime = (at: string, zone: SQL) => sql`(${at}::timestamptz at time zone ${zone})`;
const minuteOfDaySql = (local: SQL) => sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::integer`;

/** How many requests on the prayer list of reminder `r`'s member they still see. */
const listed = sql`(select count(*)::integer from prayer_list l join posts on posts.id = l.post_id
  where l.user_id = r.user_id and ${postVisibleTo(sql`r.user_id`)})`;

/** Reminder `r` is on, its time reached today where its member is, and not yet sent that local date. */
export function reminderDue(at: string): SQL {
  const local = localTime(at, sql`r.time_zone`);
  return sql`r.enabled and ${minuteOfDaySql(local)} >= r.minute_of_day
    and (r.last_sent_on is null or r.last_sent_on < ${local}::date)`;
}

export async function getPrayerReminder(db: Db, userId: number): Promise<PrayerReminder> {
  const [row] = await db.select().from(prayerReminders).where(eq(prayerReminders.userId, userId));
  if (!row) return { ...DEFAULT_PRAYER_REMINDER };
  return { enabled: row.enabled, time: asTime(row.minuteOfDay), timeZone: row.timeZone };
}

/**
 * Sets the member's reminder. A time already past today (where they are) waits for tomorrow:
 * the day counts as reminded, so turning it on at 9:00 for 8:00 sends nothing until tomorrow's
 * 8:00, and moving the time later on a day already reminded sends nothing more that day.
 */
export async function setPrayerReminder(db: Db, now: Clock, userId: number, reminder: PrayerReminder): Promise<PrayerReminder> {
  const at = new Date(now()).toISOString();
  const minuteOfDay = asMinuteOfDay(reminder.time);
  const local = localTime(at, sql`${reminder.timeZone}::text`);
  const passed = sql`${minuteOfDaySql(local)} >= ${minuteOfDay}::integer`;
  const today = sql`${local}::date`;
  await queryRows(
    db,
    sql`insert into prayer_reminders as r (user_id, enabled, minute_of_day, time_zone, last_sent_on)
      values (${userId}::integer, ${reminder.enabled}, ${minuteOfDay}::integer, ${reminder.timeZone}::text,
        case when ${passed} then ${today} end)
      on conflict (user_id) do update set enabled = excluded.enabled, minute_of_day = excluded.minute_of_day,
        time_zone = excluded.time_zone,
        last_sent_on = case when ${passed} then greatest(r.last_sent_on, ${today}) else r.last_sent_on end`,
  );
  return getPrayerReminder(db, userId);
}

/**
 * Reminds every member whose reminder is due: on, its time reached today where they are, not
 * yet sent on that local date, and something on their prayer list they still see. One
 * statement claims each member's day and stores the notice, so two processes never remind
 * anyone twice in a day. The notice is mailed as the member's mail preferences say. Returns
 * how many were reminded.
 */
export async function sendDueReminders({ db, tell, now }: Context): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = new Date(now()).toISOString();
    const local = localTime(at, sql`r.time_zone`);
    const title = inRecipientLanguage(sql`claimed.user_id`, (language) => reminderWords(language).title);
    const message = inRecipientLanguage(sql`claimed.user_id`, (language) => {
      const t = reminderWords(language);
      const count = sql`listed::text`;
      return sql`case when listed = 1 then ${sqlMessage(t.one, { count })} else ${sqlMessage(t.other, { count })} end`;
    });
    const due = reminderDue(at);
    const rows = await queryRows<StoredNoticeColumns>(
      db,
      sql`with claimed as (
          update prayer_reminders r set last_sent_on = ${local}::date
          from (
            select r.user_id, ${listed} as listed from prayer_reminders r
            where ${due} and ${listed} > 0
            limit ${BATCH}
            for update of r skip locked
          ) d
          where r.user_id = d.user_id and d.listed > 0 and ${due}
          returning r.user_id, d.listed
        )
        insert into notifications (user_id, actor_id, type, title, message)
        select user_id, null, 'prayer_reminder', ${title}, ${message}
        from claimed
        returning id, user_id, title, message, created_at`,
    );
    const notices: NotificationRow[] = storedNotices({ actorId: null, type: "prayer_reminder", title: "", message: "" }, rows);
    for (const notice of notices) tell.notice(notice);
    sent += notices.length;
    if (rows.length < BATCH) return sent;
  }
}

export function startPrayerReminders(context: Context, everyMs: number): BackgroundTask {
  const { log } = context;
  return startBackgroundTask(
    async () => {
      await sendDueReminders(context);
    },
    { name: "prayer_reminders", everyMs, log, failure: "prayer reminders failed; will retry" },
  );
}
