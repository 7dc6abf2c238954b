import { and, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ChurchRole } from "../../../contract/churches";
import { MAX_PAGE_SIZE } from "../../../contract/limits";
import { conflict } from "../../core/errors";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { type DevotionRow, type PublicUserRow, churches, devotions, users } from "../../db/schema";
import { type ViewerAndChurch, findLeaderChurch, findMemberChurch } from "../../policies/church";
import { devotionShownTo, findLeaderDevotion, findVisibleDevotion, roleInDevotionChurch } from "../../policies/devotion";
import { personShownTo } from "../../policies/person";
import { assertPassage } from "../bible/bible-library";
import { versesIn } from "../bible/verses-written";

/** A devotion with its church, its author where the reader is shown them, and the reader's role in its church. */
export type DevotionEntry = {
  devotion: DevotionRow;
  church: { id: number; slug: string; name: string };
  author: PublicUserRow | null;
  role: ChurchRole | null;
};

type NewDevotion = { day: string; title: string; passage: string; reflection: string; prayer: string };
type DevotionChange = Partial<NewDevotion>;

const SAME_DAY = "This church already has a devotion for that day";

/** A second devotion for a church's day is a 409, whichever of two writers came second. */
async function oneADay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SAME_DAY);
    throw err;
  }
}

const author = alias(users, "author");

/** Devotions as `viewerId` reads them, only those shown to them. */
function readDevotions(db: Db, viewerId: number) {
  return db
    .select({
      devotion: devotions,
      church: { id: churches.id, slug: churches.slug, name: churches.name },
      author,
      authorShown: personShownTo({ viewerId, personId: sql`${devotions.authorId}` }),
      role: roleInDevotionChurch(viewerId, sql`devotions`),
    })
    .from(devotions)
    .innerJoin(churches, eq(churches.id, devotions.churchId))
    .leftJoin(author, eq(author.id, devotions.authorId))
    .$dynamic();
}

const shown = (viewerId: number) => devotionShownTo(viewerId, sql`devotions`);

const entries = (rows: Awaited<ReturnType<ReturnType<typeof readDevotions>["execute"]>>): DevotionEntry[] =>
  rows.map(({ authorShown, author, role, ...rest }) => ({ ...rest, role: role as ChurchRole | null, author: authorShown ? author : null }));

async function readOne(db: Db, viewerId: number, devotionId: number): Promise<DevotionEntry> {
  const [entry] = entries(await readDevotions(db, viewerId).where(and(eq(devotions.id, devotionId), shown(viewerId))));
  return entry!;
}

/** A leader writes the church's devotion for a day: one a day. */
export async function createDevotion(db: Db, ask: ViewerAndChurch, body: NewDevotion): Promise<DevotionEntry> {
  assertPassage(body.passage);
  const reflectionVerses = versesIn(body.reflection);
  const prayerVerses = versesIn(body.prayer);
  const id = await oneADay(() =>
    db.transaction(async (tx) => {
      const { church } = await findLeaderChurch(tx, ask, "key share");
      const [row] = await tx
        .insert(devotions)
        .values({ churchId: church.id, authorId: ask.viewerId, ...body, reflectionVerses, prayerVerses })
        .onConflictDoNothing()
        .returning({ id: devotions.id });
      if (!row) throw conflict(SAME_DAY);
      return row.id;
    }),
  );
  return readOne(db, ask.viewerId, id);
}

/** A devotion, for a member of its church. */
export async function getDevotion(db: Db, ask: { viewerId: number; devotionId: number }): Promise<DevotionEntry> {
  await findVisibleDevotion(db, ask);
  return readOne(db, ask.viewerId, ask.devotionId);
}

/**
 * A leader changes a devotion: only what is sent. Moved to another day, it is delivered again
 * on that day's morning (its members are told of the day they will read it).
 */
export async function updateDevotion(db: Db, ask: { viewerId: number; devotionId: number }, change: DevotionChange): Promise<DevotionEntry> {
  if (change.passage !== undefined) assertPassage(change.passage);
  const reflectionVerses = change.reflection === undefined ? undefined : versesIn(change.reflection);
  const prayerVerses = change.prayer === undefined ? undefined : versesIn(change.prayer);
  await oneADay(() =>
    db.transaction(async (tx) => {
      await findLeaderDevotion(tx, ask, true);
      await tx
        .update(devotions)
        .set({
          ...change,
          reflectionVerses,
          prayerVerses,
          updatedAt: sql`now()`,
          ...(change.day === undefined
            ? {}
            : { deliveredAt: sql`case when ${devotions.day} = ${change.day}::date then ${devotions.deliveredAt} end` }),
        })
        .where(eq(devotions.id, ask.devotionId));
    }),
  );
  return readOne(db, ask.viewerId, ask.devotionId);
}

/** A leader takes a devotion down. */
export async function deleteDevotion(db: Db, ask: { viewerId: number; devotionId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await findLeaderDevotion(tx, ask, true);
    await tx.delete(devotions).where(eq(devotions.id, ask.devotionId));
  });
}

/**
 * A church's devotions, the latest day first, a page at a time (`before`: the day of the last
 * one shown): for its members, who see the days begun; its leaders see the days ahead too.
 */
export async function listDevotions(db: Db, ask: ViewerAndChurch, before?: string): Promise<DevotionEntry[]> {
  const { church } = await findMemberChurch(db, ask);
  const rows = await readDevotions(db, ask.viewerId)
    .where(and(eq(devotions.churchId, church.id), shown(ask.viewerId), before === undefined ? undefined : lt(devotions.day, before)))
    .orderBy(desc(devotions.day))
    .limit(MAX_PAGE_SIZE);
  return entries(rows);
}

/** The calendar day in `timeZone` now (2026-04-05), as the runtime that checked the zone reads it. */
const dayIn = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

/**
 * Today's devotions of the member's churches, today as the calendar reads in `timeZone`
 * (worked out here: the zone was checked by this runtime, whose list of zones may be newer
 * than the database's).
 */
export async function todaysDevotions(db: Db, { viewerId, timeZone }: { viewerId: number; timeZone: string }): Promise<DevotionEntry[]> {
  const rows = await readDevotions(db, viewerId)
    .where(and(eq(devotions.day, dayIn(timeZone)), shown(viewerId)))
    .orderBy(churches.name, devotions.id)
    .limit(MAX_PAGE_SIZE);
  return entries(rows);
}
