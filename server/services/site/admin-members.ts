import { type SQL, sql } from "drizzle-orm";
import { type MemberFilter, type MemberState, NEW_MEMBER_DAYS } from "../../../contract/admin";
import type { SiteRole } from "../../../contract/users";
import type { Clock } from "../../core/clock";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import type { PublicUserRow } from "../../db/schema";
import { holdStands } from "../../policies/person";
import { publicUserColumnsOf } from "../people/user-fields";
import { publicUserRow } from "../people/users";

// The site's members as the team sees them: everyone with an account (the seeded demo people
// are no one's members and are left out), with what the team needs to know of each.

const DAY_MS = 24 * 60 * 60 * 1000;

export type AdminMemberRow = {
  user: PublicUserRow;
  email: string;
  role: SiteRole;
  joinedAt: Date;
  states: MemberState[];
  /** When a standing suspension ends. */
  suspendedUntil: Date | null;
};

type Row = UserColumns & {
  id: number;
  email: string;
  site_role: SiteRole;
  created_at: Date | string;
  is_new: boolean;
  unconfirmed: boolean;
  waiting: boolean;
  hold: "suspension" | "ban" | null;
  hold_until: Date | string | null;
};

/** Who each filter keeps: `u` the member, `h` the hold on them that stands (if any). */
function kept(filter: MemberFilter, newSince: Date): SQL {
  switch (filter) {
    case "all":
      return sql`true`;
    case "new":
      return sql`u.created_at > ${newSince.toISOString()}::timestamptz`;
    case "unconfirmed":
      return sql`u.email_verified_at is null`;
    case "waiting":
      return sql`exists (select 1 from signup_approvals a where a.user_id = u.id)`;
    case "suspended":
      return sql`h.kind = 'suspension'`;
    case "banned":
      return sql`h.kind = 'ban'`;
  }
}

/**
 * A page of members, the newest first (ids grow with time, so one walk of the primary key):
 * those the filter keeps whose name or e-mail address holds `q`. `after`: the last member of
 * the page before. Each with the states that are true of them now.
 */
export async function listMembers(
  db: Db,
  now: Clock,
  { filter, q, after, limit }: { filter: MemberFilter; q: string; after?: number; limit: number },
): Promise<AdminMemberRow[]> {
  const at = new Date(now());
  const newSince = new Date(at.getTime() - NEW_MEMBER_DAYS * DAY_MS);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, ${publicUserColumnsOf(sql`u`)}, u.email, u.site_role, u.created_at,
        u.created_at > ${newSince.toISOString()}::timestamptz as is_new,
        u.email_verified_at is null as unconfirmed,
        exists (select 1 from signup_approvals a where a.user_id = u.id) as waiting,
        h.kind as hold, h.until as hold_until
      from users u
      left join account_holds h on h.user_id = u.id and ${holdStands(sql`h`, at)}
      where not u.is_demo and ${kept(filter, newSince)}
        ${q ? sql`and (u.name_key like search_key(${pattern}::text) or lower(u.email) like lower(${pattern}::text))` : sql``}
        ${after === undefined ? sql`` : sql`and u.id < ${after}::int`}
      order by u.id desc
      limit ${limit}::int`,
  );
  return rows.map((r) => {
    const states: MemberState[] = [];
    if (r.is_new) states.push("new");
    if (r.unconfirmed) states.push("unconfirmed");
    if (r.waiting) states.push("waiting");
    if (r.hold === "suspension") states.push("suspended");
    if (r.hold === "ban") states.push("banned");
    return {
      user: publicUserRow(r.id, r),
      email: r.email,
      role: r.site_role,
      joinedAt: new Date(r.created_at),
      states,
      suspendedUntil: r.hold === "suspension" && r.hold_until ? new Date(r.hold_until) : null,
    };
  });
}
