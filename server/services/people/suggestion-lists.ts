import { type SQL, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { SuggestionReason } from "../../../contract/suggestions";
import { type Db, type UserColumns, queryRows } from "../../db/client";
import { connectedIdsSql } from "../../policies/connection";
import { bannedIds, personShownTo } from "../../policies/person";
import { type BackgroundTask, startBackgroundTask } from "../../core/background-task";

/**
 * How many people are stored per member: enough that the people hidden at read time
 * (connections and requests made since, blocks, mutes, "Not now") still leave a full card.
 */
const STORED_SUGGESTIONS = 30;

// Mutual friends are counted over at most this many of the member's connections, and at most
// this many of each one's own: plenty to rank well, and a bound on the work however well
// connected anyone is.
const FRIENDS_CONSIDERED = 100;
const FRIENDS_SAMPLED = 50;
// Likewise people met in groups and churches: the member's newest ones, and the newest members of each.
const GROUPS_CONSIDERED = 20;
const GROUP_MEMBERS_SAMPLED = 50;
/** Someone nearby is suggested while their latest wall post is at most this many days old. */
const ACTIVE_DAYS = 30;
/** A change waits this long before its lists are worked out again, so a burst of changes shares one. */
const DUE_AFTER_SECONDS = 5;
/** Lists are worked out again at least this often, so members who joined since appear. */
const STALE_AFTER_HOURS = 24;
/** Lists worked out per transaction (each holds its rows' locks while it runs). */
const BATCH = 10;

/**
 * The people `userId` may know, best first, as rows (id, reason, mutual, detail, position):
 * friends of friends (by mutual connections), then people of the same church (members of theirs
 * on the site first, then people who wrote the same church's name), then people
 * sharing a group with the member (by groups shared; only groups the member is in now), then
 * active people of the same place, then the newest members. Never the member, their
 * connections, anyone with a request between them either way (a declined one included),
 * anyone banned, nor anyone the member said "Not now" to in the last month. Each source is a
 * bounded index walk (the place, a scan of the people), so the cost barely grows with the
 * network.
 *
 * Real members are offered real members only: demo people cannot be signed in as, so a
 * request to one would wait forever. Demo people are offered to each other, for the /demo
 * page (`onlyDemo`), whose lists are worked out when asked, so blocks apply there as well;
 * a stored list leaves blocks (and mutes) to the read, so lifting one gives the person back
 * at once.
 */
function rankedSql(userId: number, limit: number, onlyDemo: boolean): SQL {
  const offered = onlyDemo
    ? sql`u.is_demo and ${personShownTo({ viewerId: userId, personId: sql`u.id` })}`
    : sql`not u.is_demo and u.id <> all (array(${bannedIds}))`;
  return sql`
    with mine as (${connectedIdsSql(userId)}),
    related as materialized (
      select ${userId}::int as id
      union all select addressee_id from connections where requester_id = ${userId}::int
      union all select requester_id from connections where addressee_id = ${userId}::int
      union all select candidate_id from suggestion_dismissals where user_id = ${userId}::int and until > now()
    ),
    me as (select lower(church_affiliation) as church, lower(location) as place from users where id = ${userId}::int),
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
      select g.id, count(*)::int as shared, min(mg.name) as name
      from (
        select gm.group_id, gr.name from group_members gm join groups gr on gr.id = gm.group_id
        where gm.user_id = ${userId}::int order by gm.group_id desc limit ${GROUPS_CONSIDERED}
      ) mg
      cross join lateral (
        select user_id as id from group_members where group_id = mg.group_id order by user_id desc limit ${GROUP_MEMBERS_SAMPLED}
      ) g
      where g.id not in (select id from related)
      group by g.id
    ),
    church_mates as (
      select c.id, min(mc.name) as name
      from (
        select cm.church_id, ch.name from church_members cm join churches ch on ch.id = cm.church_id
        where cm.user_id = ${userId}::int and ch.moderation is null order by cm.church_id desc limit ${GROUPS_CONSIDERED}
      ) mc
      cross join lateral (
        select user_id as id from church_members where church_id = mc.church_id order by user_id desc limit ${GROUP_MEMBERS_SAMPLED}
      ) c
      where c.id not in (select id from related)
      group by c.id
    ),
    candidates as (
      -- The best few first, then who may be offered: a well-connected member has thousands
      -- of friends of friends, and nearly all of them may be.
      (select f.id, 0 as rank, 'mutual' as reason, f.mutual, 0 as shared, null::text as detail
        from (select * from friends_of_friends order by mutual desc, id desc limit ${limit * 2}) f join users u on u.id = f.id
        where ${offered} order by f.mutual desc, f.id desc limit ${limit})
      union all
      -- Members of the same church on the site, then those who wrote the same church's name.
      (select c.id, 1, 'church', 0, 0, c.name from church_mates c join users u on u.id = c.id
        where ${offered} order by c.id desc limit ${limit})
      union all
      (select u.id, 1, 'church', 0, 0, u.church_affiliation from users u, me
        where me.church is not null and lower(u.church_affiliation) = me.church
          and u.id not in (select id from related) and ${offered}
        order by u.id desc limit ${limit})
      union all
      (select g.id, 2, 'group', 0, g.shared, g.name from group_mates g join users u on u.id = g.id
        where ${offered} order by g.shared desc, g.id desc limit ${limit})
      union all
      (select u.id, 3, 'nearby', 0, 0, u.location from users u
        where lower(u.location) = (select place from me)
          and u.id not in (select id from related) and ${offered}
          and (select p.created_at from posts p where p.author_id = u.id and p.group_id is null order by p.id desc limit 1)
            > now() - make_interval(days => ${ACTIVE_DAYS}::int)
        order by u.id desc limit ${limit})
      union all
      (select u.id, 4, 'new', 0, 0, null from users u
        where u.id not in (select id from related) and ${offered} order by u.id desc limit ${limit})
    ),
    best as (select distinct on (id) * from candidates order by id, rank)
    select id, reason, mutual, detail, row_number() over (order by rank, mutual desc, shared desc, id desc)::int as position
    from best
    order by position
    limit ${limit}`;
}

/** One suggested person as a list is read: their public columns, and why they are suggested. */
export type SuggestionRow = UserColumns & { id: number; reason: SuggestionReason; mutual: number; detail: string | null };

/** The SQL of the ranking, for a caller that reads it straight (the /demo page). */
export const rankedSuggestionsSql = (userId: number, limit: number, options: { onlyDemo?: boolean } = {}): SQL =>
  rankedSql(userId, limit, options.onlyDemo ?? false);

/** Works out `userId`'s list and stores it, in the caller's transaction, which holds the list's row lock. */
async function storeList(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`delete from suggestions where user_id = ${userId}::int`);
  await tx.execute(sql`
    insert into suggestions (user_id, candidate_id, position, reason, mutual, detail)
    select ${userId}::int, r.id, r.position, r.reason, r.mutual, left(r.detail, 100)
    from (${rankedSql(userId, STORED_SUGGESTIONS, false)}) r`);
  await tx.execute(sql`update suggestion_lists set computed_at = now(), due_at = null where user_id = ${userId}::int`);
}

