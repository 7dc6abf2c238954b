import { sql } from "drizzle-orm";
import { type Db, type UserColumns, queryRows } from "../db/client";
import { connectedIdsSql } from "../policies/connection";
import { personShownTo } from "../policies/person";
import { publicUserColumnsOf } from "./user-fields";

export type SuggestionRow = UserColumns & { id: number; mutual: number };

// Mutual friends are counted over at most this many of the user's connections, and at most
// this many of each one's own: plenty to rank well, and a bound on the work however well
// connected anyone is.
const FRIENDS_CONSIDERED = 100;
const FRIENDS_SAMPLED = 50;
// Likewise people met in groups: the user's newest groups, and the newest members of each.
const GROUPS_CONSIDERED = 20;
const GROUP_MEMBERS_SAMPLED = 50;

/**
 * People `userId` may know, best first: friends of friends (by mutual connections), then
 * people who share a group with the user (by groups shared), then people of the same church,
 * then the newest members. Never the user, their connections, anyone with a request between
 * them either way (a declined one included), or anyone the user is not shown (blocked either
 * way, or banned). Each source is a bounded index walk, so the cost does not grow with the
 * size of the network.
 *
 * Real members are offered real members only: demo people cannot be signed in as, so a
 * request to one would wait forever. Demo people are offered to each other, for the /demo
 * page (`onlyDemo`), which is the only place a demo person's suggestions are asked for.
 */
export async function suggestionsFor(db: Db, userId: number, limit: number, options: { onlyDemo?: boolean } = {}): Promise<SuggestionRow[]> {
  const offered = sql`${options.onlyDemo ? sql`u.is_demo` : sql`not u.is_demo`} and ${personShownTo({ viewerId: userId, personId: sql`u.id` })}`;
  return queryRows<SuggestionRow>(
    db,
    sql`
    with mine as (${connectedIdsSql(userId)}),
    related as materialized (
      select ${userId}::int as id
      union all select addressee_id from connections where requester_id = ${userId}
      union all select requester_id from connections where addressee_id = ${userId}
    ),
    friends_of_friends as (
      select f.id, count(*)::int as mutual
      from (select id from mine limit ${FRIENDS_CONSIDERED}) m
      cross join lateral (
        (select addressee_id as id from connections where requester_id = m.id and status = 'accepted' limit ${FRIENDS_SAMPLED})
        union all
        (select requester_id from connections where addressee_id = m.id and status = 'accepted' limit ${FRIENDS_SAMPLED})
      ) f
      where f.id not in (select id from related)
      group by f.id
    ),
    group_mates as (
      select g.id, count(*)::int as shared
      from (select group_id from group_members where user_id = ${userId} order by group_id desc limit ${GROUPS_CONSIDERED}) mg
      cross join lateral (
        select user_id as id from group_members where group_id = mg.group_id order by user_id desc limit ${GROUP_MEMBERS_SAMPLED}
      ) g
      where g.id not in (select id from related)
      group by g.id
    ),
    me as (select lower(church_affiliation) as church from users where id = ${userId}),
    candidates as (
      (select f.id, f.mutual, 0 as shared, 0 as rank from friends_of_friends f join users u on u.id = f.id
        where ${offered} order by f.mutual desc, f.id desc limit ${limit})
      union all
      (select g.id, 0, g.shared, 1 from group_mates g join users u on u.id = g.id
        where ${offered} order by g.shared desc, g.id desc limit ${limit})
      union all
      (select u.id, 0, 0, 2 from users u, me
        where me.church is not null and lower(u.church_affiliation) = me.church
          and u.id not in (select id from related) and ${offered}
        order by u.id desc limit ${limit})
      union all
      (select u.id, 0, 0, 3 from users u where u.id not in (select id from related) and ${offered} order by u.id desc limit ${limit})
    ),
    best as (
      select id, max(mutual) as mutual, max(shared) as shared, min(rank) as rank from candidates group by id
    )
    select u.id, ${publicUserColumnsOf(sql`u`)}, b.mutual
    from best b join users u on u.id = b.id
    order by b.rank, b.mutual desc, b.shared desc, u.id desc
    limit ${limit}`,
  );
}
