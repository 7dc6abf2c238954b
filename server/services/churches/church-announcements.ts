import type { VerseRef } from "../../../contract/verse-refs";
import { versesIn } from "../bible/verses-written";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_PAGE_SIZE, PINNED_SHOWN } from "../../../contract/limits";
import type { Context } from "../../core/context";
import { notFound } from "../../core/errors";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { type ChurchAnnouncementRow, type PublicUserRow, announcementDismissals, churchAnnouncements, churches, users } from "../../db/schema";
import { publicUserRow } from "../people/users";
import { publicUserColumnsOf } from "../people/user-fields";
import { type ViewerAndChurch, announcementShownTo, churchIsUp, findLeaderChurch, findMemberChurch } from "../../policies/church";
import { personShownTo } from "../../policies/person";
import { type StoredNoticeColumns, excerpt, notifyEachStatement, storedNotices } from "../notifications/notifications";

/** An announcement with its church, and its author where the reader is shown them. */
export type AnnouncementEntry = {
  announcement: ChurchAnnouncementRow;
  church: { id: number; slug: string; name: string };
  author: PublicUserRow | null;
  pinned: boolean;
};

type NewAnnouncement = { title: string; body: string; pinDays: number };

/**
 * A leader's announcement to the whole church: stored, and in the same transaction a notice to
 * every member (one statement, however many they are; never to the author, nor across a block
 * with them), each then mailed or pushed as its member chose. Members' open home pages are told.
 */
export async function postAnnouncement({ db, tell }: Context, ask: ViewerAndChurch, { title, body, pinDays }: NewAnnouncement) {
  const verses = versesIn(body);
  const { entry, notices, members } = await db.transaction(async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "update");
    const [announcement] = await tx
      .insert(churchAnnouncements)
      .values({
        churchId: church.id,
        authorId: ask.viewerId,
        title,
        body,
        verses,
        pinnedUntil: sql`now() + make_interval(days => ${pinDays}::int)`,
      })
      .returning();
    const notice = {
      actorId: ask.viewerId,
      type: "church_announcement" as const,
      churchId: church.id,
      announcementId: announcement!.id,
      title: `${church.name}: ${title}`,
      message: excerpt(body, 140),
    };
    const rows = await queryRows<StoredNoticeColumns>(
      tx,
      notifyEachStatement({ ...notice, recipients: sql`select user_id from church_members where church_id = ${church.id}` }),
    );
    const members = await queryRows<{ user_id: number }>(tx, sql`select user_id from church_members where church_id = ${church.id}`);
    const author = await tx.select().from(users).where(eq(users.id, ask.viewerId));
    const entry: AnnouncementEntry = {
      announcement: announcement!,
      church: { id: church.id, slug: church.slug, name: church.name },
      author: author[0] ?? null,
      pinned: true,
    };
    return { entry, notices: storedNotices(notice, rows), members: members.map((m) => m.user_id) };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed(members, { kind: "church", churchId: entry.church.id });
  return entry;
}

const author = alias(users, "author");

/** Announcements as `viewerId` reads them: with their church and, where shown to the reader, their author. */
function readAnnouncements(db: Db, viewerId: number) {
  return db
    .select({
      announcement: churchAnnouncements,
      church: { id: churches.id, slug: churches.slug, name: churches.name },
      author,
      authorShown: personShownTo({ viewerId, personId: sql`${churchAnnouncements.authorId}` }),
      pinned: sql<boolean>`${churchAnnouncements.pinnedUntil} > now()`,
    })
    .from(churchAnnouncements)
    .innerJoin(churches, eq(churches.id, churchAnnouncements.churchId))
    .leftJoin(author, eq(author.id, churchAnnouncements.authorId))
    .$dynamic();
}

const entries = (rows: Awaited<ReturnType<ReturnType<typeof readAnnouncements>["execute"]>>): AnnouncementEntry[] =>
  rows.map(({ authorShown, author, ...rest }) => ({ ...rest, author: authorShown ? author : null }));