/**
 * Works out the list of a member who has none yet (a new member's first home page pays this
 * once). Their list's row is locked first, so two first pages at once work it out once, and
 * a change made meanwhile waits to mark it due again.
 */
export async function ensureSuggestionList(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into suggestion_lists (user_id, due_at) values (${userId}::int, null) on conflict (user_id) do nothing`);
    const [list] = await queryRows<{ computed_at: Date | null }>(
      tx,
      sql`select computed_at from suggestion_lists where user_id = ${userId}::int for update`,
    );
    if (list?.computed_at == null) await storeList(tx, userId);
  });
}

/** Whether `userId`'s list has ever been worked out. */
export async function suggestionListComputed(db: Db, userId: number): Promise<boolean> {
  const [list] = await queryRows<{ computed: boolean }>(
    db,
    sql`select computed_at is not null as computed from suggestion_lists where user_id = ${userId}::int`,
  );
  return list?.computed ?? false;
}

/** A new member's list: worked out at their first read, not before (they may never look). */
export async function openSuggestionList(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`insert into suggestion_lists (user_id, due_at) values (${userId}::int, null) on conflict (user_id) do nothing`);
}

/**
 * Something that shapes these members' suggestions changed (their connections, groups,
 * church or place, a block): their lists are worked out again in a few seconds. Rows are
 * written in id order, as every writer of them does, so two writers never deadlock.
 */
export async function markSuggestionsDue(db: Db, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  await db.execute(sql`
    insert into suggestion_lists (user_id, due_at)
    select id, now() + make_interval(secs => ${DUE_AFTER_SECONDS}::int) from unnest(${sql.param(ids)}::int[]) as id
    on conflict (user_id) do update set due_at = least(coalesce(suggestion_lists.due_at, excluded.due_at), excluded.due_at)`);
}

/**
 * One run of the background work: lists worked out over a day ago become due, then due lists
 * are worked out, a batch per transaction, until none is left, `budgetMs` has passed or the
 * task is closing. Each batch claims its lists with `for update skip locked`, so processes
 * running this at once share the work and never do a list twice. Returns how many were done.
 */
export async function refreshSuggestionLists(db: Db, options: { budgetMs?: number; task?: { readonly closed: boolean } } = {}): Promise<number> {
  const { budgetMs = 5_000, task } = options;
  const started = Date.now();
  await db.execute(sql`
    update suggestion_lists set due_at = now()
    where due_at is null and computed_at < now() - make_interval(hours => ${STALE_AFTER_HOURS}::int)`);
  let done = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from suggestion_lists where due_at <= now()
          order by due_at limit ${BATCH} for update skip locked`,
      );
      for (const { user_id } of rows) await storeList(tx, user_id);
      return rows.length;
    });
    done += claimed;
    if (claimed < BATCH || task?.closed || Date.now() - started >= budgetMs) return done;
  }
}

export function startSuggestionLists({ db, log }: Context, everyMs: number): BackgroundTask {
  return startBackgroundTask(
    async (task) => {
      await refreshSuggestionLists(db, { budgetMs: Math.min(everyMs / 2, 5_000), task });
    },
    { name: "suggestion_lists", everyMs, log, failure: "suggestion lists failed; will retry" },
  );
}
