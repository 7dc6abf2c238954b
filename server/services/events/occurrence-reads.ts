import { type SQL, sql } from "drizzle-orm";
import type { EventAudience, RsvpAnswer } from "../../../contract/events";
import { type Db, queryRows } from "../../db/client";
import { seesEvent } from "../../policies/event";

/** One occurrence as lists and pages show it: with its event's details, its place and the viewer's answer. */
export type OccurrenceEntry = {
  id: number;
  eventId: number;
  title: string;
  churchId: number | null;
  churchSlug: string | null;
  churchName: string | null;
  groupId: number | null;
  groupName: string | null;
  audience: EventAudience | null;
  allDay: boolean;
  startsAt: Date | string;
  endsAt: Date | string;
  startsLocal: string;
  endsLocal: string;
  timeZone: string;
  place: string | null;
  onlineUrl: string | null;
  moved: boolean;
  cancelled: boolean;
  goingCount: number;
  capacity: number | null;
  myAnswer: RsvpAnswer | null;
  myGuests: number | null;
  myWaitlisted: boolean | null;
  /** What `rank` worked out, when asked (a search's score). */
  rank?: number;
};

/** What a list shows of each occurrence `o` of event `e`, with its church, group and the viewer's answer. */
const shown = (
  viewerId: number,
  rank?: SQL,
) => sql`o.id, o.event_id as "eventId", e.title, e.church_id as "churchId", c.slug as "churchSlug", c.name as "churchName",
    e.group_id as "groupId", g.name as "groupName", e.audience, e.all_day as "allDay", o.starts_at as "startsAt", o.ends_at as "endsAt",
    to_char(o.starts_local, 'YYYY-MM-DD"T"HH24:MI') as "startsLocal", to_char(o.ends_local, 'YYYY-MM-DD"T"HH24:MI') as "endsLocal",
    e.time_zone as "timeZone", e.place, e.online_url as "onlineUrl", o.moved, (o.cancelled or e.cancelled_at is not null) as cancelled,
    o.going_count as "goingCount", e.capacity, r.answer as "myAnswer", r.guests as "myGuests", r.waitlisted as "myWaitlisted"${rank ? sql`, ${rank} as rank` : sql``}
  from event_occurrences o
  join events e on e.id = o.event_id
  left join churches c on c.id = e.church_id
  left join groups g on g.id = e.group_id
  left join event_rsvps r on r.occurrence_id = o.id and r.user_id = ${viewerId}::int`;

/**
 * The occurrences (`o`, of events `e`) that `where` picks and the viewer may see, in `order`,
 * at most `limit`: every list of occurrences reads them through here or readAmong, so each
 * asks the same rule (seesEvent).
 */
export function readOccurrences(db: Db, viewerId: number, { where, order, limit, rank }: { where: SQL; order?: SQL; limit: number; rank?: SQL }) {
  return queryRows<OccurrenceEntry>(
    db,
    sql`select ${shown(viewerId, rank)}
      where (${where}) and ${seesEvent(viewerId, sql`e`)}
      order by ${order ?? sql`o.starts_at, o.id`}
      limit ${limit}::int`,
  );
}

/**
 * The occurrences `found` names (a query of their ids) that the viewer may see, by start, at
 * most `limit`. Each is found first, on its own (a fenced CTE: the planner cannot fold it into
 * the rest), and the rule is asked once per event among them, not per occurrence: a month of
 * a busy member's calendar holds a few hundred occurrences of some hundred events, among the
 * thousands of events their churches and groups hold.
 */
export function readAmong(db: Db, viewerId: number, found: SQL, limit: number) {
  return queryRows<OccurrenceEntry>(db, amongStatement(viewerId, found, limit));
}

/** readAmong's one statement. */
export const amongStatement = (viewerId: number, found: SQL, limit: number): SQL =>
  sql`with found as materialized (${found}),
      visible as materialized (
        select e.id from events e
        where e.id in (select distinct fo.event_id from event_occurrences fo where fo.id in (select id from found))
          and ${seesEvent(viewerId, sql`e`)}
      )
      select ${shown(viewerId)}
      where o.id in (select id from found) and e.id in (select id from visible)
      order by o.starts_at, o.id
      limit ${limit}::int`;

/** A place in a list by start: "<startsAt ISO>_<id>" of the last one shown. */
export function afterPlace(after: string | undefined): SQL {
  if (!after) return sql`true`;
  const [at, id] = after.split("_");
  return sql`(o.starts_at, o.id) > (${at}::timestamptz, ${Number(id)}::int)`;
}