/** A church's announcements, newest first, a page at a time (`before`: the last id shown): for its members. */
export async function listAnnouncements(db: Db, ask: ViewerAndChurch, before?: number): Promise<AnnouncementEntry[]> {
  const { church } = await findMemberChurch(db, ask);
  const rows = await readAnnouncements(db, ask.viewerId)
    .where(and(eq(churchAnnouncements.churchId, church.id), before === undefined ? undefined : lt(churchAnnouncements.id, before)))
    .orderBy(desc(churchAnnouncements.id))
    .limit(MAX_PAGE_SIZE);
  return entries(rows);
}

type PinnedRow = UserColumns & {
  id: number;
  church_id: number;
  author_id: number | null;
  title: string;
  body: string;
  verses: VerseRef[] | null;
  pinned_until: Date | string;
  created_at: Date | string;
  slug: string;
  church_name: string;
  author_shown: boolean;
};

/**
 * What the member's home page pins above the feed: the announcements of their churches still
 * pinned and not put away, newest first. Every home page asks for it: one statement, sent by
 * name so each connection plans it once.
 */
export async function pinnedAnnouncements(db: Db, userId: number): Promise<AnnouncementEntry[]> {
  const rows = await queryRows<PinnedRow>(
    db,
    sql`select a.id, a.church_id, a.author_id, a.title, a.body, a.verses, a.pinned_until, a.created_at,
        churches.slug, churches.name as church_name, ${publicUserColumnsOf(sql`au`)},
        ${personShownTo({ viewerId: userId, personId: sql`a.author_id` })} as author_shown
      from church_announcements a
      join churches on churches.id = a.church_id
      left join users au on au.id = a.author_id
      where a.church_id in (select m.church_id from church_members m where m.user_id = ${userId}::int)
        and ${churchIsUp} and a.pinned_until > now()
        and not exists (select 1 from announcement_dismissals d where d.announcement_id = a.id and d.user_id = ${userId}::int)
      order by a.id desc limit ${PINNED_SHOWN}`,
  );
  return rows.map((r) => ({
    announcement: {
      id: r.id,
      churchId: r.church_id,
      authorId: r.author_id,
      title: r.title,
      body: r.body,
      verses: r.verses,
      pinnedUntil: new Date(r.pinned_until),
      createdAt: new Date(r.created_at),
    },
    church: { id: r.church_id, slug: r.slug, name: r.church_name },
    author: r.author_id !== null && r.author_shown ? publicUserRow(r.author_id, r) : null,
    pinned: true,
  }));
}

/** The member puts a pinned announcement away: it leaves their home page (it stays on the church's). */
export async function dismissAnnouncement(db: Db, { userId, announcementId }: { userId: number; announcementId: number }): Promise<void> {
  const [row] = await queryRows<{ shown: boolean }>(
    db,
    sql`select ${announcementShownTo({ viewerId: userId, announcementId: sql`${announcementId}::int` })} as shown`,
  );
  if (!row?.shown) throw notFound("Announcement not found");
  await db.insert(announcementDismissals).values({ announcementId, userId }).onConflictDoNothing();
}

/** A leader takes an announcement down: it leaves every page, and its notices go with it. */
export async function deleteAnnouncement({ db, tell }: Context, ask: ViewerAndChurch & { announcementId: number }): Promise<void> {
  const { churchId, told } = await db.transaction(async (tx) => {
    const { church } = await findLeaderChurch(tx, ask);
    const gone = await tx
      .delete(churchAnnouncements)
      .where(and(eq(churchAnnouncements.id, ask.announcementId), eq(churchAnnouncements.churchId, church.id)))
      .returning({ id: churchAnnouncements.id });
    if (!gone.length) throw notFound("Announcement not found");
    const told = await queryRows<{ user_id: number }>(tx, sql`select user_id from church_members where church_id = ${church.id}`);
    return { churchId: church.id, told: told.map((m) => m.user_id) };
  });
  tell.changed(told, { kind: "church", churchId });
  tell.changed(told, { kind: "notices-read" });
}
