import { type SQL, sql } from "drizzle-orm";
import type { ChurchRole } from "../../contract/churches";
import { forbidden, notFound } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import { type Someone, asId } from "./connection";
import { leads } from "./church";

// Who sees and writes a church's devotions:
// - they are for the church's members: its members (leaders included) read them, while the
//   church is up; nobody else learns that they exist (404), as with its other things;
// - its leaders (owners and leaders) write them, change them and take them down;
// - a member reads a devotion once its day has begun somewhere on earth (UTC+14), so that
//   "today" where they are always shows today's, wherever they are; its leaders see the days
//   ahead they have written too.
// Every path to a devotion (its page, the church's archive, the home page's list, the morning
// notices) reads through `devotionShownTo`.

/** A condition on a devotions row named `d`: its day has begun somewhere. */
const devotionDayBegun = (d: SQL): SQL => sql<boolean>`${d}.day <= (now() at time zone 'Etc/GMT-14')::date`;

/** A condition on a devotions row named `d`: `viewerId` may read it. */
export const devotionShownTo = (viewerId: Someone, d: SQL): SQL =>
  sql<boolean>`exists (select 1 from churches dc join church_members dm on dm.church_id = dc.id and dm.user_id = ${asId(viewerId)}
    where dc.id = ${d}.church_id and dc.moderation is null and (dm.role in ('owner', 'leader') or ${devotionDayBegun(d)}))`;

/** The viewer's role in a devotion's church, as a column over the row named `d` (null: not a member). */
export const roleInDevotionChurch = (viewerId: Someone, d: SQL): SQL =>
  sql<ChurchRole | null>`(select rm.role from church_members rm where rm.church_id = ${d}.church_id and rm.user_id = ${asId(viewerId)})`;

export type DevotionAccess = { id: number; churchId: number; role: ChurchRole };

type Ask = { viewerId: number; devotionId: number };

/** The devotion if the viewer may read it, with their role in its church; a 404 otherwise. */
export async function findVisibleDevotion(db: Db, { viewerId, devotionId }: Ask, lock = false): Promise<DevotionAccess> {
  const [row] = await queryRows<{ id: number; church_id: number; role: ChurchRole }>(
    db,
    sql`select d.id, d.church_id, ${roleInDevotionChurch(viewerId, sql`d`)} as role from devotions d
      where d.id = ${devotionId}::int and ${devotionShownTo(viewerId, sql`d`)} ${lock ? sql`for update of d` : sql``}`,
  );
  if (!row) throw notFound("Devotion not found");
  return { id: row.id, churchId: row.church_id, role: row.role };
}

/** The devotion if the viewer leads its church (a 403 for its other members, who see it; a 404 for anyone else). */
export async function findLeaderDevotion(db: Db, ask: Ask, lock = false): Promise<DevotionAccess> {
  const access = await findVisibleDevotion(db, ask, lock);
  if (!leads(access.role)) throw forbidden("Only the church's leaders can do that");
  return access;
}
