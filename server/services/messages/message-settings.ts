import { sql } from "drizzle-orm";
import type { MessageSettings } from "../../../contract/messages";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";

/** A member's choices for messages: both on until they say otherwise. */
export async function messageSettingsOf(db: Db, userId: number): Promise<MessageSettings> {
  const [row] = await queryRows<MessageSettings>(
    db,
    sql`select requests, read_markers as "readMarkers" from message_settings where user_id = ${userId}::int`,
  );
  return row ?? { requests: true, readMarkers: true };
}

/**
 * Changes the member's choices. Read markers go both ways, so everyone in their conversations
 * reads them again (the member's own markers appear or vanish for them).
 */
export async function changeMessageSettings(
  { db, tell }: Context,
  userId: number,
  change: { requests?: boolean; readMarkers?: boolean },
): Promise<MessageSettings> {
  const now = { ...(await messageSettingsOf(db, userId)), ...change };
  await db.execute(sql`insert into message_settings (user_id, requests, read_markers) values (${userId}::int, ${now.requests}, ${now.readMarkers})
    on conflict (user_id) do update set requests = excluded.requests, read_markers = excluded.read_markers`);
  if (change.readMarkers !== undefined) {
    const rows = await queryRows<{ conversation_id: number; user_id: number }>(
      db,
      sql`select o.conversation_id, o.user_id from conversation_members me join conversation_members o on o.conversation_id = me.conversation_id
        where me.user_id = ${userId}::int and me.left_at is null and o.left_at is null and o.state <> 'declined'`,
    );
    const byConversation = new Map<number, number[]>();
    for (const row of rows) byConversation.set(row.conversation_id, [...(byConversation.get(row.conversation_id) ?? []), row.user_id]);
    for (const [conversationId, people] of byConversation) tell.changed(people, { kind: "conversation", conversationId });
  }
  return now;
}
