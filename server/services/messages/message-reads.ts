import type { VerseRef } from "../../../contract/verse-refs";
import { type SQL, inArray, sql } from "drizzle-orm";
import type { MessageReaction } from "../../../contract/messages";
import { type Db, queryRows } from "../../db/client";
import { type MessageEntry, type PublicUserRow, users } from "../../db/schema";
import { messageShownTo } from "../../policies/message";
import { personShownTo } from "../../policies/person";

type Row = {
  id: number;
  conversation_id: number;
  author_id: number | null;
  content: string | null;
  verses: VerseRef[] | null;
  image_url: string | null;
  client_id: string | null;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  reply_id: number | null;
  reply_author_id: number | null;
  reply_content: string | null;
  reply_has_image: boolean | null;
  reactions: { reaction: MessageReaction; userIds: number[] }[];
};

/**
 * The messages `where` picks (a condition on `m`) that the viewer sees through their place in
 * each conversation, newest first, at most `limit`. A reply shows what it answers only when
 * the viewer sees that message too.
 */
export async function readMessages(db: Db, viewerId: number, where: SQL, limit: number): Promise<MessageEntry[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select m.id, m.conversation_id, m.author_id, m.content, m.verses, m.image_url, m.client_id, m.created_at, m.edited_at, m.deleted_at,
        r.id as reply_id,
        case when ${messageShownTo(viewerId, sql`r`, sql`cm`)} then r.author_id end as reply_author_id,
        case when r.deleted_at is null and ${messageShownTo(viewerId, sql`r`, sql`cm`)} then r.content end as reply_content,
        (r.image_url is not null and r.deleted_at is null and ${messageShownTo(viewerId, sql`r`, sql`cm`)}) as reply_has_image,
        (select coalesce(json_agg(json_build_object('reaction', x.reaction, 'userIds', x.ids) order by x.first), '[]'::json)
          from (select mr.reaction, array_agg(mr.user_id order by mr.created_at) as ids, min(mr.created_at) as first
            from message_reactions mr where mr.message_id = m.id
              and (mr.user_id = ${viewerId}::int or ${personShownTo({ viewerId, personId: sql`mr.user_id` })})
            group by mr.reaction) x) as reactions
      from messages m
      join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${viewerId}::int
      left join messages r on r.id = m.reply_to_id
      where (${where}) and ${messageShownTo(viewerId, sql`m`, sql`cm`)}
      order by m.id desc
      limit ${limit}::int`,
  );
  const people = await publicUsers(
    db,
    rows.flatMap((r) => [r.author_id, r.reply_author_id]),
  );
  return rows.map((r) => ({
    id: r.id,
    conversationId: r.conversation_id,
    author: r.author_id === null ? null : (people.get(r.author_id) ?? null),
    content: r.deleted_at ? null : r.content,
    verses: r.deleted_at || r.content === null ? [] : (r.verses ?? []),
    imageUrl: r.deleted_at ? null : r.image_url,
    replyTo:
      r.reply_id === null
        ? null
        : {
            id: r.reply_id,
            author: r.reply_author_id === null ? null : (people.get(r.reply_author_id) ?? null),
            content: r.reply_content,
            hasImage: r.reply_has_image ?? false,
          },
    reactions: r.reactions,
    clientId: r.client_id,
    createdAt: r.created_at,
    editedAt: r.edited_at,
    deletedAt: r.deleted_at,
  }));
}

/** One message as the viewer sees it (it must be one they see). */
export async function readMessage(db: Db, viewerId: number, messageId: number): Promise<MessageEntry> {
  const [entry] = await readMessages(db, viewerId, sql`m.id = ${messageId}::int`, 1);
  return entry!;
}

/** The public fields of these people, by id. */
export async function publicUsers(db: Db, ids: (number | null)[]): Promise<Map<number, PublicUserRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bannerImageUrl: users.bannerImageUrl,
      churchAffiliation: users.churchAffiliation,
      aboutMe: users.aboutMe,
      location: users.location,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
