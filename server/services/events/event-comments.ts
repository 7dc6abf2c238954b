import { versesIn, versesParam } from "../bible/verses-written";
import { sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { notFound } from "../../core/errors";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import type { EventCommentRow, PublicUserRow } from "../../db/schema";
import {
  type ViewerAndEvent,
  assertMayDeleteEventComment,
  eventCommentShownTo,
  findVisibleEvent,
  findVisibleEventComment,
  seesEvent,
} from "../../policies/event";
import { mailMessages, params } from "../../mail/i18n";
import { type StoredNoticeColumns, excerpt, notifyStatement, storedNotice } from "../notifications/notifications";
import { publicUserColumnsOf } from "../people/user-fields";
import { findUserById, publicUserRow } from "../people/users";
import { displayName } from "../../../contract/display-name";

/** Comments a discussion shows, the newest of them. */
const SHOWN = 200;

const words = mailMessages("notices/event-comment", {
  title: params<{ title: string }>("New comment on {title}"),
  message: params<{ name: string; excerpt: string }>('{name} commented: "{excerpt}"'),
});

export type EventCommentEntry = { comment: EventCommentRow; author: PublicUserRow; canDelete: boolean };

/** The discussion of an event the viewer sees (404 otherwise), oldest first: its newest SHOWN comments. */
export async function listEventComments(db: Db, ask: ViewerAndEvent): Promise<EventCommentEntry[]> {
  const { manages } = await findVisibleEvent(db, ask);
  const rows = await queryRows<EventCommentRow & UserColumns>(
    db,
    sql`select * from (select c.id, c.event_id as "eventId", c.author_id as "authorId", c.content, c.verses, c.moderation, c.created_at as "createdAt",
        ${publicUserColumnsOf(sql`u`)}
      from event_comments c join users u on u.id = c.author_id
      where c.event_id = ${ask.eventId}::int and ${eventCommentShownTo(ask.viewerId, sql`c`)}
      order by c.id desc limit ${SHOWN}) newest order by id`,
  );
  return rows.map((row) => ({
    comment: {
      id: row.id,
      eventId: row.eventId,
      authorId: row.authorId,
      content: row.content,
      verses: row.verses,
      moderation: row.moderation,
      createdAt: row.createdAt,
    },
    author: publicUserRow(row.authorId, row),
    canDelete: manages || row.authorId === ask.viewerId,
  }));
}

/** Anyone who sees the event writes in its discussion; its organiser is told (in their language). */
export async function addEventComment({ db, tell }: Context, ask: ViewerAndEvent, content: string): Promise<EventCommentEntry> {
  const verses = versesIn(content);
  const { entry, notice } = await db.transaction(async (tx) => {
    const { event } = await findVisibleEvent(tx, ask);
    const [row] = await queryRows<{ id: number; created_at: Date }>(
      tx,
      sql`insert into event_comments (event_id, author_id, content, verses)
        values (${event.id}::int, ${ask.viewerId}::int, ${content}, ${versesParam(verses)}) returning id, created_at`,
    );
    const author = (await findUserById(tx, ask.viewerId))!;
    const draft = {
      userId: event.createdBy ?? 0,
      actorId: ask.viewerId,
      type: "event_comment" as const,
      eventId: event.id,
      title: (l: Parameters<typeof words>[0]) => words(l).title({ title: event.title }),
      message: (l: Parameters<typeof words>[0]) => words(l).message({ name: displayName(author), excerpt: excerpt(content) }),
    };
    // The organiser is told only while they still see their event (a group's they left, say).
    const seen = sql`exists (select 1 from events e where e.id = ${event.id}::int and ${seesEvent(event.createdBy ?? 0, sql`e`)})`;
    const [stored] = event.createdBy === null ? [] : await queryRows<StoredNoticeColumns>(tx, notifyStatement(draft, seen));
    const comment: EventCommentRow = {
      id: row!.id,
      eventId: event.id,
      authorId: ask.viewerId,
      content,
      verses,
      moderation: null,
      createdAt: row!.created_at,
    };
    return { entry: { comment, author, canDelete: true }, notice: storedNotice(draft, stored) };
  });
  tell.notice(notice);
  tell.changed([ask.viewerId, ...(notice ? [notice.userId] : [])], { kind: "event", eventId: ask.eventId });
  return entry;
}

/** Its author, or an organiser of its event, deletes a comment. */
export async function deleteEventComment({ db, tell }: Context, ask: ViewerAndEvent & { commentId: number }): Promise<void> {
  const comment = await findVisibleEventComment(db, ask);
  if (comment.eventId !== ask.eventId) throw notFound("Comment not found");
  assertMayDeleteEventComment(comment, ask.viewerId);
  await db.execute(sql`delete from event_comments where id = ${comment.id}::int`);
  tell.changed([ask.viewerId, comment.authorId], { kind: "event", eventId: comment.eventId });
}
