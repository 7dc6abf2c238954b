import { sql } from "drizzle-orm";
import type { ReactionCounts } from "../../../contract/reactions";
import { type Db, queryRows } from "../../db/client";
import type { NotificationRow, UserRow } from "../../db/schema";
import { leaveEveryEvent } from "../events/rsvps";
import { leaveEveryConversation } from "../messages/conversations";
import { enqueueMail } from "../../mail/outbox";
import { accountDeletedMail } from "../../mail/messages/account-deleted";
import { unauthenticated } from "../../core/errors";
import { removeMemberFeeds } from "../posts/feed-entries";
import { lockPlaceFeedsOf } from "../home-feed/place-feeds";
import { type ChurchesLeft, leaveEveryChurch } from "../churches/church-members";
import { type GroupsLeft, leaveEveryGroup } from "../groups/groups";
import { type ReactionsWithdrawn, withdrawReactions } from "../reactions/reaction-erasure";

// Screens show a member's newest posts; older ones leave them when next fetched.
const POSTS_TOLD = 100;

/** What the erasure changed for others, to tell their open screens once it has committed. */
export type Erased = {
  /** Every request or connection the member had: [requester, addressee]. */
  pairs: [number, number][];
  /** Who could see the member's posts: their connections and group mates. */
  readers: number[];
  /** The member's newest posts, gone from those readers' screens. */
  postIds: number[];
  /** Others' posts whose counts the member's prayers, comments and reactions were part of, as they are now. */
  counted: { postId: number; authorId: number; prayerCount?: number; commentCount?: number; reactions?: ReactionCounts }[];
  /** Others' comments whose reactions' counts the member's were part of, as they are now. */
  commentReactions: ReactionsWithdrawn["comments"];
  /** People who had notices the member caused: those notices are gone. */
  noticed: number[];
  groups: GroupsLeft;
  /** Churches they alone owned, passed to another: the new owner is told. */
  churches: ChurchesLeft;
  /** Invitations still waiting that the member sent or received: the other side's list of them changes. */
  invitations: { groupId: number; userId: number }[];
  /** Notices to people who moved up from the waiting lists of events the member was going to. */
  eventNotices: NotificationRow[];
  /** The conversations the member was in, with who is in each still: it shows them gone. */
  conversations: { conversationId: number; people: number[] }[];
  /** Stored files to remove once this has committed (their rows are gone, the removals queued). */
  files: string[];
};

/**
 * Removes the member and everything of theirs, in the caller's transaction, keeping every count
 * of what stays in step. What the schema cascades from the user row goes last, with it: their
 * posts (with the prayers, comments, notices and photos on them), notices to and caused by them,
 * requests and connections, invitations, sessions, tokens, queued mail and mail preferences,
 * their answers to events (a place they had passes to whoever waits) and their own events,
 * and the live prayer rooms they hosted with what they wrote, joined or said in others' rooms
 * (a request of theirs being prayed for in someone else's room leaves it: the room moves to none).
 * Deleting an object's or upload's row queues its file for the file sweep (a trigger), so files
 * outlive a crash after the commit only until the next sweep. The receipt mail is queued here
 * too, with no user, so the cascade leaves it.
 */
