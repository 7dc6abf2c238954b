import { type SQL, and, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import { MESSAGE_EDIT_MINUTES } from "../../contract/limits";
import { conflict, forbidden, notFound } from "../core/errors";
import { type Db, queryRows } from "../db/client";
import { type ConversationMemberRow, type ConversationRow, type MessageRow, conversationMembers, conversations, messages } from "../db/schema";
import { type Someone, asId, connectedTo } from "./connection";
import { blockedBetween, personShownTo } from "./person";

// Who talks privately with whom:
// - a member messages directly their connections and anyone who shares a church or a group
//   with them; anyone else they may see receives the conversation as a request, to accept or
//   decline, unless that person turned requests off;
// - a conversation is seen by those in it: accepted, or a request not yet answered. Whoever
//   declined it, or left a circle, no longer sees it; nobody else ever does (moderators see
//   a reported message and the few around it, through the report);
// - in a circle, neither of two people who blocked each other (either way) sees the other's
//   messages; a one to one between them is ended: neither writes in it any more;
// - a banned member's messages are gone for everyone, as everything they wrote; one removed by
//   a moderator (after a report) is seen by its author alone;
// - a message is changed (within MESSAGE_EDIT_MINUTES) or deleted for everyone by its author alone;
// - read markers show only between people who both keep them on.

/** A condition: `a` may message `b` without a request (a connection, a church or a group in common). */
export const messagesDirectly = (a: Someone, b: Someone): SQL => sql<boolean>`(${connectedTo(a, b)}
  or exists (select 1 from church_members ca join church_members cb on cb.church_id = ca.church_id
    where ca.user_id = ${asId(a)} and cb.user_id = ${asId(b)})
  or exists (select 1 from group_members ga join group_members gb on gb.group_id = ga.group_id
    where ga.user_id = ${asId(a)} and gb.user_id = ${asId(b)}))`;

/**
 * A condition on a message `m` read by `viewerId` through their place `cm`: they see it (it came
 * after they cleared the conversation, and its author is shown to them, or was deleted).
 */
export const messageShownTo = (viewerId: Someone, m: SQL, cm: SQL): SQL => sql<boolean>`(${m}.id > ${cm}.cleared_through
  and (${m}.author_id = ${asId(viewerId)} or (${m}.moderation is null
    and (${m}.author_id is null or ${personShownTo({ viewerId, personId: sql`${m}.author_id` })}))))`;

/** A condition: the person `userId` names shows their read markers (no choice made: they do). */
export const showsReadMarkers = (userId: SQL): SQL =>
  sql<boolean>`coalesce((select s.read_markers from message_settings s where s.user_id = ${userId}), true)`;

/** A condition on a conversation_members row `cm`: its person is in the conversation now (they see it). */
export const inConversation = (cm: SQL): SQL => sql<boolean>`(${cm}.left_at is null and ${cm}.state <> 'declined')`;

export type ConversationAccess = { conversation: ConversationRow; member: ConversationMemberRow };

/** The conversation and the viewer's place in it, if they are in it; a 404 otherwise. */
export async function findConversation(
  db: Db,
  { viewerId, conversationId }: { viewerId: number; conversationId: number },
): Promise<ConversationAccess> {
  const [row] = await db
    .select({ conversation: conversations, member: conversationMembers })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, viewerId),
        isNull(conversationMembers.leftAt),
        ne(conversationMembers.state, "declined"),
      ),
    );
  if (!row) throw notFound("Conversation not found");
  return row;
}

/**
 * A condition on a conversation `c`: the viewer may write in it now. Always in a circle; in a
 * one to one, not when a block stands between the two, or the other is banned or gone.
 */
export const mayWriteIn = (viewerId: Someone, c: SQL): SQL => sql<boolean>`(${c}.kind = 'circle'
  or exists (select 1 from conversation_members o where o.conversation_id = ${c}.id and o.user_id <> ${asId(viewerId)}
    and not ${blockedBetween(viewerId, sql`o.user_id`)} and ${personShownTo({ viewerId, personId: sql`o.user_id` })}))`;

export async function assertMaySend(db: Db, viewerId: number, conversationId: number): Promise<void> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${mayWriteIn(viewerId, sql`c`)} as ok from conversations c where c.id = ${conversationId}::int`,
  );
  if (!row?.ok) throw forbidden("You can't send messages in this conversation");
}

export type MessageAccess = ConversationAccess & { message: MessageRow };

/** A message the viewer sees, with its conversation and their place in it; a 404 otherwise. */
export async function findVisibleMessage(db: Db, { viewerId, messageId }: { viewerId: number; messageId: number }): Promise<MessageAccess> {
  const [found] = await db
    .select({ message: messageColumns, conversation: conversations, member: conversationMembers })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, viewerId)),
    )
    .where(
      and(
        eq(messages.id, messageId),
        inConversation(sql`${conversationMembers}`),
        messageShownTo(viewerId, sql`${messages}`, sql`${conversationMembers}`),
      ),
    );
  if (!found) throw notFound("Message not found");
  return found;
}

const { searchWords: _words, ...messageColumns } = getTableColumns(messages);

/** The viewer's own message, still shown (a 404 when they do not see it, a 403 when it is someone else's, a 409 once deleted). */
export async function findOwnMessage(db: Db, ask: { viewerId: number; messageId: number }): Promise<MessageAccess> {
  const access = await findVisibleMessage(db, ask);
  if (access.message.authorId !== ask.viewerId) throw forbidden("Only its author can change a message");
  if (access.message.deletedAt) throw conflict("This message was deleted");
  return access;
}

/** The viewer's own message, still within the time it may be edited in (a 409 after). */
export async function findEditableMessage(db: Db, ask: { viewerId: number; messageId: number }, now: number): Promise<MessageAccess> {
  const access = await findOwnMessage(db, ask);
  if (now - new Date(access.message.createdAt).getTime() > MESSAGE_EDIT_MINUTES * 60_000)
    throw conflict(`A message can only be edited within ${MESSAGE_EDIT_MINUTES} minutes of sending it`);
  return access;
}
