import { type SQL, sql } from "drizzle-orm";
import { MAX_CALENDAR_OCCURRENCES } from "../../../contract/limits";
import type { Clock } from "../../core/clock";
import { type Db, cachedRead, queryRows } from "../../db/client";
import { findVisibleChurch } from "../../policies/church";
import { connectedIdsSql } from "../../policies/connection";
import { findVisibleGroup } from "../../policies/group";
import { findVisiblePerson } from "../../policies/person";
import { instantIn, floating } from "./recurrence";
import { type OccurrenceEntry, afterPlace, readAmong, readOccurrences } from "./occurrence-reads";

/**
 * The events on a member's calendar, as a subquery of ids: those of their churches and groups,
 * their connections' and their own, and any they answered. (Which of them they may still see
 * is seesEvent's to say, asked of each by readOccurrences.)
 */
export const calendarEventIds = (viewerId: number): SQL => sql`
  select e.id from events e where e.church_id in (select church_id from church_members where user_id = ${viewerId}::int)
  union select e.id from events e where e.group_id in (select group_id from group_members where user_id = ${viewerId}::int)
  union select e.id from events e where e.church_id is null and e.group_id is null
    and e.created_by in (select ${viewerId}::int union all ${connectedIdsSql(viewerId)})
  union select ro.event_id from event_rsvps rr join event_occurrences ro on ro.id = rr.occurrence_id where rr.user_id = ${viewerId}::int`;

// Whatever the zone of the viewer and of an event, a wall-clock day lies within 26 hours of
// the same day in UTC: the index is read for the range widened so, and each occurrence then
// placed exactly (an all-day event by its own dates, which no zone shifts).
const SLACK = "26 hours";

/** A stretch of the viewer's calendar: its occurrences by start, and whether there were more. */
export type CalendarRange = { occurrences: OccurrenceEntry[]; truncated: boolean };

/**
 * A stretch of the viewer's calendar: the occurrences that overlap their days `from` to `to`
 * (not included) in their zone, by start, at most MAX_CALENDAR_OCCURRENCES (`truncated` when
 * there were more), as `render` writes it. A busy member's month is a few hundred occurrences
 * among the thousands of events of their churches and groups; asked again while nothing on it
 * changed (a reload, a month and back), the text written before is answered from the read cache.
 */
export function calendarPage(
  db: Db,
  viewerId: number,
  query: { from: string; to: string; timeZone: string },
  render: (range: CalendarRange) => string,
): Promise<string> {
  return cachedRead(
    db,
    `calendar:${viewerId}:${query.from}:${query.to}:${query.timeZone}`,
    async () => {
      const [range, shows] = await Promise.all([calendarRange(db, viewerId, query), calendarShows(db, viewerId)]);
      return { text: render(range), shows };
    },
    (page) => page.shows,
    (page) => page.text.length + page.shows.length * 16,
  ).then((page) => page.text);
}

async function calendarRange(
  db: Db,
  viewerId: number,
  { from, to, timeZone }: { from: string; to: string; timeZone: string },
): Promise<CalendarRange> {
  const rows = await readAmong(db, viewerId, calendarOccurrenceIds(viewerId, { from, to, timeZone }), MAX_CALENDAR_OCCURRENCES + 1);
  return { occurrences: rows.slice(0, MAX_CALENDAR_OCCURRENCES), truncated: rows.length > MAX_CALENDAR_OCCURRENCES };
}

/** The ids of the occurrences on the viewer's calendar that overlap their days `from` to `to`, as a subquery. */
export function calendarOccurrenceIds(viewerId: number, { from, to, timeZone }: { from: string; to: string; timeZone: string }): SQL {
  const start = instantIn(floating(from), timeZone).toISOString();
  const end = instantIn(floating(to), timeZone).toISOString();
  // Each event's occurrences are read by its own index range (event, start), behind a fence
  // (offset 0) that keeps the planner from scanning the whole month of every event on the site
  // instead: its estimate of how many events a member has is far below a busy member's.
  return sql`select o.id from (${calendarEventIds(viewerId)}) ids
    join events e on e.id = ids.id
    cross join lateral (select x.id, x.starts_at, x.ends_at, x.starts_local, x.ends_local from event_occurrences x
      where x.event_id = e.id and x.starts_at < ${end}::timestamptz + interval '${sql.raw(SLACK)}'
        and x.ends_at > ${start}::timestamptz - interval '${sql.raw(SLACK)}' offset 0) o
    where case when e.all_day then o.starts_local < ${to}::timestamp and o.ends_local > ${from}::timestamp
      else o.starts_at < ${end}::timestamptz and o.ends_at > ${start}::timestamptz end`;
}

/**
 * The read cache's keys of everything a member's calendar shows (see migration 0036): the
 * places whose events are on it (their churches and groups, themself and their connections,
 * and the place of each event they answered), their own memberships and answers (`m:`), and
 * their connections and blocks (`u:`). A write to any of them forgets the calendars kept.
 */
export async function calendarShows(db: Db, viewerId: number): Promise<string[]> {
  const [row] = await queryRows<{ places: string[] | null }>(db, calendarPlacesStatement(viewerId));
  return [`u:${viewerId}`, `m:${viewerId}`, ...(row?.places ?? [])];
}

/** The read cache's keys of the places whose events are on a member's calendar, as one statement. */
export const calendarPlacesStatement = (viewerId: number): SQL => sql`select array(
    select 'ec:' || church_id from church_members where user_id = ${viewerId}::int
    union select 'eg:' || group_id from group_members where user_id = ${viewerId}::int
    union select 'eu:' || p.id from (select ${viewerId}::int as id union all ${connectedIdsSql(viewerId)}) p
    union select case when e.church_id is not null then 'ec:' || e.church_id when e.group_id is not null then 'eg:' || e.group_id
        else 'eu:' || e.created_by end
      from event_rsvps r join event_occurrences o on o.id = r.occurrence_id join events e on e.id = o.event_id
      where r.user_id = ${viewerId}::int) as places`;

/** Where a list of upcoming occurrences comes from. */
export type UpcomingSource =
  | { kind: "mine" }
  | { kind: "church"; church: string }
  | { kind: "group"; groupId: number }
  | { kind: "member"; userId: number };

/**
 * The occurrences not yet over, by start, after the place `after`: on the viewer's calendar,
 * or a church's, a group's or a member's own (a 404 when the viewer may not see that place).
 */
export async function upcoming(
  db: Db,
  now: Clock,
  viewerId: number,
  source: UpcomingSource,
  { after, limit }: { after?: string; limit: number },
): Promise<OccurrenceEntry[]> {
  const at = new Date(now()).toISOString();
  const where = sql`o.ends_at > ${at}::timestamptz and ${afterPlace(after)} and ${await sourceCondition(db, viewerId, source)}`;
  return readOccurrences(db, viewerId, { where, limit });
}

async function sourceCondition(db: Db, viewerId: number, source: UpcomingSource): Promise<SQL> {
  switch (source.kind) {
    case "mine":
      return sql`o.event_id in (${calendarEventIds(viewerId)})`;
    case "church": {
      const { church } = await findVisibleChurch(db, { viewerId, church: source.church });
      return sql`e.church_id = ${church.id}::int`;
    }
    case "group":
      await findVisibleGroup(db, { viewerId, groupId: source.groupId });
      return sql`e.group_id = ${source.groupId}::int`;
    case "member":
      await findVisiblePerson(db, { viewerId, userId: source.userId });
      return sql`e.church_id is null and e.group_id is null and e.created_by = ${source.userId}::int`;
  }
}
