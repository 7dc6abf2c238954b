import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { pairedWith } from "../../policies/connection";
import { mutedIdsOf, personShownTo } from "../../policies/person";
import type { SuggestionRow } from "../people/suggestion-lists";
import { publicUserColumnsOf } from "../people/user-fields";

/**
 * Whom `userId` may be offered at all, read now: a real member other than themself, shown to
 * them (no block either way, not banned), not muted, with no connection or request between
 * them either way, and not set aside with "Not now".
 */
const offeredTo = (userId: number) => sql`
  u.id <> ${userId}::int and not u.is_demo
  and ${personShownTo({ viewerId: userId, personId: sql`u.id` })}
  and u.id <> all (array(${mutedIdsOf(userId)}))
  and not ${pairedWith(userId, sql`u.id`)}
  and not exists (select 1 from suggestion_dismissals d
    where d.user_id = ${userId}::int and d.candidate_id = u.id and d.until > now())`;

/**
 * People to offer when `userId`'s worked-out list has nobody left in it (a newcomer whose
 * church, groups and place match nobody active, a list worked out before anyone else joined,
 * or one whose people were all asked or set aside since): people of the same place first,
 * active or not, then the newest members. Read only when the list is empty, so a member who
 * has suggestions never pays for it; each part is a walk of the people, newest first, that
 * stops at `limit`.
 */
export async function fallbackSuggestionsFor(db: Db, userId: number, limit: number): Promise<SuggestionRow[]> {
  return queryRows<SuggestionRow>(
    db,
    sql`
      with me as (select lower(location) as place from users where id = ${userId}::int),
      candidates as (
        (select u.id, 0 as rank, 'nearby' as reason, u.location as detail from users u, me
          where me.place is not null and me.place <> '' and lower(u.location) = me.place and ${offeredTo(userId)}
          order by u.id desc limit ${limit})
        union all
        (select u.id, 1, 'new', null from users u where ${offeredTo(userId)} order by u.id desc limit ${limit})
      ),
      best as (select distinct on (id) * from candidates order by id, rank)
      select u.id, ${publicUserColumnsOf(sql`u`)}, b.reason, 0 as mutual, b.detail
      from best b join users u on u.id = b.id
      order by b.rank, b.id desc
      limit ${limit}`,
  );
}
