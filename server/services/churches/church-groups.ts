import { and, asc, eq, sql } from "drizzle-orm";
import type { ChurchGroupKind } from "../../../contract/churches";
import type { Db } from "../../db/client";
import { groupMembers, groups } from "../../db/schema";
import { type ViewerAndChurch, findLeaderChurch, findVisibleChurch } from "../../policies/church";
import { seesGroup } from "../../policies/group";
import { type GroupWithRole, createGroup } from "../groups/groups";

type ChurchGroupFields = { name: string; description: string | null; isPrivate: boolean; kind: ChurchGroupKind };

/**
 * A leader makes one of the church's groups and is its first admin; a prayer team is always
 * private (policies/group). The church's row is held (key share) until the group is written,
 * so a church deleted meanwhile is a 404.
 */
export async function createChurchGroup(db: Db, ask: ViewerAndChurch, { kind, ...fields }: ChurchGroupFields): Promise<GroupWithRole> {
  const isPrivate = kind === "prayer_team" || fields.isPrivate;
  return db.transaction(async (tx) => {
    const { church } = await findLeaderChurch(tx, ask, "key share");
    return createGroup(tx, ask.viewerId, { ...fields, isPrivate }, { churchId: church.id, kind });
  });
}

/**
 * The church's groups the viewer may see (its public ones, and the private ones they belong
 * to), prayer teams first, then by name, with the viewer's place in each.
 */
export async function churchGroups(db: Db, ask: ViewerAndChurch): Promise<GroupWithRole[]> {
  const { church } = await findVisibleChurch(db, ask);
  return db
    .select({ group: groups, role: groupMembers.role })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, ask.viewerId)))
    .where(and(eq(groups.churchId, church.id), seesGroup({ viewerId: ask.viewerId, groupId: sql`${groups.id}` })))
    .orderBy(sql`${groups.kind} <> 'prayer_team'`, asc(groups.name), asc(groups.id));
}
