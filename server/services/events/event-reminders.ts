import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_EVENT_REMINDER, type EventReminder } from "../../../contract/events";
import type { Context } from "../../core/context";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";
import { type Db, queryRows } from "../../db/client";
import { seesEvent } from "../../policies/event";
import { type StoredNoticeColumns, inRecipientLanguage, storedNotices } from "../notifications/notifications";
import { eventWords, whenSql } from "./event-words";

/** Answers reminded per statement. */
const BATCH = 2000;

/**
 * When the answer of `userId` to an occurrence starting at `startsAt` (both SQL) is to be
 * reminded, as their choice says; null for none, or when that time has passed at `at`.
 */
export const remindAtSql = (userId: SQL, startsAt: SQL, at: string): SQL => sql`(select case when due > ${at}::timestamptz then due end from (
    select ${startsAt} - case coalesce((select s.reminder from event_settings s where s.user_id = ${userId}), ${DEFAULT_EVENT_REMINDER})
      when 'day' then interval '1 day' when 'hour' then interval '1 hour' end as due) d)`;

/**
 * Sets again when each answer of the occurrences `occurrenceIds` is reminded (after a move, a
 * cancellation or its undoing, a change of time): only those going with a place, or maybe,
 * to an occurrence that is on.
 */
export async function rescheduleReminders(tx: Db, occurrenceIds: number[], at: string): Promise<void> {
  if (occurrenceIds.length === 0) return;
  await tx.execute(sql`update event_rsvps r set remind_at = case when r.answer = 'no' or r.waitlisted or o.cancelled or e.cancelled_at is not null then null
      else ${remindAtSql(sql`r.user_id`, sql`o.starts_at`, at)} end
    from event_occurrences o join events e on e.id = o.event_id
    where o.id = r.occurrence_id and r.occurrence_id = any(${sql.param(occurrenceIds)}::int[])`);
}

export async function getEventReminder(db: Db, userId: number): Promise<EventReminder> {
  const [row] = await queryRows<{ reminder: EventReminder }>(db, sql`select reminder from event_settings where user_id = ${userId}::int`);
  return row?.reminder ?? DEFAULT_EVENT_REMINDER;
}

/** A member's choice of reminder, applied at once to every answer of theirs still to be reminded or not yet passed. */
export async function setEventReminder(db: Db, at: string, userId: number, reminder: EventReminder): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into event_settings (user_id, reminder) values (${userId}::int, ${reminder})
      on conflict (user_id) do update set reminder = excluded.reminder`);
    await tx.execute(sql`update event_rsvps r set remind_at = ${remindAtSql(sql`r.user_id`, sql`o.starts_at`, at)}
      from event_occurrences o join events e on e.id = o.event_id
      where o.id = r.occurrence_id and r.user_id = ${userId}::int and o.starts_at > ${at}::timestamptz
        and r.answer <> 'no' and not r.waitlisted and not o.cancelled and e.cancelled_at is null`);
  });
}

/**
 * Sends every reminder that is due: one statement takes a batch of due answers (those another
 * process holds are skipped), clears their time and stores the notices, so that however many
 * processes run this, each reminder is sent once; one that was not committed is still due
 * after a restart. Someone who can no longer see the event (they left its church) is not
 * reminded. Returns how many were sent.
 */
export async function sendDueEventReminders({ db, tell, now }: Context): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = new Date(now()).toISOString();
    const message = inRecipientLanguage(sql`cr.user_id`, eventWords.startsAt(sql`e.title`, whenSql));
    const rows = await queryRows<StoredNoticeColumns & { event_id: number; occurrence_id: number; claimed: number }>(
      db,
      sql`with due as (
          select r.occurrence_id, r.user_id from event_rsvps r
          where r.remind_at <= ${at}::timestamptz
          order by r.remind_at limit ${BATCH} for update skip locked
        ), claimed as (
          update event_rsvps r set remind_at = null from due
          where r.occurrence_id = due.occurrence_id and r.user_id = due.user_id
          returning r.occurrence_id, r.user_id
        ), stored as (
          insert into notifications (user_id, actor_id, type, title, message, event_id, occurrence_id)
          select cr.user_id, null, 'event_reminder', e.title, ${message}, e.id, o.id
          from claimed cr join event_occurrences o on o.id = cr.occurrence_id join events e on e.id = o.event_id
          where not o.cancelled and e.cancelled_at is null and o.starts_at > ${at}::timestamptz - interval '1 hour'
            and ${seesEvent(sql`cr.user_id`, sql`e`)}
          returning id, user_id, title, message, created_at, event_id, occurrence_id
        )
        select stored.*, (select count(*)::int from claimed) as claimed from stored`,
    );
    // Each stored row says how many the batch claimed. A batch that stored none (each for an
    // event since cancelled or hidden) ends this round; the next picks up whatever is left.
    const claimed = rows[0]?.claimed ?? 0;
    for (const row of rows) {
      const [notice] = storedNotices(
        { actorId: null, type: "event_reminder", title: "", message: "", eventId: row.event_id, occurrenceId: row.occurrence_id },
        [row],
      );
      if (notice) tell.notice(notice);
    }
    sent += rows.length;
    if (claimed < BATCH) return sent;
  }
}

export function startEventReminders(context: Context, everyMs: number): BackgroundTask {
  return startBackgroundTask(
    async () => {
      await sendDueEventReminders(context);
    },
    { name: "event_reminders", everyMs, log: context.log, failure: "event reminders failed; will retry" },
  );
}
