import { versesIn, versesParam } from "../bible/verses-written";
import { sql } from "drizzle-orm";
import { MESSAGES_PAGE, PHOTO_MAX_BYTES } from "../../../contract/limits";
import type { MessageReaction } from "../../../contract/messages";
import type { Context } from "../../core/context";
import { invalid } from "../../core/errors";
import { type Db, queryRows } from "../../db/client";
import type { MessageEntry } from "../../db/schema";
import {
  assertMaySend,
  findConversation,
  findEditableMessage,
  findOwnMessage,
  findVisibleMessage,
  inConversation,
  messageShownTo,
  showsReadMarkers,
} from "../../policies/message";
import { personShownTo } from "../../policies/person";
import { textQuery } from "../../db/schema/search-keys";
import { attachImage, prepareImage, withImage } from "../files/uploads";
import type { PushNotice } from "../push/push-sender";
import { readMessage, readMessages } from "./message-reads";
import { peopleIn } from "./conversations";
import { messagePushes } from "./message-pushes";

/** Where pushes go once a message is stored (the push outbox). */
export type Pushes = { push(notices: PushNotice[]): void };

/** A page of a conversation: the newest `limit` messages before `before`, oldest first. */
export async function listMessages(
  db: Db,
  viewerId: number,
  conversationId: number,
  { before, limit = MESSAGES_PAGE }: { before?: number; limit?: number },
): Promise<MessageEntry[]> {
  await findConversation(db, { viewerId, conversationId });
  const where = sql`m.conversation_id = ${conversationId}::int ${before ? sql`and m.id < ${before}::int` : sql``}`;
  return (await readMessages(db, viewerId, where, limit)).reverse();
}

/** Tells each reader of a message the message as they see it now. */
async function tellMessage({ db, tell }: Context, viewerId: number, messageId: number): Promise<MessageEntry> {
  // Read as the one who acted (who is in the conversation); told to those who see its author.
  const entry = await readMessage(db, viewerId, messageId);
  const readers = await peopleIn(db, entry.conversationId, entry.author?.id);
  tell.changed(readers, { kind: "message", conversationId: entry.conversationId, message: entry });
  return entry;
}

/**
 * A new message in a conversation the viewer may write in. A resend with the same `clientId`
 * (an outbox sending again after a lost answer) is the message already stored: `created` false.
 * Sending counts as reading all before it, and accepts a request. Everyone else in it who sees
 * the author finds it unread, and (unless they muted it) is pushed it at once.
 */
