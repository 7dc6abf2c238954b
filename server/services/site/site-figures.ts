import { sql } from "drizzle-orm";
import type { SiteFigures } from "../../../contract/admin";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";

// How the site is doing, for the team, in two statements however large it grows: counts of
// whole tables (members, images, the queues) and of the last week's rows. The seeded demo
// people are no one's members: they and what they wrote are left out.
//
// "Active this week": members seen in the last 7 days. A session's last_seen_at is the one
// record of a visit (touched every few minutes while in use); sessions kept in Redis, or ended
// by signing out, leave none in the database, so those who posted, commented or prayed in the
// week count too. With Redis, the figure is a floor: who wrote or prayed, and who signed in
// without Redis.
//
// The push queue: pushes leave each app process as soon as their notices are taken, and wait in
// no table; notices wait in notice_mails until they are taken to be mailed and pushed, which is
// the queue counted.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

type Totals = { members: number; active: number; bytes: number; images: number; mail: number; push: number };
type Day = { day: string; posts: number; prayers: number };

/** The site's figures now; the days are calendar days in `timeZone`, the last 7, today last. */
export async function siteFigures(db: Db, now: Clock, timeZone = "UTC"): Promise<SiteFigures> {
  const at = new Date(now());
  const weekAgo = new Date(at.getTime() - WEEK_DAYS * DAY_MS).toISOString();
  const [totals] = await queryRows<Totals>(
    db,
    sql`select (select count(*)::int from users where not is_demo) as members,
        (select count(*)::int from (
            select user_id from sessions where last_seen_at > ${weekAgo}::timestamptz
            union select author_id from posts where created_at > ${weekAgo}::timestamptz
            union select author_id from comments where created_at > ${weekAgo}::timestamptz
            union select user_id from interactions where created_at > ${weekAgo}::timestamptz
          ) seen join users u on u.id = seen.user_id and not u.is_demo) as active,
        -- Images stored before their size was kept have none: they count as 0 bytes.
        (select coalesce(sum(bytes), 0)::float8 from objects) as bytes,
        (select count(*)::int from objects) as images,
        (select count(*)::int from mail_outbox) as mail,
        (select count(*)::int from notice_mails) as push`,
  );
  const zone = sql`${timeZone}::text`;
  const days = await queryRows<Day>(
    db,
    sql`with today as (select (${at.toISOString()}::timestamptz at time zone ${zone})::date as d),
        days as (select today.d - n as day from today, generate_series(${WEEK_DAYS - 1}::int, 0, -1) n),
        since as (select ((select d from today) - ${WEEK_DAYS - 1}::int)::timestamp at time zone ${zone} as at_),
        written as (
          select (p.created_at at time zone ${zone})::date as day, count(*)::int as n
          from since, posts p join users u on u.id = p.author_id and not u.is_demo
          where p.created_at >= since.at_ group by 1),
        prayed as (
          select (i.created_at at time zone ${zone})::date as day, count(*)::int as n
          from since, interactions i join users u on u.id = i.user_id and not u.is_demo
          where i.type = 'prayer' and i.created_at >= since.at_ group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(written.n, 0) as posts, coalesce(prayed.n, 0) as prayers
      from days left join written using (day) left join prayed using (day)
      order by days.day`,
  );
  const t = totals!;
  return {
    members: t.members,
    activeThisWeek: t.active,
    days,
    storage: { bytes: t.bytes, images: t.images },
    queues: { mail: t.mail, push: t.push },
  };
}
