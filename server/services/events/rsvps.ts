import { sql } from "drizzle-orm";
import type { RsvpAnswer } from "../../../contract/events";
import type { Context } from "../../core/context";
import { conflict, forbidden, notFound } from "../../core/errors";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { type EventAccess, type ViewerAndEvent, eventColumns, findVisibleEvent } from "../../policies/event";
import { personShownTo } from "../../policies/person";
import { type StoredNoticeColumns, notifyStatement, storedNotice } from "../notifications/notifications";
import { publicUserColumnsOf } from "../people/user-fields";
import { publicUserRow } from "../people/users";
import { eventWords, whenText } from "./event-words";
import { remindAtSql } from "./event-reminders";

export type ViewerAndOccurrence = ViewerAndEvent & { occurrenceId: number };

/** What settlePlaces needs of an occurrence `o` it holds, as a select list. */
export const heldColumns = sql`o.id, to_char(o.starts_local, 'YYYY-MM-DD"T"HH24:MI') as "startsLocal", o.starts_at as "startsAt",
  o.ends_at as "endsAt", o.cancelled, o.going_count as "goingCount"`;

export type OccurrenceLocked = {
  id: number;
  startsLocal: string;
  startsAt: Date | string;
  endsAt: Date | string;
  cancelled: boolean;
  goingCount: number;
};

/**
 * The event (if the viewer sees it) and its occurrence, whose row is held until the write
 * commits: answers to one occurrence take turns, so its capacity is never passed.
 */
export async function lockOccurrence(tx: Db, ask: ViewerAndOccurrence): Promise<EventAccess & { occurrence: OccurrenceLocked }> {
  const access = await findVisibleEvent(tx, ask);
  const [occurrence] = await queryRows<OccurrenceLocked>(
    tx,
    sql`select ${heldColumns} from event_occurrences o
      where o.id = ${ask.occurrenceId}::int and o.event_id = ${ask.eventId}::int for update`,
  );
  if (!occurrence) throw notFound("Event not found");
  return { ...access, occurrence };
}

type Rsvp = { answer: RsvpAnswer; guests: number; waitlisted: boolean };

/** How many places an answer takes: the person and their guests, when going with a place. */
const placesOf = (rsvp: Rsvp | undefined) => (rsvp && rsvp.answer === "going" && !rsvp.waitlisted ? 1 + rsvp.guests : 0);

/**
 * The viewer answers one occurrence. Going to a full one puts them on its waiting list, in
 * the order they answered; one who already has a place keeps it, and may bring more guests
 * only as far as places are left (409). Places given up go to the waiting list at once.
 * Answers are for occurrences still to come (or under way), and not cancelled (409).
 */
