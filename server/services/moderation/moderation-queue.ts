import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ModerationState, ReportTarget } from "../../../contract/moderation";
import type { Clock } from "../../core/clock";
import { type Db, queryRows } from "../../db/client";
import {
  type AccountHoldRow,
  type ReportRow,
  type UserRow,
  accountHolds,
  comments,
  eventComments,
  events,
  groups,
  posts,
  reports,
  users,
} from "../../db/schema";
import { standingHold } from "../accounts/account-holds";
import { type LoggedAction, historiesOf } from "./moderation-log";
import type { TargetRef } from "./moderation-targets";

// The moderators' queue: open reports grouped by what they report, the most reported first
// (then the longest waiting), each with its target in context as moderators read it (held,
// removed or its author banned, all the same), and what the team knows of its subject.

/** How many targets the queue shows at once: acting on them brings the next ones up. */
const QUEUE_SIZE = 50;
/** How much of a subject's past the queue shows with each of their reports. */
const HISTORY_SIZE = 20;

/** A reported thing in context; `gone` once deleted (its other fields then empty). */
type TargetInContext = {
  ref: TargetRef;
  gone: boolean;
  subject: UserRow | null;
  content: string | null;
  imageUrl: string | null;
  postId: number | null;
  postContent: string | null;
  groupId: number | null;
  groupName: string | null;
  /** The event reported, or the one a reported comment is in. */
  eventId: number | null;
  eventTitle: string | null;
  moderation: ModerationState | null;
  createdAt: Date | null;
  /** A reported message and the few around it in its conversation (empty for anything else). */
  around: AroundMessage[];
};

/** A message shown beside a reported one. */
type AroundMessage = {
  id: number;
  author: UserRow | null;
  content: string | null;
  imageUrl: string | null;
  createdAt: Date;
  reported: boolean;
};

/** How many messages on either side of a reported one the moderators see: enough to judge it, never the conversation. */
const AROUND = 3;

export type QueueEntry = {
  target: TargetInContext;
  reports: { report: ReportRow; reporter: UserRow }[];
  history: LoggedAction[];
  reportsAgainstSubject: number;
  hold: AccountHoldRow | null;
};

/** What the queue shows of a target that exists, and whose it is. */
type Context = { subjectId: number | null; view: Omit<TargetInContext, "ref" | "gone" | "subject"> };
const key = (type: ReportTarget, id: number) => `${type}:${id}`;
const nothing = {
  around: [] as AroundMessage[],
  content: null,
  imageUrl: null,
  postId: null,
  postContent: null,
  groupId: null,
  groupName: null,
  eventId: null,
  eventTitle: null,
};
const goneView: Context["view"] = { ...nothing, moderation: null, createdAt: null, around: [] };

/** Each target of these refs that still exists, in context, by `key`. */
async function contexts(db: Db, refs: TargetRef[]): Promise<Map<string, Context>> {
  const ids = (type: ReportTarget) => refs.filter((r) => r.type === type).map((r) => r.id);
  const [postRows, commentRows, userRows, groupRows, eventRows, eventCommentRows] = await Promise.all([
    db
      .select({ post: posts, groupName: groups.name })
      .from(posts)
      .leftJoin(groups, eq(groups.id, posts.groupId))
      .where(inArray(posts.id, ids("post"))),
    db
      .select({ comment: comments, post: posts, groupName: groups.name })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(groups, eq(groups.id, posts.groupId))
      .where(inArray(comments.id, ids("comment"))),
    db
      .select()
      .from(users)
      .where(inArray(users.id, ids("user"))),
    db
      .select()
      .from(groups)
      .where(inArray(groups.id, ids("group"))),
    db
      .select()
      .from(events)
      .where(inArray(events.id, ids("event"))),
    db
      .select({ comment: eventComments, title: events.title })
      .from(eventComments)
      .innerJoin(events, eq(events.id, eventComments.eventId))
      .where(inArray(eventComments.id, ids("event_comment"))),
  ]);
  const found = new Map<string, Context>();
  for (const id of ids("message")) {
    const around = await messagesAround(db, id);
    const reported = around.find((m) => m.reported);
    if (!reported) continue;
    found.set(key("message", id), {
      subjectId: reported.author?.id ?? null,
      view: {
        ...nothing,
        content: reported.content,
        imageUrl: reported.imageUrl,
        moderation: reported.moderation,
        createdAt: reported.createdAt,
        around: around.map(({ moderation: _m, ...message }) => message),
      },
    });
  }
  for (const { post, groupName } of postRows) {
    found.set(key("post", post.id), {
      subjectId: post.authorId,
      view: {
        ...nothing,
        content: post.content,
        imageUrl: post.imageUrl,
        postId: post.id,
        groupId: post.groupId,
        groupName,
        moderation: post.moderation,
        createdAt: post.createdAt,
      },
    });
  }
  for (const { comment, post, groupName } of commentRows) {
    found.set(key("comment", comment.id), {
      subjectId: comment.authorId,
      view: {
        ...nothing,
        content: comment.content,
        postId: post.id,
        postContent: post.content,
        groupId: post.groupId,
        groupName,
        moderation: comment.moderation,
        createdAt: comment.createdAt,
      },
    });
  }
  for (const user of userRows) {
    found.set(key("user", user.id), { subjectId: user.id, view: { ...nothing, moderation: null, createdAt: user.createdAt } });
  }
  for (const group of groupRows) {
    found.set(key("group", group.id), {
      subjectId: group.createdBy,
      view: {
        ...nothing,
        content: group.description,
        groupId: group.id,
        groupName: group.name,
        moderation: group.moderation,
        createdAt: group.createdAt,
      },
    });
  }
  for (const event of eventRows) {
    found.set(key("event", event.id), {
      subjectId: event.createdBy,
      view: {
        ...nothing,
        content: event.description,
        eventId: event.id,
        eventTitle: event.title,
        moderation: event.moderation,
        createdAt: event.createdAt,
      },
    });
  }
  for (const { comment, title } of eventCommentRows) {
    found.set(key("event_comment", comment.id), {
      subjectId: comment.authorId,
      view: {
        ...nothing,
        content: comment.content,
        eventId: comment.eventId,
        eventTitle: title,
        moderation: comment.moderation,
        createdAt: comment.createdAt,
      },
    });
  }
  return found;
}

