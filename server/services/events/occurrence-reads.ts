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

/**
 * The occurrences (`o`, of events `e`) that `where` picks and the viewer may see, in `order`,
 * at most `limit`: every list of occurrences reads them through here, so each asks the same
 * rule (seesEvent).
 */
export function readOccurrences(db: Db, viewerId: number, { where, order, limit, rank }: { where: SQL; order?: SQL; limit: number; rank?: SQL }) {
  return queryRows<OccurrenceEntry>(
    db,
    sql`select o.id, o.event_id as "eventId", e.title, e.church_id as "churchId", c.slug as "churchSlug", c.name as "churchName",
        e.group_id as "groupId", g.name as "groupName", e.audience, e.all_day as "allDay", o.starts_at as "startsAt", o.ends_at as "endsAt",
        to_char(o.starts_local, 'YYYY-MM-DD"T"HH24:MI') as "startsLocal", to_char(o.ends_local, 'YYYY-MM-DD"T"HH24:MI') as "endsLocal",
        e.time_zone as "timeZone", e.place, e.online_url as "onlineUrl", o.moved, (o.cancelled or e.cancelled_at is not null) as cancelled,
        o.going_count as "goingCount", e.capacity, r.answer as "myAnswer", r.guests as "myGuests", r.waitlisted as "myWaitlisted"${rank ? sql`, ${rank} as rank` : sql``}
      from event_occurrences o
      join events e on e.id = o.event_id
      left join churches c on c.id = e.church_id
      left join groups g on g.id = e.group_id
      left join event_rsvps r on r.occurrence_id = o.id and r.user_id = ${viewerId}::int
      where (${where}) and ${seesEvent(viewerId, sql`e`)}
      order by ${order ?? sql`o.starts_at, o.id`}
      limit ${limit}::int`,
  );
}

/** A place in a list by start: "<startsAt ISO>_<id>" of the last one shown. */
export function afterPlace(after: string | undefined): SQL {
  if (!after) return sql`true`;
  const [at, id] = after.split("_");
  return sql`(o.starts_at, o.id) > (${at}::timestamptz, ${Number(id)}::int)`;
}