export async function sendMessage(
  context: Context,
  pushes: Pushes,
  viewerId: number,
  conversationId: number,
  body: { content?: string; imageUrl?: string | null; replyToId?: number; clientId?: string },
): Promise<{ message: MessageEntry; created: boolean }> {
  const { db, storage } = context;
  await findConversation(db, { viewerId, conversationId });
  if (body.clientId) {
    const [sent] = await queryRows<{ id: number; conversation_id: number }>(
      db,
      sql`select id, conversation_id from messages where author_id = ${viewerId}::int and client_id = ${body.clientId}`,
    );
    if (sent) {
      if (sent.conversation_id !== conversationId) throw invalid("clientId was already used for another message");
      return { message: await readMessage(db, viewerId, sent.id), created: false };
    }
  }
  await assertMaySend(db, viewerId, conversationId);
  if (body.replyToId) {
    const replied = await findVisibleMessage(db, { viewerId, messageId: body.replyToId }).catch(() => null);
    if (replied?.conversation.id !== conversationId) throw invalid("You can only reply to a message in this conversation");
  }
  const content = body.content?.trim() || null;
  const verses = versesIn(content);
  const at = new Date(context.now()).toISOString();
  const write = async (tx: Db, imageUrl: string | null): Promise<number> => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into messages (conversation_id, author_id, content, verses, image_url, reply_to_id, client_id, created_at)
        values (${conversationId}::int, ${viewerId}::int, ${content}, ${versesParam(verses)}, ${imageUrl}, ${body.replyToId ?? null}::int, ${body.clientId ?? null}, ${at}::timestamptz)
        returning id`,
    );
    const id = row!.id;
    await tx.execute(sql`update conversations set last_message_at = ${at}::timestamptz where id = ${conversationId}::int`);
    await tx.execute(sql`update conversation_members cm set
        unread = case when cm.user_id = ${viewerId}::int then 0 else cm.unread + 1 end,
        read_through = case when cm.user_id = ${viewerId}::int then ${id}::int else cm.read_through end,
        state = case when cm.user_id = ${viewerId}::int and cm.state = 'request' then 'accepted' else cm.state end,
        hidden = false
      where cm.conversation_id = ${conversationId}::int and ${inConversation(sql`cm`)}
        and (cm.user_id = ${viewerId}::int or ${personShownTo({ viewerId: sql`cm.user_id`, personId: sql`${viewerId}::int` })})`);
    return id;
  };
  let id: number;
  if (body.imageUrl) {
    const image = await prepareImage(db, storage, viewerId, body.imageUrl, "message_image", PHOTO_MAX_BYTES, context.now);
    id = await withImage(storage, image, (prepared) =>
      db.transaction(async (tx) => {
        const written = await write(tx, `/objects/${prepared.key}`);
        await attachImage(tx, prepared, { kind: "message_image", userId: viewerId, messageId: written });
        return written;
      }),
    );
  } else {
    id = await db.transaction((tx) => write(tx, null));
  }
  const message = await tellMessage(context, viewerId, id);
  pushes.push(await messagePushes(db, message, viewerId));
  return { message, created: true };
}

/** The author changes their words, within the time allowed (marked edited). */
export async function editMessage(context: Context, viewerId: number, messageId: number, content: string): Promise<MessageEntry> {
  await findEditableMessage(context.db, { viewerId, messageId }, context.now());
  const at = new Date(context.now()).toISOString();
  const verses = versesIn(content);
  await context.db.execute(
    sql`update messages set content = ${content}, verses = ${versesParam(verses)}, edited_at = ${at}::timestamptz where id = ${messageId}::int`,
  );
  return tellMessage(context, viewerId, messageId);
}

/** The author deletes it for everyone: its place stays, its words and photo go. */
export async function deleteMessage(context: Context, viewerId: number, messageId: number): Promise<MessageEntry> {
  await findOwnMessage(context.db, { viewerId, messageId });
  const at = new Date(context.now()).toISOString();
  await context.db.transaction(async (tx) => {
    await tx.execute(sql`update messages set content = null, image_url = null, deleted_at = ${at}::timestamptz where id = ${messageId}::int`);
    // The photo's file is queued for removal with its row.
    await tx.execute(sql`delete from objects where message_id = ${messageId}::int`);
  });
  return tellMessage(context, viewerId, messageId);
}

/** The viewer's one reaction to a message (a new one takes the place of the old), or none. */
export async function reactToMessage(
  context: Context,
  viewerId: number,
  messageId: number,
  reaction: MessageReaction | null,
): Promise<MessageEntry> {
  const { conversation, message } = await findVisibleMessage(context.db, { viewerId, messageId });
  await assertMaySend(context.db, viewerId, conversation.id);
  if (message.deletedAt) throw invalid("This message was deleted");
  await context.db.execute(
    reaction
      ? sql`insert into message_reactions (message_id, user_id, reaction) values (${messageId}::int, ${viewerId}::int, ${reaction})
          on conflict (message_id, user_id) do update set reaction = excluded.reaction, created_at = now()`
      : sql`delete from message_reactions where message_id = ${messageId}::int and user_id = ${viewerId}::int`,
  );
  return tellMessage(context, viewerId, messageId);
}

/**
 * The viewer has read the conversation up to `messageId` (never back): what is unread is what
 * came after. Those who show read markers see theirs, if they show their own.
 */
export async function markRead({ db, tell }: Context, viewerId: number, conversationId: number, messageId: number): Promise<void> {
  const { member } = await findConversation(db, { viewerId, conversationId });
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select m.id from messages m join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${viewerId}::int
      where m.id = ${messageId}::int and m.conversation_id = ${conversationId}::int and ${messageShownTo(viewerId, sql`m`, sql`cm`)}`,
  );
  // One the viewer does not see is, to them, not there.
  if (!found) throw invalid("That message is not in this conversation");
  if (messageId <= member.readThrough) return;
  await db.execute(sql`update conversation_members cm set read_through = ${messageId}::int,
      unread = (select count(*)::int from messages m where m.conversation_id = cm.conversation_id and m.id > ${messageId}::int
        and m.author_id is distinct from cm.user_id and ${messageShownTo(viewerId, sql`m`, sql`cm`)})
    where cm.conversation_id = ${conversationId}::int and cm.user_id = ${viewerId}::int`);
  tell.changed([viewerId], { kind: "conversation", conversationId });
  const watchers = await queryRows<{ user_id: number }>(
    db,
    sql`select cm.user_id from conversation_members cm where cm.conversation_id = ${conversationId}::int and cm.user_id <> ${viewerId}::int
      and ${inConversation(sql`cm`)} and ${showsReadMarkers(sql`cm.user_id`)} and ${showsReadMarkers(sql`${viewerId}::int`)}
      and ${personShownTo({ viewerId, personId: sql`cm.user_id` })}`,
  );
  tell.changed(
    watchers.map((w) => w.user_id),
    { kind: "message-read", conversationId, userId: viewerId, messageId },
  );
}

// How many messages a search lists: the newest first.
const FOUND = 50;

/** The viewer's own conversations searched: the messages they see with these words, newest first. */
export async function searchMessages(
  db: Db,
  viewerId: number,
  words: string,
): Promise<{ conversation: { id: number; title: string | null }; message: MessageEntry }[]> {
  const found = await readMessages(
    db,
    viewerId,
    sql`${inConversation(sql`cm`)} and m.deleted_at is null and m.search_words @@ ${textQuery(words)}`,
    FOUND,
  );
  if (found.length === 0) return [];
  const ids = [...new Set(found.map((m) => m.conversationId))];
  const titles = new Map(
    (await queryRows<{ id: number; title: string | null }>(db, sql`select id, title from conversations where id in ${ids}`)).map((c) => [
      c.id,
      c.title,
    ]),
  );
  return found.map((message) => ({ conversation: { id: message.conversationId, title: titles.get(message.conversationId) ?? null }, message }));
}
