import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import type { InteractResult, Interaction } from "../../../contract/posts";
import { type Db, queryRows } from "../../db/client";
import { interactions, notifications, posts, prayerList, users } from "../../db/schema";
import { invalid } from "../../core/errors";
import type { Tell } from "../../core/tell";
import { mailMessages, params } from "../../mail/i18n";
import { type NoticeDraft, type StoredNoticeColumns, notifyStatement, sqlMessage, storedNotice } from "../notifications/notifications";
import { displayNameSql } from "../people/users";
import { prayerKnownTo } from "../../policies/prayer";
import { type ViewerAndPost, findVisiblePost, mayJoinIn, postToJoinIn, targetAuthorSeesIt } from "../../policies/post";

const prayerWords = mailMessages("notices/prayer", {
  requestTitle: "Someone is praying for you",
  postTitle: "New prayer",
  request: params("{name} is praying for your prayer request."),
  post: params("{name} prayed for your post."),
});

/**
 * Praying is a toggle, done in one statement (one round trip, one transaction, and the post's
 * row locked only while it runs: a popular post takes many prayers at once). It reads the post
 * and whether the viewer may join in, and only then changes the interaction row, the post's
 * counter, the viewer's prayer list (a prayer request prayed for is on it; un-praying takes it
 * off) and the author's notice, whose words need the post's type and the actor's name;
 * un-praying also withdraws a notice not yet read.
 */
export async function togglePrayer({ db, tell }: Context, { userId, postId }: { userId: number; postId: number }): Promise<InteractResult> {
  const { prayed, prayerCount } = await pray(db, tell, { userId, postId }, { kind: "toggle" });
  return { prayed, prayerCount };
}

/**
 * "Amen" in "Pray now": a prayer for the request if the member had not prayed for it yet (the
 * same prayer, counter and notice as the toggle's), the request on their list, and the time
 * they prayed (the walk offers it again only PRAY_AGAIN_AFTER_HOURS later). Only a prayer request.
 */
export async function sayAmen(
  { db, tell, now }: Context,
  { userId, postId }: { userId: number; postId: number },
): Promise<{ prayerCount: number }> {
  const { prayerCount } = await pray(db, tell, { userId, postId }, { kind: "amen", at: new Date(now()).toISOString() });
  return { prayerCount };
}

type Praying = { kind: "toggle" } | { kind: "amen"; at: string };

async function pray(db: Db, tell: Tell, { userId, postId }: { userId: number; postId: number }, praying: Praying) {
  const isPrayerRequest = sql`target.type = 'prayer'`;
  const actor = sql`(select ${displayNameSql(sql`u`)} from ${users} u where u.id = ${userId}::integer)`;
  const notice: NoticeDraft = {
    userId: sql`(select author_id from target)`,
    actorId: userId,
    type: "post_prayer",
    title: (language) => {
      const t = prayerWords(language);
      return sql`(select case when ${isPrayerRequest} then ${t.requestTitle} else ${t.postTitle} end from target)`;
    },
    message: (language) => {
      const t = prayerWords(language);
      return sql`(select case when ${isPrayerRequest}
        then ${sqlMessage(t.request, { name: actor })} else ${sqlMessage(t.post, { name: actor })} end from target)`;
    },
    postId,
  };
  const mine = sql`post_id = ${postId}::integer and user_id = ${userId}::integer and type = 'prayer'`;
  const amen = praying.kind === "amen";
  // An "Amen" is only for a prayer request, and never takes a prayer back.
  const allowed = amen
    ? sql`exists (select 1 from target where may_join and type = 'prayer')`
    : sql`exists (select 1 from target where may_join)`;
  const listed = amen
    ? sql`insert into ${prayerList} (user_id, post_id, last_prayed_at)
        select ${userId}::integer, ${postId}::integer, ${praying.at}::timestamptz where ${allowed}
        on conflict (user_id, post_id) do update set last_prayed_at = excluded.last_prayed_at`
    : sql`insert into ${prayerList} (user_id, post_id)
        select ${userId}::integer, ${postId}::integer where exists (select 1 from added) and exists (select 1 from target where type = 'prayer')
        on conflict do nothing`;
  const [row] = await queryRows<
    {
      visible: boolean | null;
      may_join: boolean | null;
      type: string | null;
      prayed: boolean;
      prayer_count: number;
      author_told: number | null;
    } & StoredNoticeColumns
  >(
    db,
    sql`with target as (
        ${postToJoinIn({ viewerId: userId, postId })}
      ), removed as (
        delete from ${interactions} where ${mine} and ${amen ? sql`false` : allowed} returning post_id
      ), added as (
        -- A simultaneous toggle by the same person may get there first: then nothing is added.
        insert into ${interactions} (post_id, user_id, type)
        select ${postId}::integer, ${userId}::integer, 'prayer' where ${allowed} and not exists (select 1 from removed)
        on conflict do nothing returning post_id
      ), counted as (
        update ${posts} set prayer_count = prayer_count + (select count(*) from added) - (select count(*) from removed)
        where id = ${postId}::integer and ${allowed} returning prayer_count
      ), listed as (
        ${listed}
      ), unlisted as (
        delete from ${prayerList} where user_id = ${userId}::integer and post_id = ${postId}::integer and exists (select 1 from removed)
      ), withdrawn as (
        delete from ${notifications}
        where post_id = ${postId}::integer and actor_id = ${userId}::integer and type = 'post_prayer' and not is_read
          and exists (select 1 from removed)
      ), notice as (
        ${notifyStatement(notice, sql`exists (select 1 from added) and ${targetAuthorSeesIt}`)}
      )
      select target.visible, target.may_join, target.type, not exists (select 1 from removed) as prayed,
        (select prayer_count from counted) as prayer_count,
        case when target.author_sees then target.author_id end as author_told, notice.*
      from (select) one left join target on true left join notice on true`,
  );
  mayJoinIn(row!);
  if (amen && row!.type !== "prayer") throw invalid("Only a prayer request goes on a prayer list");
  const { prayed, prayer_count: prayerCount, author_told: author } = row!;
  tell.notice(storedNotice(notice, row));
  tell.changed([userId], { kind: "post", postId, prayerCount, prayedByMe: prayed });
  if (author !== null && author !== userId) tell.changed([author], { kind: "post", postId, prayerCount });
  return { prayed, prayerCount };
}

/**
 * Who prayed for a post: its author sees everyone (as far as they may see them); anyone else
 * only their own prayer, if any. Who prays for whom stays between each of them and the author.
 */
export async function listInteractions(db: Db, { viewerId, postId }: ViewerAndPost): Promise<Interaction[]> {
  const post = await findVisiblePost(db, { viewerId, postId });
  const rows = await db
    .select({ userId: interactions.userId })
    .from(interactions)
    .where(and(eq(interactions.postId, postId), eq(interactions.type, "prayer"), prayerKnownTo({ viewerId, authorId: post.authorId })))
    .orderBy(asc(interactions.createdAt));
  return rows.map((r) => ({ type: "prayer", userId: r.userId }));
}
