import { and, eq, sql } from "drizzle-orm";
import { fillPlaceFeed } from "../home-feed/place-feeds";
import type { ChurchRole, DirectorySharing, JoinMode, ServiceTime } from "../../../contract/churches";
import type { Context } from "../../core/context";
import { conflict } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import { isUniqueViolation, retryingConflicts } from "../../db/errors";
import { type ChurchRow, churchJoinRequests, churchMembers, churches } from "../../db/schema";
import { churchKey } from "../../db/schema/search-keys";
import {
  type ViewerAndChurch,
  churchIsUp,
  findOwnerChurch,
  findLeaderChurch,
  findVisibleChurch,
  hasPrayerTeam,
  leads,
} from "../../policies/church";
import { type ImageChange, replaceImage, withNewImages } from "../files/image-changes";
import { removeObjects } from "../files/objects";
import { markSuggestionsDue } from "../people/suggestion-lists";
import { slugFrom } from "./church-slugs";

/** A church as the viewer stands to it. */
export type ChurchWithRole = { church: ChurchRow; role: ChurchRole | null };

/** A church's page: with the viewer's title, whether they asked to join, and (for leaders) how many wait. */
export type ChurchPage = ChurchWithRole & {
  title: string | null;
  /** What the viewer shows in the directory, when they belong. */
  sharing: DirectorySharing | null;
  requested: boolean;
  pendingRequests: number | null;
  /** For members: whether a request may be shared with its prayer team alone (it has one). */
  hasPrayerTeam: boolean;
};

export type ChurchFields = {
  name: string;
  slug?: string;
  about: string | null;
  tradition: string | null;
  address: string | null;
  place: string | null;
  website: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  serviceTimes: ServiceTime[];
  joinMode: JoinMode;
};

const SLUG_TAKEN = "That web address is taken";

/**
 * A change that depends on who belongs and who leads, in one transaction that first locks the
 * church's row (see ChurchLock), retried if PostgreSQL breaks a deadlock.
 */
export const changingChurch = <T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> => retryingConflicts(() => db.transaction(run));

/**
 * A new church; its creator is its first owner. Without a web address one is made from the
 * name, with a number after it when a church already has it ("grace-church-2").
 */
