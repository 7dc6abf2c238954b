import { type SQL, sql } from "drizzle-orm";
import type { EventHostBody } from "../../contract/events";
import { forbidden, notFound } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import type { EventCommentRow, EventRow } from "../db/schema";
import { findLeaderChurch, leadsChurch } from "./church";
import { type Someone, asId, connectedTo } from "./connection";
import { adminOf, findMemberGroup, seesGroup } from "./group";
import { writingShownTo } from "./person";

// Who may see and do what with an event:
// - a church's event is seen by anyone signed in when its leaders made it public, else by the
//   church's members, while the church is up; only its leaders make one;
// - a group's event is seen by whoever sees the group (a private group's, by its members); any
//   member makes one;
// - a member's own event is seen by their connections; anyone makes one;
// - as for posts, a block either way hides an organiser's events, a banned organiser's are gone,
//   and one held or removed by a moderator is seen by its organiser alone;
// - its organisers (who made it; a church's leaders for a church's, a group's admins for a
//   group's) change it, move or cancel its occurrences, write to those going and see who
//   cannot come and who waits; anyone who sees it answers it and sees who is coming;
// - anyone who sees it writes in its discussion; its organisers take down what is written there,
//   as a group's admins do in their group;
// - reminders, notices, calendars and calendar feeds show only what the person still sees.

/** A condition on an events row (`event`: its table name or alias): its place admits `viewerId`. */
const hostAdmits = (viewerId: Someone, event: SQL): SQL => sql`(case
    when ${event}.church_id is not null then exists (select 1 from churches ec where ec.id = ${event}.church_id and ec.moderation is null
      and (${event}.audience = 'public' or exists (select 1 from church_members ecm where ecm.church_id = ec.id and ecm.user_id = ${asId(viewerId)})))
    when ${event}.group_id is not null then ${seesGroup({ viewerId, groupId: sql`${event}.group_id` })}
    else ${event}.created_by = ${asId(viewerId)} or ${connectedTo(viewerId, sql`${event}.created_by`)}
  end)`;

/** A condition on an events row (`event`): `viewerId` may see it. Every path that shows an event asks it. */
export const seesEvent = (viewerId: Someone, event: SQL): SQL =>
  sql<boolean>`(${hostAdmits(viewerId, event)} and ${writingShownTo({
    viewerId,
    // A church's or group's event outlives its organiser's account.
    authorId: sql`coalesce(${event}.created_by, 0)`,
    moderation: sql`${event}.moderation`,
  })})`;

/** A condition on an events row (`event`): `viewerId` organises it. */
const organises = (viewerId: Someone, event: SQL): SQL => sql<boolean>`(${event}.created_by = ${asId(viewerId)}
  or (${event}.church_id is not null and ${leadsChurch({ userId: viewerId, churchId: sql`${event}.church_id` })})
  or (${event}.group_id is not null and ${adminOf({ userId: asId(viewerId), groupId: sql`${event}.group_id` })}))`;

/** Whoever asks (the viewer) and the event they ask about. */
export type ViewerAndEvent = { viewerId: number; eventId: number };

export type EventAccess = { event: EventRow; manages: boolean };

/**
 * The event and whether the viewer organises it, if they may see it; a 404 otherwise. With
 * `lock`, its row is held for update: every change to its occurrences and answers takes turns.
 */
export async function findVisibleEvent(db: Db, { viewerId, eventId }: ViewerAndEvent, lock?: "update"): Promise<EventAccess> {
  const [found] = await queryRows<{ id: number; visible: boolean; manages: boolean }>(
    db,
    sql`select e.id, ${seesEvent(viewerId, sql`e`)} as visible, ${organises(viewerId, sql`e`)} as manages
      from events e where e.id = ${eventId}::int ${lock ? sql`for update of e` : sql``}`,
  );
  if (!found?.visible) throw notFound("Event not found");
  const [event] = await queryRows<EventRow>(db, sql`select ${eventColumns} from events e where e.id = ${eventId}::int`);
  return { event: event!, manages: found.manages };
}

/** The event, if the viewer organises it: a 404 when they may not see it, a 403 when they may but do not organise it. */
export async function findManagedEvent(db: Db, ask: ViewerAndEvent, lock?: "update"): Promise<EventAccess> {
  const access = await findVisibleEvent(db, ask, lock);
  if (!access.manages) throw forbidden("Only the event's organisers can do that");
  return access;
}

/**
 * Whether the viewer may make an event in this place: a church's leaders, a group's members,
 * anyone for their own. The church or group is held (key share) until the event is written.
 */
export async function assertMayHost(db: Db, viewerId: number, host: EventHostBody): Promise<void> {
  if (host.kind === "church") await findLeaderChurch(db, { viewerId, church: host.churchId }, "key share");
  else if (host.kind === "group") await findMemberGroup(db, { viewerId, groupId: host.groupId }, "key share");
}

/** An events row's columns as Drizzle names them, for reads written in SQL. */
export const eventColumns = sql.raw(`e.id, e.church_id as "churchId", e.group_id as "groupId", e.created_by as "createdBy", e.audience,
  e.title, e.description, e.cover_url as "coverUrl", e.time_zone as "timeZone", e.all_day as "allDay",
  to_char(e.starts_local, 'YYYY-MM-DD"T"HH24:MI:SS') as "startsLocal", to_char(e.ends_local, 'YYYY-MM-DD"T"HH24:MI:SS') as "endsLocal",
  e.recurrence, to_char(e.occurrences_until, 'YYYY-MM-DD"T"HH24:MI:SS') as "occurrencesUntil", e.place, e.online_url as "onlineUrl",
  e.capacity, e.cancelled_at as "cancelledAt", e.relaid_at as "relaidAt", e.moderation, e.created_at as "createdAt"`);

/** Whoever asks (the viewer) and the comment of an event's discussion they ask about. */
export type ViewerAndEventComment = { viewerId: number; commentId: number };

/**
 * A condition on an event_comments row (`comment`) of an event the viewer sees: they see the
 * comment as far as its author and moderation go (./person).
 */
export const eventCommentShownTo = (viewerId: Someone, comment: SQL): SQL =>
  writingShownTo({ viewerId, authorId: sql`${comment}.author_id`, moderation: sql`${comment}.moderation` });

/** The comment, if the viewer sees it and its event; a 404 otherwise. */
export async function findVisibleEventComment(
  db: Db,
  { viewerId, commentId }: ViewerAndEventComment,
): Promise<EventCommentRow & { manages: boolean }> {
  const [found] = await queryRows<EventCommentRow & { manages: boolean }>(
    db,
    sql`select c.id, c.event_id as "eventId", c.author_id as "authorId", c.content, c.moderation, c.created_at as "createdAt",
        ${organises(viewerId, sql`e`)} as manages
      from event_comments c join events e on e.id = c.event_id
      where c.id = ${commentId}::int and ${seesEvent(viewerId, sql`e`)} and ${eventCommentShownTo(viewerId, sql`c`)}`,
  );
  if (!found) throw notFound("Comment not found");
  return found;
}

/** A comment its author, or an organiser of its event, may delete (403 for anyone else who sees it). */
export function assertMayDeleteEventComment(comment: EventCommentRow & { manages: boolean }, viewerId: number): void {
  if (comment.authorId !== viewerId && !comment.manages) throw forbidden("You can only delete your own comments");
}
