import { type SQL, sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { conflict, forbidden, invalid, notFound } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import type { MessageEntry, PublicUserRow } from "../../db/schema";
import { findConversation, inConversation, mayWriteIn, messageShownTo, messagesDirectly, showsReadMarkers } from "../../policies/message";
import { personShownTo } from "../../policies/person";
import { displayNameSql } from "../people/users";
import { publicUsers, readMessages } from "./message-reads";

/** A conversation as the lists and its page show it to one reader. */
export type ConversationEntry = {
  id: number;
  kind: "direct" | "circle";
  title: string | null;
  people: PublicUserRow[];
  lastMessage: MessageEntry | null;
  unread: number;
  muted: boolean;
  request: boolean;
  canSend: boolean;
  updatedAt: Date;
  readMarkers: { userId: number; messageId: number }[];
};

type Row = {
  id: number;
  kind: "direct" | "circle";
  title: string | null;
  last_message_at: Date;
  unread: number;
  muted: boolean;
  state: string;
  people: number[];
  last_message_id: number | null;
  can_send: boolean;
  read_markers: { userId: number; messageId: number }[];
};

/** The viewer's conversations that `where` picks (a condition on `c` and their place `cm`), newest activity first. */
async function readConversations(db: Db, viewerId: number, where: SQL, limit: number): Promise<ConversationEntry[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.kind, c.title, c.last_message_at, cm.unread, cm.muted, cm.state,
        array(select o.user_id from conversation_members o where o.conversation_id = c.id and o.user_id <> ${viewerId}::int
          and ${inConversation(sql`o`)} and ${personShownTo({ viewerId, personId: sql`o.user_id` })} order by o.joined_at, o.user_id) as people,
        (select m.id from messages m where m.conversation_id = c.id and ${messageShownTo(viewerId, sql`m`, sql`cm`)} order by m.id desc limit 1)
          as last_message_id,
        ${mayWriteIn(viewerId, sql`c`)} as can_send,
        case when ${showsReadMarkers(sql`${viewerId}::int`)} then
          (select coalesce(json_agg(json_build_object('userId', o.user_id, 'messageId', o.read_through) order by o.user_id), '[]'::json)
            from conversation_members o where o.conversation_id = c.id and o.user_id <> ${viewerId}::int and ${inConversation(sql`o`)}
              and o.read_through > 0 and ${showsReadMarkers(sql`o.user_id`)} and ${personShownTo({ viewerId, personId: sql`o.user_id` })})
          else '[]'::json end as read_markers
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      where cm.user_id = ${viewerId}::int and ${inConversation(sql`cm`)} and (${where})
      order by c.last_message_at desc, c.id desc
      limit ${limit}::int`,
  );
  const lastIds = rows.map((r) => r.last_message_id).filter((id): id is number => id !== null);
  const last = lastIds.length
    ? new Map((await readMessages(db, viewerId, sql`m.id in ${lastIds}`, lastIds.length)).map((m) => [m.id, m]))
    : new Map<number, MessageEntry>();
  const people = await publicUsers(
    db,
    rows.flatMap((r) => r.people),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    people: r.people.map((id) => people.get(id)).filter((p): p is PublicUserRow => p !== undefined),
    lastMessage: r.last_message_id === null ? null : (last.get(r.last_message_id) ?? null),
    unread: r.unread,
    muted: r.muted,
    request: r.state === "request",
    canSend: r.can_send,
    updatedAt: r.last_message_at,
    readMarkers: r.read_markers,
  }));
}

/**
 * A page of the viewer's inbox (accepted conversations) or their message requests, newest
 * activity first: after `cursor`, the last one already shown (one of their own: any other
 * would tell when a stranger's conversation was last active). One deleted for themself waits
 * for a new message.
 */
export function listConversations(
  db: Db,
  viewerId: number,
  { box, cursor, limit }: { box: "inbox" | "requests"; cursor?: number; limit: number },
): Promise<ConversationEntry[]> {
  const after =
    cursor === undefined
      ? sql``
      : sql`and (c.last_message_at, c.id) < (select x.last_message_at, x.id from conversations x
          join conversation_members xm on xm.conversation_id = x.id and xm.user_id = ${viewerId}::int where x.id = ${cursor}::int)`;
  return readConversations(db, viewerId, sql`cm.state = ${box === "inbox" ? "accepted" : "request"} and not cm.hidden ${after}`, limit);
}

/** One conversation the viewer is in (a 404 otherwise). */
export async function conversationFor(db: Db, viewerId: number, conversationId: number): Promise<ConversationEntry> {
  await findConversation(db, { viewerId, conversationId });
  const [entry] = await readConversations(db, viewerId, sql`c.id = ${conversationId}::int`, 1);
  return entry!;
}

/**
 * Starts a conversation: with one person, the one to one the two have (found again, never
 * doubled: 201 when new), or a circle of everyone named. Each person must be one the viewer
 * sees (a 404 otherwise); whom the viewer may not message directly gets it as a request,
 * unless they turned requests off (a 403 naming them).
 */
export async function startConversation(
  { db, tell }: Context,
  viewerId: number,
  { userIds, title, circle }: { userIds: number[]; title?: string; circle?: boolean },
): Promise<{ conversationId: number; created: boolean }> {
  const others = [...new Set(userIds)].filter((id) => id !== viewerId);
  if (others.length === 0) throw invalid("Choose at least one person other than yourself");
  const people = await queryRows<{ id: number; name: string; direct: boolean; takes_requests: boolean }>(
    db,
    sql`select u.id, ${displayNameSql(sql`u`)} as name, ${messagesDirectly(viewerId, sql`u.id`)} as direct,
        coalesce((select s.requests from message_settings s where s.user_id = u.id), true) as takes_requests
      from users u where u.id in ${others} and ${personShownTo({ viewerId, personId: sql`u.id` })}`,
  );
  if (people.length !== others.length) throw notFound("User not found");
  const refusing = people.find((p) => !p.direct && !p.takes_requests);
  if (refusing) throw forbidden(`${refusing.name} does not accept message requests`);
  const stateOf = (id: number) => (people.find((p) => p.id === id)!.direct ? "accepted" : "request");

  const result = await db.transaction(async (tx) => {
    if (others.length === 1 && !circle) {
      const other = others[0]!;
      const key = `${Math.min(viewerId, other)}:${Math.max(viewerId, other)}`;
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into conversations (kind, direct_key, created_by) values ('direct', ${key}, ${viewerId}::int)
          on conflict (direct_key) do nothing returning id`,
      );
      if (made) {
        await tx.execute(sql`insert into conversation_members (conversation_id, user_id, state)
          values (${made.id}::int, ${viewerId}::int, 'accepted'), (${made.id}::int, ${other}::int, ${stateOf(other)})`);
        return { conversationId: made.id, created: true };
      }
      // The two have one: the viewer finds it in their inbox again (had they deleted or declined
      // it); the other's place stays as they left it.
      const [found] = await queryRows<{ id: number }>(tx, sql`select id from conversations where direct_key = ${key}`);
      await tx.execute(sql`update conversation_members set state = 'accepted', hidden = false
        where conversation_id = ${found!.id}::int and user_id = ${viewerId}::int`);
      return { conversationId: found!.id, created: false };
    }
    const [made] = await queryRows<{ id: number }>(
      tx,
      sql`insert into conversations (kind, title, created_by) values ('circle', ${title || null}, ${viewerId}::int) returning id`,
    );
    const rows = [
      sql`(${made!.id}::int, ${viewerId}::int, 'accepted')`,
      ...others.map((id) => sql`(${made!.id}::int, ${id}::int, ${stateOf(id)})`),
    ];
    await tx.execute(sql`insert into conversation_members (conversation_id, user_id, state) values ${sql.join(rows, sql`, `)}`);
    return { conversationId: made!.id, created: true };
  });
  tell.changed([viewerId, ...others], { kind: "conversation", conversationId: result.conversationId });
  return result;
}