export async function createChurch(db: Db, userId: number, { slug, ...fields }: ChurchFields): Promise<ChurchPage> {
  const chosen = slug ?? (await freeSlug(db, slugFrom(fields.name)));
  try {
    return await db.transaction(async (tx) => {
      const [church] = await tx
        .insert(churches)
        .values({ ...fields, slug: chosen, createdBy: userId, memberCount: 1 })
        .returning();
      await tx.insert(churchMembers).values({ churchId: church!.id, userId, role: "owner" });
      const sharing = { shareEmail: false, sharePhone: false, shareBirthday: false };
      return { church: church!, role: "owner" as const, title: null, sharing, requested: false, pendingRequests: 0, hasPrayerTeam: false };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SLUG_TAKEN);
    throw err;
  }
}

/** `base`, or `base-2`, `base-3`... whichever no church has yet. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        db,
        sql`select slug from churches where slug = ${base} or slug like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`,
      )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** The churches the member belongs to, those they lead first, then by name. */
export async function myChurches(db: Db, userId: number): Promise<ChurchWithRole[]> {
  return db
    .select({ church: churches, role: churchMembers.role })
    .from(churchMembers)
    .innerJoin(churches, eq(churches.id, churchMembers.churchId))
    .where(and(eq(churchMembers.userId, userId), churchIsUp))
    .orderBy(sql`${churchMembers.role} = 'member'`, churches.name, churches.id);
}

/**
 * Churches whose name or place holds what was typed (accents and case forgiven), the largest
 * first; the largest of all when nothing was typed.
 */
export async function searchChurches(db: Db, userId: number, text: string, limit = 20): Promise<ChurchWithRole[]> {
  const typed = text.trim();
  const pattern = `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = typed ? sql`and search_key like ${churchKey(sql`${pattern}::text`)}` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from churches where ${churchIsUp} ${matches} order by member_count desc, id desc limit ${limit}`,
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const found = await db
    .select({ church: churches, role: churchMembers.role })
    .from(churches)
    .leftJoin(churchMembers, and(eq(churchMembers.churchId, churches.id), eq(churchMembers.userId, userId)))
    .where(sql`${churches.id} in ${ids}`);
  return ids.map((id) => found.find((f) => f.church.id === id)!);
}

/** The church's page as the viewer sees it. */
export async function getChurch(db: Db, ask: ViewerAndChurch): Promise<ChurchPage> {
  const { church, role } = await findVisibleChurch(db, ask);
  return pageOf(db, { church, role }, ask.viewerId);
}

async function pageOf(db: Db, { church, role }: ChurchWithRole, viewerId: number): Promise<ChurchPage> {
  const [row] = await queryRows<{ title: string | null; sharing: DirectorySharing | null; requested: boolean; pending: number; team: boolean }>(
    db,
    sql`select m.title,
      case when m.user_id is null then null
        else json_build_object('shareEmail', m.share_email, 'sharePhone', m.share_phone, 'shareBirthday', m.share_birthday) end as sharing,
      exists (select 1 from church_join_requests where church_id = ${church.id} and user_id = ${viewerId}) as requested,
      (select count(*)::int from church_join_requests where church_id = ${church.id}) as pending,
      ${hasPrayerTeam(church.id)} as team
    from (select 1) one left join church_members m on m.church_id = ${church.id} and m.user_id = ${viewerId}`,
  );
  return {
    church,
    role,
    title: row?.title ?? null,
    sharing: row?.sharing ?? null,
    requested: row?.requested ?? false,
    pendingRequests: leads(role) ? (row?.pending ?? 0) : null,
    hasPrayerTeam: role !== null && (row?.team ?? false),
  };
}

/** A change to the church's logo or banner: a new upload's URL, or null to remove it. */
type ChurchImageChanges = { logoUrl?: ImageChange; bannerUrl?: ImageChange };

/**
 * A leader changes the page; a church that turns open admits everyone who was waiting. A new
 * logo or banner belongs to the church, not to the leader who uploaded it; the one it replaces
 * is deleted.
 */
export async function updateChurch(
  context: Context,
  ask: ViewerAndChurch,
  { logoUrl, bannerUrl, ...fields }: Partial<ChurchFields> & ChurchImageChanges,
): Promise<ChurchPage> {
  const { db, storage, tell } = context;
  // Refused before any upload is read: only a leader's images are worth the work.
  if (logoUrl || bannerUrl) await findLeaderChurch(db, ask);
  const changes = { logoUrl: { url: logoUrl, kind: "church_logo" }, bannerUrl: { url: bannerUrl, kind: "church_banner" } } as const;
  try {
    const { page, admitted, replaced } = await withNewImages(context, ask.viewerId, changes, (images) =>
      changingChurch(db, async (tx) => {
        const { church, role } = await findLeaderChurch(tx, ask, "update");
        const admitted = fields.joinMode === "open" ? await admitEveryoneWaiting(tx, church.id) : [];
        const set: Partial<ChurchRow> = { ...fields };
        const replaced: (string | null)[] = [];
        for (const slot of ["logoUrl", "bannerUrl"] as const) {
          if (changes[slot].url === undefined) continue;
          const image = await replaceImage(tx, church[slot], images[slot], { kind: changes[slot].kind, churchId: church.id });
          set[slot] = image.url;
          replaced.push(image.replaced);
        }
        const [updated] = await tx.update(churches).set(set).where(eq(churches.id, church.id)).returning();
        return { page: await pageOf(tx, { church: updated!, role }, ask.viewerId), admitted, replaced };
      }),
    );
    if (admitted.length) tell.changed(admitted, { kind: "church", churchId: page.church.id });
    await removeObjects(storage, replaced);
    return page;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SLUG_TAKEN);
    throw err;
  }
}

/** Everyone who asked to join, as members now (the church's row is locked by the caller). */
async function admitEveryoneWaiting(tx: Db, churchId: number): Promise<number[]> {
  const waiting = await tx
    .delete(churchJoinRequests)
    .where(eq(churchJoinRequests.churchId, churchId))
    .returning({ id: churchJoinRequests.userId });
  if (!waiting.length) return [];
  const added = await tx
    .insert(churchMembers)
    .values(waiting.map((w) => ({ churchId, userId: w.id })))
    .onConflictDoNothing()
    .returning({ id: churchMembers.userId });
  await tx
    .update(churches)
    .set({ memberCount: sql`${churches.memberCount} + ${added.length}` })
    .where(eq(churches.id, churchId));
  for (const { id } of added) await fillPlaceFeed(tx, id, { kind: "church", churchId });
  await markSuggestionsDue(
    tx,
    added.map((a) => a.id),
  );
  return added.map((a) => a.id);
}

/** An owner deletes the church with everything in it; everyone who belonged is told. */
export async function deleteChurch({ db, tell }: Context, ask: ViewerAndChurch): Promise<void> {
  const { churchId, members } = await changingChurch(db, async (tx) => {
    const { church } = await findOwnerChurch(tx, ask, "update");
    const members = await tx.delete(churchMembers).where(eq(churchMembers.churchId, church.id)).returning({ id: churchMembers.userId });
    await tx.delete(churches).where(eq(churches.id, church.id));
    return { churchId: church.id, members };
  });
  tell.changed(
    members.map((m) => m.id),
    { kind: "church", churchId },
  );
}
