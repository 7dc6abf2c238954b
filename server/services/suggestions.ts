import { sql } from "drizzle-orm";
import { type Db, type UserColumns, queryRows } from "../db/client";
import { connectedIdsSql } from "../policies/connection";
import { publicUserColumnsOf } from "./user-fields";

export type SuggestionRow = UserColumns & { id: number; mutual: number };

// Mutual friends are counted over at most this many of the user's connections, and at most
// this many of each one's own: plenty to rank well, and a bound on the work however well
// connected anyone is.
const FRIENDS_CONSIDERED = 100;
const FRIENDS_SAMPLED = 50;

/**
 * People `userId` may know, best first: friends of friends (by mutual connections), then
 * people of the same church, then the newest members. Never the user, their connections,
 * or anyone with a request between them either way (a declined one included). Each source
 * is a bounded index walk, so the cost does not grow with the size of the network.
 */
export async function suggestionsFor(db: Db, userId: number, limit: number, options: { onlyDemo?: boolean } = {}): Promise<SuggestionRow[]> {
  const demo = options.onlyDemo ? sql`and u.is_demo` : sql``;
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
    me as (select lower(church_affiliation) as church from users where id = ${userId}),
    candidates as (
      (select f.id, f.mutual, 0 as rank from friends_of_friends f join users u on u.id = f.id
        where true ${demo} order by f.mutual desc, f.id desc limit ${limit})
      union all
      (select u.id, 0, 1 from users u, me
        where me.church is not null and lower(u.church_affiliation) = me.church
          and u.id not in (select id from related) ${demo}
        order by u.id desc limit ${limit})
      union all
      (select u.id, 0, 2 from users u where u.id not in (select id from related) ${demo} order by u.id desc limit ${limit})
    ),
    best as (
      select id, max(mutual) as mutual, min(rank) as rank from candidates group by id
    )
    select u.id, ${publicUserColumnsOf(sql`u`)}, b.mutual
    from best b join users u on u.id = b.id
    order by b.rank, b.mutual desc, u.id desc
    limit ${limit}`,
  );
}