export async function answer(
  context: Context,
  ask: ViewerAndOccurrence,
  { answer, guests }: { answer: RsvpAnswer; guests: number },
): Promise<void> {
  const { db, tell, now } = context;
  const at = new Date(now()).toISOString();
  const notices = await db.transaction(async (tx) => {
    const { event, occurrence } = await lockOccurrence(tx, ask);
    if (event.cancelledAt || occurrence.cancelled) throw conflict("This event is cancelled");
    if (new Date(occurrence.endsAt).getTime() <= now()) throw conflict("This event is over");
    const [before] = await queryRows<Rsvp>(
      tx,
      sql`select answer, guests, waitlisted from event_rsvps where occurrence_id = ${occurrence.id}::int and user_id = ${ask.viewerId}::int`,
    );
    const bringing = answer === "no" ? 0 : guests;
    const othersTaking = occurrence.goingCount - placesOf(before);
    let waitlisted = false;
    if (answer === "going" && event.capacity !== null && othersTaking + 1 + bringing > event.capacity) {
      if (placesOf(before) > 0) throw conflict(placesLeftMessage(event.capacity - othersTaking));
      waitlisted = true;
    }
    const rsvp: Rsvp = { answer, guests: bringing, waitlisted };
    // A new answer, or a new place on the waiting list, takes its turn from now.
    const keepsTurn = before && before.answer === answer && before.waitlisted === waitlisted;
    await tx.execute(sql`insert into event_rsvps (occurrence_id, user_id, answer, guests, waitlisted, answered_at, remind_at)
      values (${occurrence.id}::int, ${ask.viewerId}::int, ${answer}, ${bringing}::int, ${waitlisted}, ${at}::timestamptz,
        ${answer === "no" || waitlisted ? null : remindAtSql(sql`${ask.viewerId}::int`, sql`${new Date(occurrence.startsAt).toISOString()}::timestamptz`, at)})
      on conflict (occurrence_id, user_id) do update set answer = excluded.answer, guests = excluded.guests, waitlisted = excluded.waitlisted,
        remind_at = excluded.remind_at ${keepsTurn ? sql`` : sql`, answered_at = excluded.answered_at`}`);
    const goingCount = othersTaking + placesOf(rsvp);
    return settlePlaces(tx, { event, occurrence: { ...occurrence, goingCount } }, at);
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([ask.viewerId], { kind: "event", eventId: ask.eventId });
}

/** The viewer takes back their answer; a place they had goes to the waiting list. */
export async function withdraw(context: Context, ask: ViewerAndOccurrence): Promise<void> {
  const { db, tell, now } = context;
  const at = new Date(now()).toISOString();
  const notices = await db.transaction(async (tx) => {
    const { event, occurrence } = await lockOccurrence(tx, ask);
    const [before] = await queryRows<Rsvp>(
      tx,
      sql`delete from event_rsvps where occurrence_id = ${occurrence.id}::int and user_id = ${ask.viewerId}::int returning answer, guests, waitlisted`,
    );
    return settlePlaces(tx, { event, occurrence: { ...occurrence, goingCount: occurrence.goingCount - placesOf(before) } }, at);
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([ask.viewerId], { kind: "event", eventId: ask.eventId });
}

const placesLeftMessage = (left: number) => (left === 1 ? "Only 1 place is left" : `Only ${Math.max(0, left)} places are left`);

/**
 * Stores the occurrence's count of places taken (`goingCount`, worked out by the caller under
 * the row's lock) and moves people up from the waiting list while places are free, in the
 * order they answered: one whose party does not fit yet keeps their turn, and a smaller party
 * after them may go first. Each moved up is told. Returns the notices, to send once committed.
 */
export async function settlePlaces(
  tx: Db,
  { event, occurrence }: { event: EventAccess["event"]; occurrence: OccurrenceLocked },
  at: string,
): Promise<NotificationRow[]> {
  let taken = occurrence.goingCount;
  const notices: NotificationRow[] = [];
  const live = !event.cancelledAt && !occurrence.cancelled && new Date(occurrence.endsAt).toISOString() > at;
  if (live && (event.capacity === null || taken < event.capacity)) {
    const waiting = await queryRows<{ user_id: number; guests: number }>(
      tx,
      sql`select user_id, guests from event_rsvps where occurrence_id = ${occurrence.id}::int and waitlisted
        order by answered_at, user_id for update`,
    );
    for (const person of waiting) {
      if (event.capacity !== null && taken + 1 + person.guests > event.capacity) continue;
      taken += 1 + person.guests;
      await tx.execute(sql`update event_rsvps set waitlisted = false,
          remind_at = ${remindAtSql(sql`${person.user_id}::int`, sql`${new Date(occurrence.startsAt).toISOString()}::timestamptz`, at)}
        where occurrence_id = ${occurrence.id}::int and user_id = ${person.user_id}::int`);
      const draft = {
        userId: person.user_id,
        actorId: null,
        type: "event_moved_up" as const,
        title: eventWords.placeTitle(event.title),
        message: eventWords.placeOpened(whenText({ startsLocal: occurrence.startsLocal, allDay: event.allDay, timeZone: event.timeZone })),
        eventId: event.id,
        occurrenceId: occurrence.id,
      };
      const [row] = await queryRows<StoredNoticeColumns>(tx, notifyStatement(draft, sql`true`));
      const notice = storedNotice(draft, row);
      if (notice) notices.push(notice);
    }
  }
  await tx.execute(sql`update event_occurrences set going_count = ${taken}::int where id = ${occurrence.id}::int`);
  return notices;
}

export type AttendeeFilter = RsvpAnswer | "waitlist";

/**
 * Who answered one occurrence, and how many answered what. Anyone who sees the event sees who
 * is going and who may; its organisers also who cannot come and who waits for a place (403
 * for anyone else). People hidden from the viewer are left out of the list, not the counts.
 */
export async function attendees(db: Db, ask: ViewerAndOccurrence, filter: AttendeeFilter) {
  const { manages } = await findVisibleEvent(db, ask);
  const [exists] = await queryRows(
    db,
    sql`select 1 from event_occurrences where id = ${ask.occurrenceId}::int and event_id = ${ask.eventId}::int`,
  );
  if (!exists) throw notFound("Event not found");
  if ((filter === "no" || filter === "waitlist") && !manages) throw forbidden("Only the event's organisers can see that");
  const [counts] = await queryRows<{ going: number; maybe: number; no: number; waitlist: number }>(
    db,
    sql`select count(*) filter (where answer = 'going' and not waitlisted)::int as going, count(*) filter (where answer = 'maybe')::int as maybe,
        count(*) filter (where answer = 'no')::int as no, count(*) filter (where waitlisted)::int as waitlist
      from event_rsvps r join event_occurrences o on o.id = r.occurrence_id
      where r.occurrence_id = ${ask.occurrenceId}::int and o.event_id = ${ask.eventId}::int`,
  );
  const which = filter === "waitlist" ? sql`r.waitlisted` : sql`r.answer = ${filter} and not r.waitlisted`;
  const people = await queryRows<UserColumns & { id: number; answer: RsvpAnswer; guests: number; waitlisted: boolean }>(
    db,
    sql`select u.id, ${publicUserColumnsOf(sql`u`)}, r.answer, r.guests, r.waitlisted
      from event_rsvps r join event_occurrences o on o.id = r.occurrence_id join users u on u.id = r.user_id
      where r.occurrence_id = ${ask.occurrenceId}::int and o.event_id = ${ask.eventId}::int and ${which}
        and ${personShownTo({ viewerId: ask.viewerId, personId: sql`u.id` })}
      order by r.answered_at, r.user_id limit 500`,
  );
  return {
    counts: counts ?? { going: 0, maybe: 0, no: 0, waitlist: 0 },
    people: people.map((row) => ({ user: publicUserRow(row.id, row), answer: row.answer, guests: row.guests, waitlisted: row.waitlisted })),
  };
}

/**
 * A member's account goes: their answers go, the places they had pass to those waiting (who
 * are told), and their own events go with everything in them. A church's or group's event they
 * organised stays, with its other organisers. Returns the notices, to send once committed.
 */
export async function leaveEveryEvent(tx: Db, userId: number, at: string): Promise<NotificationRow[]> {
  const held = await queryRows<OccurrenceLocked & { eventId: number; places: number }>(
    tx,
    sql`select ${heldColumns}, o.event_id as "eventId", 1 + r.guests as places
      from event_rsvps r join event_occurrences o on o.id = r.occurrence_id
      where r.user_id = ${userId}::int and r.answer = 'going' and not r.waitlisted and o.ends_at > ${at}::timestamptz
      order by o.id for update of o`,
  );
  await tx.execute(sql`delete from event_rsvps where user_id = ${userId}::int`);
  await tx.execute(sql`delete from events where church_id is null and group_id is null and created_by = ${userId}::int`);
  const notices: NotificationRow[] = [];
  for (const { eventId, places, ...occurrence } of held) {
    const [event] = await queryRows<EventAccess["event"]>(tx, sql`select ${eventColumns} from events e where e.id = ${eventId}::int`);
    if (!event) continue;
    notices.push(...(await settlePlaces(tx, { event, occurrence: { ...occurrence, goingCount: occurrence.goingCount - places } }, at)));
  }
  return notices;
}
