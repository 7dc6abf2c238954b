import { type SQL, sql } from "drizzle-orm";
import type { EventAudience, EventHostBody } from "../../../contract/events";
import { EVENT_PAGE } from "../../../contract/limits";
import type { Context } from "../../core/context";
import { conflict } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import type { EventRow, NotificationRow, PublicUserRow } from "../../db/schema";
import { type ViewerAndEvent, assertMayHost, findManagedEvent, findVisibleEvent } from "../../policies/event";
import { personShownTo } from "../../policies/person";
import { type ImageChange, replaceImage, withNewImages } from "../files/image-changes";
import { removeObjects } from "../files/objects";
import { type StoredNoticeColumns, type Words, notifyEachStatement, storedNotices } from "../notifications/notifications";
import { findUserById } from "../people/users";
import { type OccurrenceEntry, readOccurrences } from "./occurrence-reads";
import { type Schedule, relayOccurrences, writeOccurrences } from "./occurrences";
import { checkRecurrence, floating, localOf } from "./recurrence";
import { eventWords, whenText } from "./event-words";
import { rescheduleReminders } from "./event-reminders";
import { type OccurrenceLocked, heldColumns, settlePlaces } from "./rsvps";

/** What an organiser writes, times as the contract takes them (an all-day event's end is its last day). */
export type EventFields = {
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
  recurrence: string | null;
  place: string | null;
  onlineUrl: string | null;
  capacity: number | null;
};

/** An event's page: the event, its place, its organiser (when shown), and its next occurrences. */
export type EventPage = {
  event: EventRow;
  church: { id: number; slug: string; name: string } | null;
  group: { id: number; name: string } | null;
  organiser: PublicUserRow | null;
  manages: boolean;
  occurrences: OccurrenceEntry[];
};

const DAY_MS = 86_400_000;

/** The stored wall-clock times: an all-day event ends at the midnight after its last day. */
export function storedTimes({ startsAt, endsAt, allDay }: Pick<EventFields, "startsAt" | "endsAt" | "allDay">) {
  const endsLocal = allDay ? localOf(new Date(floating(endsAt).getTime() + DAY_MS)) : localOf(floating(endsAt));
  return { startsLocal: localOf(floating(startsAt)), endsLocal };
}

/** The times as the contract gives them back: an all-day event's dates, its last day included. */
export function writtenTimes({ startsLocal, endsLocal, allDay }: { startsLocal: string; endsLocal: string; allDay: boolean }) {
  if (!allDay) return { startsAt: startsLocal.slice(0, 16), endsAt: endsLocal.slice(0, 16) };
  return { startsAt: startsLocal.slice(0, 10), endsAt: localOf(new Date(floating(endsLocal).getTime() - DAY_MS)).slice(0, 10) };
}

const hostColumns = (host: EventHostBody): { churchId: number | null; groupId: number | null; audience: EventAudience | null } =>
  host.kind === "church"
    ? { churchId: host.churchId, groupId: null, audience: host.audience }
    : { churchId: null, groupId: host.kind === "group" ? host.groupId : null, audience: null };

/**
 * A new event, in a place the viewer may hold one (policies/event), with its occurrences to the
 * horizon and its cover, which belongs to the event. Returns its id.
 */