export async function eraseMember(tx: Db, user: UserRow, publicUrl: string): Promise<Erased> {
  const id = user.id;
  // Held to the end: the member's own writes in flight finish first, and none start after.
  const [me] = await queryRows<{ id: number }>(tx, sql`select id from users where id = ${id} for update`);
  if (!me) throw unauthenticated();

  const pairs = await queryRows<{ requester_id: number; addressee_id: number; status: string }>(
    tx,
    sql`select requester_id, addressee_id, status from connections where requester_id = ${id} or addressee_id = ${id}`,
  );
  const mates = await queryRows<{ user_id: number }>(
    tx,
    sql`select distinct user_id from group_members
        where group_id in (select group_id from group_members where user_id = ${id}) and user_id <> ${id}`,
  );
  const posts = await queryRows<{ id: number }>(tx, sql`select id from posts where author_id = ${id} order by id desc limit ${POSTS_TOLD}`);
  const noticed = await queryRows<{ user_id: number }>(
    tx,
    sql`select distinct user_id from notifications where actor_id = ${id} and user_id <> ${id}`,
  );

  const invitations = await queryRows<{ group_id: number; other_id: number }>(
    tx,
    sql`select group_id, case when inviter_id = ${id} then invitee_id else inviter_id end as other_id
        from group_invitations where status = 'pending' and (inviter_id = ${id} or invitee_id = ${id})`,
  );

  // Their prayers and comments leave the counts of other people's posts (their own posts go whole).
  const prayed = await queryRows<{ id: number; author_id: number; prayer_count: number }>(
    tx,
    sql`with gone as (delete from interactions where user_id = ${id} and type = 'prayer' returning post_id),
        per_post as (select post_id, count(*)::int as n from gone group by post_id)
        update posts p set prayer_count = p.prayer_count - per_post.n from per_post
        where p.id = per_post.post_id and p.author_id <> ${id}
        returning p.id, p.author_id, p.prayer_count`,
  );
  const reacted = await withdrawReactions(tx, id);
  const commented = await queryRows<{ id: number; author_id: number; comment_count: number }>(
    tx,
    // Others' replies to their comments go with those comments (threads are one level deep), and out of the counts too.
    sql`with gone as (
          delete from comments where author_id = ${id} or parent_id in (select c.id from comments c where c.author_id = ${id})
          returning post_id),
        per_post as (select post_id, count(*)::int as n from gone group by post_id)
        update posts p set comment_count = p.comment_count - per_post.n from per_post
        where p.id = per_post.post_id and p.author_id <> ${id}
        returning p.id, p.author_id, p.comment_count`,
  );

  const eventNotices = await leaveEveryEvent(tx, id, new Date().toISOString());
  const conversations = await leaveEveryConversation(tx, id);
  // Their feeds first, under their own feed lock, then every place's they leave, all at once:
  // the fan-out takes its locks in that order too, so the two never wait on each other in a ring.
  await removeMemberFeeds(tx, id);
  await lockPlaceFeedsOf(tx, id);
  const groups = await leaveEveryGroup(tx, id);
  const churches = await leaveEveryChurch(tx, id);

  const objects = await queryRows<{ key: string }>(tx, sql`delete from objects where owner_id = ${id} returning key`);
  const uploads = await queryRows<{ key: string }>(tx, sql`delete from uploads where user_id = ${id} returning 'uploads/' || id as key`);

  // Mail kept for this address past the account (as the receipt below is) is moot now.
  await tx.execute(sql`delete from mail_outbox where user_id is null and lower(to_address) = lower(${user.email})`);
  await enqueueMail(tx, {
    to: user.email,
    userId: null,
    ...accountDeletedMail({ firstName: user.firstName, email: user.email, publicUrl, language: user.language }),
  });

  await tx.execute(sql`delete from users where id = ${id}`);

  const counted = new Map<number, Erased["counted"][number]>();
  for (const p of prayed) counted.set(p.id, { postId: p.id, authorId: p.author_id, prayerCount: p.prayer_count });
  for (const p of commented) counted.set(p.id, { ...counted.get(p.id), postId: p.id, authorId: p.author_id, commentCount: p.comment_count });
  for (const p of reacted.posts) counted.set(p.postId, { ...counted.get(p.postId), ...p });
  const readers = new Set([...pairs.filter((p) => p.status === "accepted").map((p) => otherOf(p, id)), ...mates.map((m) => m.user_id)]);
  return {
    pairs: pairs.map((p) => [p.requester_id, p.addressee_id]),
    readers: [...readers],
    postIds: posts.map((p) => p.id),
    counted: [...counted.values()],
    commentReactions: reacted.comments,
    noticed: noticed.map((n) => n.user_id),
    groups,
    churches,
    invitations: invitations.map((i) => ({ groupId: i.group_id, userId: i.other_id })),
    eventNotices,
    conversations,
    files: [...objects, ...uploads].map((o) => o.key).concat(groups.photos),
  };
}

const otherOf = (pair: { requester_id: number; addressee_id: number }, id: number) =>
  pair.requester_id === id ? pair.addressee_id : pair.requester_id;
