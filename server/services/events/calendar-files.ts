import { randomBytes } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import ical, { ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { EventSettings } from "../../../contract/events";
import { type Db, cachedRead, queryRows } from "../../db/client";
import { type ViewerAndEvent, findVisibleEvent, seesEvent } from "../../policies/event";
import { getEventReminder } from "./event-reminders";
import { calendarEventIds, calendarShows } from "./calendars";
import type { Schedule } from "./occurrences";
import { calendarRule, floating, instantIn, plan } from "./recurrence";

// Calendar files (RFC 5545): one event's, and each member's private feed, which calendar apps
// (Google Calendar, Apple Calendar, Thunderbird) subscribe to and read again now and then.
// A repeating event is written as it is kept: its first time in its own zone with its RRULE,
// and each occurrence moved or cancelled as an override with its RECURRENCE-ID, so that the
// app works out the same days (across daylight-saving changes) as the site does.

type Written = {
  id: number;
  title: string;
  description: string | null;
  place: string | null;
  online_url: string | null;
  time_zone: string;
  all_day: boolean;
  starts_local: string;
  ends_local: string;
  recurrence: string | null;
  cancelled: boolean;
  created_at: Date | string;
  /** When its time or repeat last changed, as a wall-clock time in its zone; null if never. */
  relaid: string | null;
  occurrences_until: string;
  /** Its gatherings moved or cancelled, and those from before a change of time or repeat, in order. */
  overrides: { id: number; original: string; starts: string; ends: string; cancelled: boolean; before: boolean }[] | null;
};

// Times are handed to ical-generator as they are kept, wall-clock times ("floating"), and the
// event's TZID is written beside them after (withZones): having the library place each time in
// its zone first (TZDate) took 25 times as long, 129 ms against 5 ms for a feed of 1,354 events.

/** The events `where` picks (a condition on `e`), with their moved and cancelled occurrences. */
function readWritten(db: Db, where: SQL): Promise<Written[]> {
  return queryRows<Written>(db, writtenStatement(where));
}

/** readWritten's one statement. */
export function writtenStatement(where: SQL): SQL {
  const local = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`);
  return sql`select e.id, e.title, e.description, e.place, e.online_url, e.time_zone, e.all_day, ${local("e.starts_local")} as starts_local,
        ${local("e.ends_local")} as ends_local, e.recurrence, e.cancelled_at is not null as cancelled, e.created_at,
        ${local("e.relaid_at at time zone e.time_zone")} as relaid, ${local("e.occurrences_until")} as occurrences_until,
        (select json_agg(json_build_object('id', x.id, 'original', ${local("x.original_start")}, 'starts', ${local("x.starts_local")},
            'ends', ${local("x.ends_local")}, 'cancelled', x.cancelled, 'before', coalesce(x.starts_at <= e.relaid_at, false))
            order by x.starts_at, x.id)
          from (select * from event_occurrences m where m.event_id = e.id and (m.moved or m.cancelled)
            union
            select * from event_occurrences b where e.relaid_at is not null and b.event_id = e.id and b.starts_at <= e.relaid_at) x) as overrides
      from events e where ${where}
      order by e.id`;
}

function calendarOf(name: string, rows: Written[], publicUrl: string): string {
  const calendar = ical({ name, prodId: { company: "Koinonia", product: "Events", language: "EN" } });
  const host = new URL(publicUrl || "http://localhost").host;
  for (const row of rows) {
    const base = {
      id: `event-${row.id}@${host}`,
      summary: row.title,
      description: row.description ?? undefined,
      location: row.place ?? (row.online_url?.startsWith("/") ? `${publicUrl}${row.online_url}` : (row.online_url ?? undefined)),
      url: `${publicUrl}/events/${row.id}`,
      floating: !row.all_day,
      allDay: row.all_day,
      created: new Date(row.created_at),
      stamp: new Date(row.created_at),
    };
    const at = (local: string) => (row.all_day ? local.slice(0, 10) : floating(local));
    calendar.createEvent({
      ...base,
      start: at(row.starts_local),
      end: at(row.ends_local),
      repeating: row.recurrence ? calendarRule(row.recurrence, row.time_zone, row.all_day) : null,
      status: row.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    if (!row.recurrence) continue;
    const status = (cancelled: boolean) => (row.cancelled || cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED);
    const overrides = row.overrides ?? [];
    // Gatherings begun before a change of time or repeat kept their times, and stand for the
    // repeat's first ones, in order (as relayOccurrences lays them out): each overrides the
    // repeat's own at its place, or is written on its own past the repeat's end. The repeat's
    // later ones that had already passed when it changed were never held: they are cancelled.
    const before = overrides.filter((o) => o.before);
    if (row.relaid) {
      const changedAt = instantIn(floating(row.relaid), row.time_zone);
      const ruled = plan(schedule(row), { after: null, until: floating(row.occurrences_until) });
      for (const [i, o] of before.entries()) {
        const instance = ruled[i];
        const times = { ...base, start: at(o.starts), end: at(o.ends), status: status(o.cancelled) };
        if (instance) calendar.createEvent({ ...times, recurrenceId: at(instance.originalStart) });
        else calendar.createEvent({ ...times, id: `event-${row.id}-${o.id}@${host}` });
      }
      for (const instance of ruled.slice(before.length).filter((r) => r.startsAt <= changedAt))
        calendar.createEvent({
          ...base,
          start: at(instance.startsLocal),
          end: at(instance.endsLocal),
          recurrenceId: at(instance.originalStart),
          status: status(true),
        });
    }
    for (const o of overrides.filter((o) => !o.before))
      calendar.createEvent({ ...base, start: at(o.starts), end: at(o.ends), recurrenceId: at(o.original), status: status(o.cancelled) });
  }
  return withZones(calendar.toString(), rows);
}

const schedule = (row: Written): Schedule => ({
  id: row.id,
  startsLocal: row.starts_local,
  endsLocal: row.ends_local,
  recurrence: row.recurrence,
  timeZone: row.time_zone,
});

/**
 * The calendar's text with each timed event's zone: TZID beside its start, end and
 * RECURRENCE-ID (written as wall-clock times), and the VTIMEZONE of every zone used, as the
 * library's current data has its rules (it follows the IANA database: Brazil without summer
 * time since 2019, Mexico since 2022). Each VEVENT is known by its UID, "event-<id>...".
 */
function withZones(text: string, rows: Written[]): string {
  const zoneOf = new Map(rows.filter((r) => !r.all_day).map((r) => [String(r.id), r.time_zone]));
  const zoned = text.replace(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g, (block) => {
    const id = /^UID:event-(\d+)[-@]/m.exec(block)?.[1];
    const zone = id ? zoneOf.get(id) : undefined;
    return zone ? block.replace(/^(DTSTART|DTEND|RECURRENCE-ID):(\d{8}T\d{6})\r$/gm, `$1;TZID=${zone}:$2\r`) : block;
  });
  const zones = [...new Set(zoneOf.values())].map((zone) => tzlib_get_ical_block(zone)[0]).filter(Boolean);
  if (zones.length === 0) return zoned;
  const at = zoned.search(/BEGIN:VEVENT\r\n|END:VCALENDAR/);
  return `${zoned.slice(0, at)}${zones.map((z) => `${z!.replace(/\r?\n/g, "\r\n")}\r\n`).join("")}${zoned.slice(at)}`;
}

/**
 * ical-generator writes every RECURRENCE-ID as a date-time; an all-day series names its days
 * as dates (DTSTART;VALUE=DATE), and a calendar app matches an override only in the same form.
 */
const allDayRecurrenceIds = (text: string): string =>
  text.replace(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g, (block) =>
    block.includes("DTSTART;VALUE=DATE:") ? block.replace(/^RECURRENCE-ID:(\d{8})T\d{6}Z?\r$/m, "RECURRENCE-ID;VALUE=DATE:$1\r") : block,
  );

/** One event as a calendar file, for whoever may see it (404 otherwise). */
export async function eventCalendarFile(db: Db, ask: ViewerAndEvent, publicUrl: string): Promise<{ title: string; text: string }> {
  const { event } = await findVisibleEvent(db, ask);
  const rows = await readWritten(db, sql`e.id = ${event.id}::int`);
  return { title: event.title, text: allDayRecurrenceIds(calendarOf(event.title, rows, publicUrl)) };
}

/**
 * A member's private calendar feed, by its secret: the events they answered and those of their
 * churches, groups and connections that they may still see, but for those over for 90 days.
 * Null when no feed has that secret. Calendar apps read it again every few minutes to hours,
 * most often finding nothing changed: the text written before is answered from the read cache,
 * for the day (by which the 90 days count), until anything on the calendar changes.
 */
export async function calendarFeed(db: Db, at: Date, token: string, publicUrl: string): Promise<string | null> {
  const [owner] = await queryRows<{ user_id: number }>(db, sql`select user_id from event_settings where calendar_token = ${token}`);
  if (!owner) return null;
  const viewerId = owner.user_id;
  const day = at.toISOString().slice(0, 10);
  const feed = await cachedRead(
    db,
    `calendar-feed:${viewerId}:${day}`,
    async () => {
      const [rows, shows] = await Promise.all([readWritten(db, feedEvents(viewerId, day)), calendarShows(db, viewerId)]);
      return { text: allDayRecurrenceIds(calendarOf("Koinonia", rows, publicUrl)), shows };
    },
    (written) => written.shows,
    (written) => written.text.length + written.shows.length * 16,
  );
  return feed.text;
}

/** The events in a member's feed on `day` (UTC): a condition on `e`. */
export const feedEvents = (viewerId: number, day: string): SQL =>
  sql`e.id in (${calendarEventIds(viewerId)}) and ${seesEvent(viewerId, sql`e`)}
    and exists (select 1 from event_occurrences f where f.event_id = e.id and f.ends_at > ${`${day}T00:00:00Z`}::timestamptz - interval '90 days')`;

const feedUrl = (publicUrl: string, token: string | null) => (token ? `${publicUrl}/api/calendar/${token}.ics` : null);

export async function eventSettings(db: Db, userId: number, publicUrl: string): Promise<EventSettings> {
  const [row] = await queryRows<{ calendar_token: string | null }>(
    db,
    sql`select calendar_token from event_settings where user_id = ${userId}::int`,
  );
  return { reminder: await getEventReminder(db, userId), calendarUrl: feedUrl(publicUrl, row?.calendar_token ?? null) };
}

/** A new secret address for the member's feed: any address before it stops working. */
export async function renewCalendarFeed(db: Db, userId: number): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  await db.execute(sql`insert into event_settings (user_id, calendar_token) values (${userId}::int, ${token})
    on conflict (user_id) do update set calendar_token = excluded.calendar_token`);
}

/** The member's feed stops working; calendars subscribed to it stop updating. */
export async function revokeCalendarFeed(db: Db, userId: number): Promise<void> {
  await db.execute(sql`update event_settings set calendar_token = null where user_id = ${userId}::int`);
}