export async function createEvent(
  context: Context,
  viewerId: number,
  { host, coverUrl, ...fields }: EventFields & { host: EventHostBody; coverUrl?: string | null },
): Promise<number> {
  const { db, now } = context;
  const times = storedTimes(fields);
  if (fields.recurrence) checkRecurrence(fields.recurrence, times.startsLocal, fields.timeZone);
  return withNewImages(context, viewerId, { cover: { url: coverUrl, kind: "event_cover" } }, (images) =>
    db.transaction(async (tx) => {
      await assertMayHost(tx, viewerId, host);
      const { churchId, groupId, audience } = hostColumns(host);
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into events (church_id, group_id, created_by, audience, title, description, time_zone, all_day, starts_local, ends_local,
            recurrence, occurrences_until, place, online_url, capacity)
          values (${churchId}::int, ${groupId}::int, ${viewerId}::int, ${audience}, ${fields.title}, ${fields.description}, ${fields.timeZone},
            ${fields.allDay}, ${times.startsLocal}::timestamp, ${times.endsLocal}::timestamp, ${fields.recurrence}, ${times.endsLocal}::timestamp,
            ${fields.place}, ${fields.onlineUrl}, ${fields.capacity}::int)
          returning id`,
      );
      const id = row!.id;
      await writeOccurrences(tx, { id, ...times, recurrence: fields.recurrence, timeZone: fields.timeZone }, now());
      if (images.cover) {
        const { url } = await replaceImage(tx, null, images.cover, { kind: "event_cover", eventId: id });
        await tx.execute(sql`update events set cover_url = ${url} where id = ${id}::int`);
      }
      return id;
    }),
  );
}

/** The event's page for the viewer (404 when they may not see it). */
export async function eventPage(db: Db, now: number, ask: ViewerAndEvent): Promise<EventPage> {
  const { event, manages } = await findVisibleEvent(db, ask);
  const [place] = await queryRows<{ church_slug: string | null; church_name: string | null; group_name: string | null }>(
    db,
    sql`select c.slug as church_slug, c.name as church_name, g.name as group_name from events e
      left join churches c on c.id = e.church_id left join groups g on g.id = e.group_id where e.id = ${event.id}::int`,
  );
  const at = new Date(now).toISOString();
  let occurrences = await readOccurrences(db, ask.viewerId, {
    where: sql`o.event_id = ${event.id}::int and o.ends_at > ${at}::timestamptz`,
    limit: EVENT_PAGE,
  });
  // All passed: the last one, so the page still says when it was.
  if (occurrences.length === 0)
    occurrences = await readOccurrences(db, ask.viewerId, {
      where: sql`o.event_id = ${event.id}::int`,
      order: sql`o.starts_at desc, o.id desc`,
      limit: 1,
    });
  const organiserRow = event.createdBy === null ? undefined : await findUserById(db, event.createdBy);
  const organiser = organiserRow && (await shownTo(db, ask.viewerId, organiserRow.id)) ? organiserRow : null;
  return {
    event,
    church: event.churchId !== null && place?.church_slug ? { id: event.churchId, slug: place.church_slug, name: place.church_name! } : null,
    group: event.groupId !== null && place?.group_name ? { id: event.groupId, name: place.group_name } : null,
    organiser,
    manages,
    occurrences,
  };
}

async function shownTo(db: Db, viewerId: number, personId: number): Promise<boolean> {
  const [row] = await queryRows<{ shown: boolean }>(db, sql`select ${personShownTo({ viewerId, personId })} as shown`);
  return row?.shown ?? false;
}

/** Tells everyone who answered the occurrences `occurrenceIds` (each once), from `actorId`; returns the notices. */
async function tellAnswerers(
  tx: Db,
  {
    occurrenceIds,
    actorId,
    eventId,
    occurrenceId,
    title,
    message,
  }: {
    occurrenceIds: number[] | SQL;
    actorId: number;
    eventId: number | null;
    occurrenceId?: number | null;
    title: string | Words;
    message: string | Words;
  },
): Promise<NotificationRow[]> {
  const ids = Array.isArray(occurrenceIds) ? sql`${sql.param(occurrenceIds)}::int[]` : occurrenceIds;
  const notice = { actorId, type: "event_changed" as const, eventId, occurrenceId: occurrenceId ?? null, title, message };
  const rows = await queryRows<StoredNoticeColumns>(
    tx,
    notifyEachStatement({ ...notice, recipients: sql`select distinct user_id from event_rsvps where occurrence_id = any(${ids})` }),
  );
  return storedNotices(notice, rows);
}

/** The ids of the event's occurrences not yet begun at `at`. */
const comingIds = (eventId: number, at: string): SQL =>
  sql`array(select id from event_occurrences where event_id = ${eventId}::int and starts_at > ${at}::timestamptz)`;

type EventChanges = Partial<EventFields> & { audience?: EventAudience; coverUrl?: ImageChange };

/**
 * An organiser changes the event. A new time or repeat lays out again the occurrences to come
 * (their answers kept in order) and tells everyone who answered them; so does a new place. A
 * larger capacity moves people up from the waiting lists. A cancelled event is not changed (409).
 */
export async function updateEvent(context: Context, ask: ViewerAndEvent, { coverUrl, audience, ...changes }: EventChanges): Promise<void> {
  const { db, now, tell, storage } = context;
  // Refused before any upload is read: only an organiser's cover is worth the work.
  if (coverUrl) await findManagedEvent(db, ask);
  const { notices, replaced, people } = await withNewImages(context, ask.viewerId, { cover: { url: coverUrl, kind: "event_cover" } }, (images) =>
    db.transaction(async (tx) => {
      const { event } = await findManagedEvent(tx, ask, "update");
      if (event.cancelledAt) throw conflict("This event is cancelled");
      const at = new Date(now()).toISOString();
      const was = { ...writtenTimes(event), allDay: event.allDay, timeZone: event.timeZone, recurrence: event.recurrence };
      const next = {
        startsAt: changes.startsAt ?? was.startsAt,
        endsAt: changes.endsAt ?? was.endsAt,
        allDay: changes.allDay ?? was.allDay,
        timeZone: changes.timeZone ?? was.timeZone,
        recurrence: changes.recurrence === undefined ? was.recurrence : changes.recurrence,
      };
      const retimed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== was[k]);
      const times = storedTimes(next);
      if (retimed && next.recurrence) checkRecurrence(next.recurrence, times.startsLocal, next.timeZone);
      const title = changes.title ?? event.title;
      const cover =
        coverUrl === undefined ? null : await replaceImage(tx, event.coverUrl, images.cover, { kind: "event_cover", eventId: event.id });
      await tx.execute(sql`update events set title = ${title},
          description = ${changes.description === undefined ? event.description : changes.description},
          time_zone = ${next.timeZone}, all_day = ${next.allDay}, starts_local = ${times.startsLocal}::timestamp, ends_local = ${times.endsLocal}::timestamp,
          recurrence = ${next.recurrence}, place = ${changes.place === undefined ? event.place : changes.place},
          online_url = ${changes.onlineUrl === undefined ? event.onlineUrl : changes.onlineUrl},
          capacity = ${changes.capacity === undefined ? event.capacity : changes.capacity}::int,
          audience = ${event.churchId !== null && audience ? audience : event.audience},
          cover_url = ${cover ? cover.url : event.coverUrl}
        where id = ${event.id}::int`);
      const notices: NotificationRow[] = [];
      if (retimed) {
        const schedule: Schedule = { id: event.id, ...times, recurrence: next.recurrence, timeZone: next.timeZone };
        const before = await queryRows<{ ids: number[] }>(tx, sql`select ${comingIds(event.id, at)} as ids`);
        const { kept, removed } = await relayOccurrences(tx, schedule, now());
        await tx.execute(sql`update events set relaid_at = ${at}::timestamptz where id = ${event.id}::int`);
        await rescheduleReminders(tx, kept, at);
        const [first] = await queryRows<{ startsLocal: string }>(
          tx,
          sql`select to_char(starts_local, 'YYYY-MM-DD"T"HH24:MI') as "startsLocal" from event_occurrences
            where event_id = ${event.id}::int and starts_at > ${at}::timestamptz order by starts_at limit 1`,
        );
        const when = first ? whenText({ startsLocal: first.startsLocal, allDay: next.allDay, timeZone: next.timeZone }) : null;
        const told = await tellAnswerers(tx, {
          occurrenceIds: before[0]?.ids ?? [],
          actorId: ask.viewerId,
          eventId: event.id,
          title,
          message: when ? eventWords.newTime(title, when) : eventWords.cancelled(title),
        });
        notices.push(...told);
        if (removed.length) await tx.execute(sql`delete from event_occurrences where id = any(${sql.param(removed)}::int[])`);
      }
      const newPlace = changes.place !== undefined && changes.place !== event.place;
      const newLink = changes.onlineUrl !== undefined && changes.onlineUrl !== event.onlineUrl;
      if (newPlace || newLink) {
        const place = (changes.place ?? event.place) || (changes.onlineUrl ?? event.onlineUrl) || "";
        notices.push(
          ...(await tellAnswerers(tx, {
            occurrenceIds: comingIds(event.id, at),
            actorId: ask.viewerId,
            eventId: event.id,
            title,
            message: eventWords.newPlace(title, place),
          })),
        );
      }
      if (changes.capacity !== undefined && changes.capacity !== event.capacity) {
        const updated = { ...event, title, capacity: changes.capacity };
        for (const occurrence of await lockComing(tx, event.id, at))
          notices.push(...(await settlePlaces(tx, { event: updated, occurrence }, at)));
      }
      const people = await answerersOf(tx, event.id);
      return { notices, replaced: cover?.replaced ?? null, people };
    }),
  );
  for (const notice of notices) tell.notice(notice);
  tell.changed([...people, ask.viewerId], { kind: "event", eventId: ask.eventId });
  await removeObjects(storage, [replaced]);
}

/** The occurrences still to come, each held, as settlePlaces takes them. */
const lockComing = (tx: Db, eventId: number, at: string) =>
  queryRows<OccurrenceLocked>(
    tx,
    sql`select ${heldColumns} from event_occurrences o
      where o.event_id = ${eventId}::int and o.ends_at > ${at}::timestamptz order by o.starts_at for update`,
  );

/** Everyone who answered any occurrence of the event, for their open screens. */
const answerersOf = async (tx: Db, eventId: number): Promise<number[]> =>
  (
    await queryRows<{ user_id: number }>(
      tx,
      sql`select distinct r.user_id from event_rsvps r join event_occurrences o on o.id = r.occurrence_id where o.event_id = ${eventId}::int`,
    )
  ).map((r) => r.user_id);

/** An organiser cancels the whole event: it stays, marked cancelled; everyone who answered what was to come is told. */
export async function cancelEvent({ db, now, tell }: Context, ask: ViewerAndEvent): Promise<void> {
  const { notices, people } = await db.transaction(async (tx) => {
    const { event } = await findManagedEvent(tx, ask, "update");
    if (event.cancelledAt) throw conflict("This event is already cancelled");
    const at = new Date(now()).toISOString();
    await tx.execute(sql`update events set cancelled_at = ${at}::timestamptz where id = ${event.id}::int`);
    await tx.execute(sql`update event_rsvps r set remind_at = null from event_occurrences o
      where o.id = r.occurrence_id and o.event_id = ${event.id}::int and r.remind_at is not null`);
    const notices = await tellAnswerers(tx, {
      occurrenceIds: comingIds(event.id, at),
      actorId: ask.viewerId,
      eventId: event.id,
      title: event.title,
      message: eventWords.cancelled(event.title),
    });
    return { notices, people: await answerersOf(tx, event.id) };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([...people, ask.viewerId], { kind: "event", eventId: ask.eventId });
}

/**
 * An organiser deletes the event with its occurrences and answers. Whoever answered what was to
 * come is told it is cancelled (a notice that leads nowhere: the event is gone).
 */
export async function deleteEvent({ db, now, tell }: Context, ask: ViewerAndEvent): Promise<void> {
  const { notices, people } = await db.transaction(async (tx) => {
    const { event } = await findManagedEvent(tx, ask, "update");
    const at = new Date(now()).toISOString();
    const people = await answerersOf(tx, event.id);
    const notices = event.cancelledAt
      ? []
      : await tellAnswerers(tx, {
          occurrenceIds: comingIds(event.id, at),
          actorId: ask.viewerId,
          eventId: null,
          title: event.title,
          message: eventWords.cancelled(event.title),
        });
    await tx.execute(sql`delete from events where id = ${event.id}::int`);
    return { notices, people };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([...people, ask.viewerId], { kind: "event", eventId: ask.eventId });
}
