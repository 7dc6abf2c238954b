import { sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { conflict, invalid } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import type { NotificationRow } from "../../db/schema";
import { findManagedEvent } from "../../policies/event";
import { type StoredNoticeColumns, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { findUserById } from "../people/users";
import { displayName } from "../../../contract/display-name";
import { eventWords, whenText } from "./event-words";
import { rescheduleReminders } from "./event-reminders";
import { storedTimes } from "./events";
import { floating, instantIn } from "./recurrence";
import { type ViewerAndOccurrence, lockOccurrence, settlePlaces } from "./rsvps";

/**
 * An organiser moves one occurrence (new start and end in the event's zone) or cancels it, or
 * takes the cancellation back, leaving the others as they are. Everyone who answered it is
 * told; reminders follow the new time. One already over is not changed (409).
 */
export async function changeOccurrence(
  { db, now, tell }: Context,
  ask: ViewerAndOccurrence,
  change: { startsAt?: string; endsAt?: string; cancelled?: boolean },
): Promise<void> {
  const { notices, people } = await db.transaction(async (tx) => {
    await findManagedEvent(tx, ask);
    const { event, occurrence } = await lockOccurrence(tx, ask);
    const at = new Date(now()).toISOString();
    if (event.cancelledAt) throw conflict("This event is cancelled");
    if (new Date(occurrence.endsAt).toISOString() <= at) throw conflict("This event is over");
    const notices: NotificationRow[] = [];
    let when = whenText({ startsLocal: occurrence.startsLocal, allDay: event.allDay, timeZone: event.timeZone });
    if (change.startsAt !== undefined && change.endsAt !== undefined) {
      const dates = change.startsAt.length === 10 && change.endsAt.length === 10;
      if (dates !== event.allDay)
        throw invalid(event.allDay ? "An all-day event has dates, such as 2026-12-24" : "Start and end need a time, such as 2026-12-06T10:00");
      const times = storedTimes({ startsAt: change.startsAt, endsAt: change.endsAt, allDay: event.allDay });
      if (times.endsLocal <= times.startsLocal) throw invalid("The end must come after the start");
      const startsAt = instantIn(floating(times.startsLocal), event.timeZone);
      const endsAt = instantIn(floating(times.endsLocal), event.timeZone);
      await tx.execute(sql`update event_occurrences set starts_local = ${times.startsLocal}::timestamp, ends_local = ${times.endsLocal}::timestamp,
          starts_at = ${startsAt.toISOString()}::timestamptz, ends_at = ${endsAt.toISOString()}::timestamptz, moved = true
        where id = ${occurrence.id}::int`);
      when = whenText({ startsLocal: times.startsLocal, allDay: event.allDay, timeZone: event.timeZone });
      notices.push(...(await tellThem(tx, ask, event.title, eventWords.newTime(event.title, when))));
    }
    if (change.cancelled !== undefined && change.cancelled !== occurrence.cancelled) {
      await tx.execute(sql`update event_occurrences set cancelled = ${change.cancelled} where id = ${occurrence.id}::int`);
      const words = change.cancelled ? eventWords.cancelledOn(event.title, when) : eventWords.restoredOn(event.title, when);
      notices.push(...(await tellThem(tx, ask, event.title, words)));
      // Back on: anyone still waiting may take a place freed meanwhile.
      if (!change.cancelled) notices.push(...(await settlePlaces(tx, { event, occurrence: { ...occurrence, cancelled: false } }, at)));
    }
    await rescheduleReminders(tx, [occurrence.id], at);
    const people = await queryRows<{ user_id: number }>(tx, sql`select user_id from event_rsvps where occurrence_id = ${occurrence.id}::int`);
    return { notices, people: people.map((p) => p.user_id) };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([...people, ask.viewerId], { kind: "event", eventId: ask.eventId });
}

/** Everyone who answered the occurrence, told of a change to it. */
async function tellThem(tx: Db, ask: ViewerAndOccurrence, title: string, message: ReturnType<typeof eventWords.newTime>) {
  const notice = { actorId: ask.viewerId, type: "event_changed" as const, eventId: ask.eventId, occurrenceId: ask.occurrenceId, title, message };
  const rows = await queryRows<StoredNoticeColumns>(
    tx,
    notifyEachStatement({ ...notice, recipients: sql`select user_id from event_rsvps where occurrence_id = ${ask.occurrenceId}::int` }),
  );
  return storedNotices(notice, rows);
}

/**
 * An organiser writes to everyone going to one occurrence (with a place or waiting for one):
 * each gets a notice, mailed or pushed as they chose. Returns how many were told.
 */
export async function messageGoing({ db, tell }: Context, ask: ViewerAndOccurrence, message: string): Promise<number> {
  const notices = await db.transaction(async (tx) => {
    const { event } = await findManagedEvent(tx, ask);
    const { occurrence } = await lockOccurrence(tx, ask);
    const organiser = await findUserById(tx, ask.viewerId);
    const notice = {
      actorId: ask.viewerId,
      type: "event_message" as const,
      eventId: event.id,
      occurrenceId: occurrence.id,
      title: eventWords.wordFrom(event.title, displayName(organiser)),
      message,
    };
    const rows = await queryRows<StoredNoticeColumns>(
      tx,
      notifyEachStatement({
        ...notice,
        recipients: sql`select user_id from event_rsvps where occurrence_id = ${occurrence.id}::int and answer = 'going'`,
      }),
    );
    return storedNotices(notice, rows);
  });
  for (const notice of notices) tell.notice(notice);
  return notices.length;
}