/** Changes the viewer's own place in a conversation, then tells `audience` (the viewer's other tabs at least). */
async function changePlace({ db, tell }: Context, viewerId: number, conversationId: number, set: SQL, everyone = false): Promise<void> {
  await db.execute(sql`update conversation_members set ${set} where conversation_id = ${conversationId}::int and user_id = ${viewerId}::int`);
  const audience = everyone ? await peopleIn(db, conversationId) : [viewerId];
  tell.changed([...new Set([viewerId, ...audience])], { kind: "conversation", conversationId });
}

/** Everyone in a conversation now; given `seeing`, only those who see that person (nobody blocked either way with them). */
export async function peopleIn(db: Db, conversationId: number, seeing?: number): Promise<number[]> {
  const shown = seeing === undefined ? sql`` : sql`and ${personShownTo({ viewerId: sql`cm.user_id`, personId: sql`${seeing}::int` })}`;
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`select cm.user_id from conversation_members cm where cm.conversation_id = ${conversationId}::int and ${inConversation(sql`cm`)} ${shown}`,
  );
  return rows.map((r) => r.user_id);
}

export async function muteConversation(context: Context, viewerId: number, conversationId: number, muted: boolean): Promise<void> {
  await findConversation(context.db, { viewerId, conversationId });
  await changePlace(context, viewerId, conversationId, sql`muted = ${muted}`);
}