/** The queue, as moderators see it. */
export async function reportQueue(db: Db, now: Clock): Promise<QueueEntry[]> {
  const targets = await queryRows<{ target_type: ReportTarget; target_id: number }>(
    db,
    sql`select target_type, target_id from reports where resolved_at is null
      group by target_type, target_id
      order by count(*) desc, min(created_at), min(id)
      limit ${QUEUE_SIZE}`,
  );
  if (!targets.length) return [];
  const refs: TargetRef[] = targets.map((t) => ({ type: t.target_type, id: t.target_id }));

  const [found, open] = await Promise.all([
    contexts(db, refs),
    db
      .select({ report: reports, reporter: users })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(
        and(
          isNull(reports.resolvedAt),
          inArray(
            reports.targetId,
            refs.map((r) => r.id),
          ),
        ),
      )
      .orderBy(reports.id),
  ]);
  const reportsOf = (ref: TargetRef) => open.filter((o) => o.report.targetType === ref.type && o.report.targetId === ref.id);
  // A target deleted since: its reports still name whose it was.
  const subjectOf = (ref: TargetRef) =>
    found.get(key(ref.type, ref.id))?.subjectId ?? reportsOf(ref).find((o) => o.report.subjectId !== null)?.report.subjectId ?? null;
  const subjectIds = [...new Set(refs.map(subjectOf).filter((id): id is number => id !== null))];

  const [subjects, histories, counts, holds] = await Promise.all([
    db.select().from(users).where(inArray(users.id, subjectIds)),
    historiesOf(db, subjectIds, HISTORY_SIZE),
    db
      .select({ subjectId: reports.subjectId, n: sql<number>`count(*)::int` })
      .from(reports)
      .where(inArray(reports.subjectId, subjectIds))
      .groupBy(reports.subjectId),
    db.select().from(accountHolds).where(inArray(accountHolds.userId, subjectIds)),
  ]);

  return refs.map((ref) => {
    const context = found.get(key(ref.type, ref.id));
    const subjectId = subjectOf(ref);
    return {
      target: { ref, gone: !context, subject: subjects.find((u) => u.id === subjectId) ?? null, ...(context?.view ?? goneView) },
      reports: reportsOf(ref),
      history: subjectId === null ? [] : (histories.get(subjectId) ?? []),
      reportsAgainstSubject: counts.find((c) => c.subjectId === subjectId)?.n ?? 0,
      hold: standingHold(
        holds.find((h) => h.userId === subjectId),
        now,
      ),
    };
  });
}

/**
 * A reported message and up to AROUND messages on either side of it in its conversation, as
 * moderators read them (removed or deleted ones included, as they are); nothing further.
 */
async function messagesAround(db: Db, messageId: number): Promise<(AroundMessage & { moderation: ModerationState | null })[]> {
  const rows = await queryRows<{
    id: number;
    author_id: number | null;
    content: string | null;
    image_url: string | null;
    created_at: Date;
    moderation: ModerationState | null;
  }>(
    db,
    sql`with reported as (select id, conversation_id from messages where id = ${messageId}::int)
      select * from (
        (select m.id, m.author_id, m.content, m.image_url, m.created_at, m.moderation from messages m, reported r
          where m.conversation_id = r.conversation_id and m.id <= r.id order by m.id desc limit ${AROUND + 1})
        union all
        (select m.id, m.author_id, m.content, m.image_url, m.created_at, m.moderation from messages m, reported r
          where m.conversation_id = r.conversation_id and m.id > r.id order by m.id limit ${AROUND})
      ) x order by id`,
  );
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((id): id is number => id !== null))];
  const authors = authorIds.length ? await db.select().from(users).where(inArray(users.id, authorIds)) : [];
  return rows.map((r) => ({
    id: r.id,
    author: authors.find((a) => a.id === r.author_id) ?? null,
    content: r.content,
    imageUrl: r.image_url,
    createdAt: r.created_at,
    reported: r.id === messageId,
    moderation: r.moderation,
  }));
}
