import { sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import { type Db, queryRows } from "../../db/client";
import type { MessageEntry } from "../../db/schema";
import { mailMessages, params } from "../../mail/i18n";
import { inConversation } from "../../policies/message";
import { personShownTo } from "../../policies/person";
import { displayNameSql } from "../people/users";
import type { PushNotice } from "../push/push-sender";

const words = mailMessages("push/message", {
  photo: "Sent a photo",
  inCircle: params("{name} in {circle}"),
});

// A push carries a short excerpt; the conversation holds the rest.
const EXCERPT = 200;

/**
 * A new message as pushes, at once: to everyone else in the conversation who sees its author,
 * has not muted it, and has a browser subscribed. In the member's language; the pushes of one
 * conversation share a tag, so a phone shows its newest in place of the ones before.
 */
export async function messagePushes(db: Db, message: MessageEntry, authorId: number): Promise<PushNotice[]> {
  const rows = await queryRows<{ user_id: number; language: Language; title: string | null; author: string }>(
    db,
    sql`select cm.user_id, u.language, c.title, ${displayNameSql(sql`a`)} as author
      from conversation_members cm join users u on u.id = cm.user_id join conversations c on c.id = cm.conversation_id
      join users a on a.id = ${authorId}::int
      where cm.conversation_id = ${message.conversationId}::int and cm.user_id <> ${authorId}::int and not cm.muted
        and ${inConversation(sql`cm`)} and not u.is_demo
        and ${personShownTo({ viewerId: sql`cm.user_id`, personId: sql`${authorId}::int` })}
        and exists (select 1 from push_subscriptions s where s.user_id = cm.user_id)`,
  );
  return rows.map((row) => {
    const said = words(row.language);
    return {
      userId: row.user_id,
      title: row.title ? said.inCircle({ name: row.author, circle: row.title }) : row.author,
      body: message.content ? message.content.slice(0, EXCERPT) : said.photo,
      url: `/messages/${message.conversationId}`,
      tag: `conversation-${message.conversationId}`,
    };
  });
}