/** A request accepted: the conversation moves to the inbox, and its starter sees it was. */
export async function acceptConversation(context: Context, viewerId: number, conversationId: number): Promise<void> {
  const { member } = await findConversation(context.db, { viewerId, conversationId });
  if (member.state !== "request") throw conflict("This conversation is not a request");
  await changePlace(context, viewerId, conversationId, sql`state = 'accepted'`, true);
}

/** A request declined: it leaves the viewer's lists for good; nobody else is told. */
export async function declineConversation(context: Context, viewerId: number, conversationId: number): Promise<void> {
  const { member } = await findConversation(context.db, { viewerId, conversationId });
  if (member.state !== "request") throw conflict("This conversation is not a request");
  await changePlace(context, viewerId, conversationId, sql`state = 'declined', unread = 0`);
}

/** The viewer leaves a circle: they see it no more, and those still in it see them gone. */
export async function leaveConversation(context: Context, viewerId: number, conversationId: number): Promise<void> {
  const { conversation } = await findConversation(context.db, { viewerId, conversationId });
  if (conversation.kind === "direct") throw conflict("A one-to-one conversation cannot be left; delete it instead");
  const others = (await peopleIn(context.db, conversationId)).filter((id) => id !== viewerId);
  await changePlace(context, viewerId, conversationId, sql`left_at = now(), unread = 0`);
  context.tell.changed(others, { kind: "conversation", conversationId });
}

/** Deleted for the viewer alone: what it held is gone for them, and it leaves their lists until a new message. */
export async function deleteConversationForMe(context: Context, viewerId: number, conversationId: number): Promise<void> {
  await findConversation(context.db, { viewerId, conversationId });
  const last = sql`coalesce((select max(m.id) from messages m where m.conversation_id = ${conversationId}::int), 0)`;
  await changePlace(context, viewerId, conversationId, sql`cleared_through = ${last}, read_through = ${last}, unread = 0, hidden = true`);
}

/** The top bar's badge: unread messages in the inbox (muted ones left out), and requests waiting. */
export async function unreadMessages(db: Db, viewerId: number): Promise<{ unread: number; requests: number }> {
  const [row] = await queryRows<{ unread: number; requests: number }>(
    db,
    sql`select coalesce(sum(cm.unread) filter (where cm.state = 'accepted' and not cm.muted), 0)::int as unread,
        (count(*) filter (where cm.state = 'request' and not cm.hidden))::int as requests
      from conversation_members cm where cm.user_id = ${viewerId}::int and cm.left_at is null`,
  );
  return row ?? { unread: 0, requests: 0 };
}

/**
 * In the caller's transaction, as a member's account goes: the words and photos of their
 * messages go (their places stay, as "Deleted member"), and they leave every conversation.
 * Returns each conversation they were in, with who is in it still, to tell once committed.
 */
export async function leaveEveryConversation(tx: Db, userId: number): Promise<{ conversationId: number; people: number[] }[]> {
  await tx.execute(sql`update messages set content = null, image_url = null, deleted_at = coalesce(deleted_at, now())
    where author_id = ${userId}::int`);
  const rows = await queryRows<{ conversation_id: number; people: number[] }>(
    tx,
    sql`select cm.conversation_id, array(select o.user_id from conversation_members o where o.conversation_id = cm.conversation_id
        and o.user_id <> ${userId}::int and ${inConversation(sql`o`)}) as people
      from conversation_members cm where cm.user_id = ${userId}::int and ${inConversation(sql`cm`)}`,
  );
  return rows.map((r) => ({ conversationId: r.conversation_id, people: r.people }));
}

/** The conversations two people are both in now. */
export async function sharedConversations(db: Db, a: number, b: number): Promise<number[]> {
  const rows = await queryRows<{ conversation_id: number }>(
    db,
    sql`select x.conversation_id from conversation_members x join conversation_members y on y.conversation_id = x.conversation_id
      where x.user_id = ${a}::int and y.user_id = ${b}::int and ${inConversation(sql`x`)} and ${inConversation(sql`y`)}`,
  );
  return rows.map((r) => r.conversation_id);
}
