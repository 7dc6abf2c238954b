import { sql } from "drizzle-orm";
import type { Clock } from "../core/clock";
import { type Db, queryRows } from "../db/client";
import { reminderDue } from "../services/prayer/prayer-reminders";

/** One background task's waiting work: how many rows, and the age of the oldest (null when unknown or none). */
export type QueueDepth = { task: string; depth: number; oldestSeconds: number | null };

/**
 * Every background task's queue, read in one statement when metrics are scraped: each named
 * by the task (server/tasks.ts) that works through it. The ages count from when a row was
 * written (the post, the notice, the mail) or fell due (a suggestion list), as the app's clock
 * reads now; a prayer reminder's and a file removal's depth alone. A reminder counts when it
 * is due and its member's list holds anything: whether they still see what it holds is the
 * sender's question (the policy's SQL would cost a scrape some 70 ms of planning).
 */
export async function taskQueues(db: Db, now: Clock): Promise<QueueDepth[]> {
  const at = new Date(now()).toISOString();
  const age = (column: string) => sql.raw(`extract(epoch from max(now_ - ${column}))::float8`);
  return queryRows<QueueDepth>(
    db,
    sql`with clock as (select ${at}::timestamptz as now_)
      select 'feed_fanout' as task, count(*)::int as depth, ${age("p.created_at")} as "oldestSeconds"
        from clock, feed_fanouts f join posts p on p.id = f.post_id
      union all
      select 'mail_sender', count(*)::int, ${age("m.created_at")} from clock, mail_outbox m
      union all
      select 'notice_mailer', count(*)::int, ${age("n.created_at")}
        from clock, notice_mails q join notifications n on n.id = q.notification_id
      union all
      select 'suggestion_lists', count(*)::int, ${age("s.due_at")} from clock, suggestion_lists s where s.due_at <= now_
      union all
      select 'prayer_reminders', count(*)::int, null from prayer_reminders r
        where ${reminderDue(at)} and exists (select 1 from prayer_list l where l.user_id = r.user_id)
      union all
      select 'file_sweep', count(*)::int, null from clock, file_removals d where d.not_before is null or d.not_before <= now_`,
  );
}
