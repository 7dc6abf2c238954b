import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { type LocalTime, type Planned, floating, horizonAt, localOf, plan } from "./recurrence";

/** What the occurrences are worked out from: the event's first gathering, its repeat and zone. */
export type Schedule = { id: number; startsLocal: LocalTime; endsLocal: LocalTime; recurrence: string | null; timeZone: string };

/** Writes `planned` as occurrences of event `eventId`, in one statement. */
async function insertOccurrences(tx: Db, eventId: number, planned: Planned[]): Promise<void> {
  if (planned.length === 0) return;
  const column = (pick: (p: Planned) => string) => sql`${sql.param(planned.map(pick))}::text[]`;
  await tx.execute(sql`insert into event_occurrences (event_id, original_start, starts_local, ends_local, starts_at, ends_at)
    select ${eventId}::int, o::timestamp, s::timestamp, e::timestamp, sa::timestamptz, ea::timestamptz
    from unnest(${column((p) => p.originalStart)}, ${column((p) => p.startsLocal)}, ${column((p) => p.endsLocal)},
      ${column((p) => p.startsAt.toISOString())}, ${column((p) => p.endsAt.toISOString())}) as t(o, s, e, sa, ea)`);
}

/** How far the occurrences of a schedule are written out at `now`: a single gathering, to its end. */
const untilFor = (schedule: Schedule, now: number): Date =>
  schedule.recurrence ? horizonAt(now, schedule.timeZone) : floating(schedule.endsLocal);

/** A new event's occurrences, from its first through the horizon. Returns how many there are. */
export async function writeOccurrences(tx: Db, schedule: Schedule, now: number): Promise<number> {
  const until = untilFor(schedule, now);
  const planned = plan(schedule, { after: null, until });
  await insertOccurrences(tx, schedule.id, planned);
  await tx.execute(sql`update events set occurrences_until = ${localOf(until)}::timestamp where id = ${schedule.id}::int`);
  return planned.length;
}

/**
 * After a change of time or repeat: the occurrences still to come are laid out again. Those
 * begun keep their times and stand for the repeat's first ones, in order (a meeting under way
 * when its time changes is that day's, and the new time does not add another that day); the
 * repeat's later ones still to come take the place of the old in order (the first to come is
 * still the first, with its answers), moved and cancelled ones included; any old ones left
 * over go, and any new ones more are added. Returns the ids kept (their times changed) and
 * those removed, for their people to be told.
 */
export async function relayOccurrences(tx: Db, schedule: Schedule, now: number): Promise<{ kept: number[]; removed: number[] }> {
  const at = new Date(now).toISOString();
  const coming = await queryRows<{ id: number }>(
    tx,
    sql`select id from event_occurrences where event_id = ${schedule.id}::int and starts_at > ${at}::timestamptz order by starts_at, id`,
  );
  const [{ begun } = { begun: 0 }] = await queryRows<{ begun: number }>(
    tx,
    sql`select count(*)::int as begun from event_occurrences where event_id = ${schedule.id}::int and starts_at <= ${at}::timestamptz`,
  );
  const until = untilFor(schedule, now);
  const planned = plan(schedule, { after: null, until, skip: begun }).filter((p) => p.startsAt.getTime() > now);
  const kept = coming.slice(0, planned.length).map((o) => o.id);
  if (kept.length > 0) {
    const pairs = planned.slice(0, kept.length);
    const column = (pick: (p: Planned) => string) => sql`${sql.param(pairs.map(pick))}::text[]`;
    await tx.execute(sql`update event_occurrences o set original_start = t.o::timestamp, starts_local = t.s::timestamp,
        ends_local = t.e::timestamp, starts_at = t.sa::timestamptz, ends_at = t.ea::timestamptz, moved = false, cancelled = false
      from unnest(${sql.param(kept)}::int[], ${column((p) => p.originalStart)}, ${column((p) => p.startsLocal)}, ${column((p) => p.endsLocal)},
        ${column((p) => p.startsAt.toISOString())}, ${column((p) => p.endsAt.toISOString())}) as t(id, o, s, e, sa, ea)
      where o.id = t.id`);
  }
  const removed = coming.slice(planned.length).map((o) => o.id);
  await insertOccurrences(tx, schedule.id, planned.slice(kept.length));
  await tx.execute(sql`update events set occurrences_until = ${localOf(until)}::timestamp where id = ${schedule.id}::int`);
  return { kept, removed };
}

/**
 * Writes a repeating event's occurrences on to the horizon at `now`, from after the last one
 * written (the event's row is held). Returns how many were added.
 */
export async function extendOccurrences(tx: Db, schedule: Schedule & { occurrencesUntil: LocalTime }, now: number): Promise<number> {
  if (!schedule.recurrence) return 0;
  const until = horizonAt(now, schedule.timeZone);
  const planned = plan(schedule, { after: floating(schedule.occurrencesUntil), until });
  await insertOccurrences(tx, schedule.id, planned);
  await tx.execute(sql`update events set occurrences_until = ${localOf(until)}::timestamp where id = ${schedule.id}::int`);
  return planned.length;
}
