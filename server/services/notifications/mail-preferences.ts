import { type SQL, eq, sql } from "drizzle-orm";
import {
  DEFAULT_MAIL_PREFERENCES,
  MAIL_KINDS,
  type MailKind,
  type MailPreferences,
  type UnsubscribeScope,
  type UpdateMailPreferencesBody,
} from "../../../contract/mail-preferences";
import type { NoticeType } from "../../../contract/notice-types";
import { type Db, queryRows } from "../../db/client";
import { mailPreferences } from "../../db/schema";

/** Which choice governs the mail for each type of notice; other types are never mailed. */
export const NOTICE_KINDS: Readonly<Record<string, MailKind>> = {
  friend_request: "connectionRequests",
  friend_accepted: "connectionRequests",
  post_comment: "comments",
  // A reply to my comment, or my name in someone's words: what is said to me under posts, as a comment on my post is.
  comment_reply: "comments",
  mention: "comments",
  post_prayer: "prayers",
  // The prayer loop's own notices share the prayers choice (one column a kind; a kind of its
  // own each would need columns of their own).
  prayer_update: "prayers",
  prayer_answered: "prayers",
  prayer_check: "prayers",
  prayer_reminder: "prayers",
  // A daily reminder the member set for their devotions, as the prayer reminder is.
  reading_plan: "prayers",
  group_invitation: "groupInvitations",
  // A group's live prayer room opening: news from a group, as an invitation is.
  group_room: "groupInvitations",
  church_join_request: "churchNews",
  church_admitted: "churchNews",
  church_announcement: "churchNews",
  devotion: "churchNews",
  prayer_team_request: "churchNews",
  event_comment: "comments",
  event_reminder: "events",
  event_changed: "events",
  event_message: "events",
  event_moved_up: "events",
} satisfies Partial<Record<NoticeType, MailKind>>;

const COLUMNS: Record<MailKind, string> = {
  connectionRequests: "connection_requests",
  comments: "comments",
  prayers: "prayers",
  groupInvitations: "group_invitations",
  churchNews: "church_news",
  events: "events",
  messages: "messages",
};

/**
 * The kinds the daily digest of notices covers: messages left unread have a mail of their own
 * (services/messages/message-mail.ts), which the digest's unsubscribe link leaves as it is.
 */
export const DIGEST_KINDS: readonly MailKind[] = MAIL_KINDS.filter((kind) => kind !== "messages");

/**
 * The cadence a notice's recipient chose for it, as SQL over a notifications row (`notice`)
 * and their mail_preferences row left-joined (`prefs`): no row means the defaults, and a type
 * no choice governs is 'off'. Written from the constants above only, never from input.
 */
export function cadenceSql(notice: string, prefs: string): SQL {
  const arms = Object.entries(NOTICE_KINDS).map(
    ([type, kind]) => `when '${type}' then coalesce(${prefs}.${COLUMNS[kind]}, '${DEFAULT_MAIL_PREFERENCES[kind]}')`,
  );
  return sql.raw(`(case ${notice}.type ${arms.join(" ")} else 'off' end)`);
}

export async function getMailPreferences(db: Db, userId: number): Promise<MailPreferences> {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  if (!row) return { ...DEFAULT_MAIL_PREFERENCES };
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, row[kind]])) as MailPreferences;
}

/** Changes the cadences given; the first change stores the member's row, defaults beside it. */
export async function updateMailPreferences(db: Db, userId: number, changes: UpdateMailPreferencesBody): Promise<MailPreferences> {
  const set = Object.fromEntries(MAIL_KINDS.flatMap((kind) => (changes[kind] ? [[kind, changes[kind]]] : [])));
  if (Object.keys(set).length === 0) return getMailPreferences(db, userId);
  await db
    .insert(mailPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: mailPreferences.userId, set });
  return getMailPreferences(db, userId);
}

/**
 * What an unsubscribe stops, per kind: the kind named (or every kind, for "all") goes 'off';
 * for "digest", every kind of notice now mailed daily does, and what comes at once stays as it is.
 */
function afterUnsubscribe(scope: UnsubscribeScope, kind: MailKind, current: SQL): SQL {
  if (scope === "all" || scope === kind) return sql`'off'`;
  if (scope === "digest" && DIGEST_KINDS.includes(kind)) return sql`(case when ${current} = 'daily' then 'off' else ${current} end)`;
  return current;
}

/**
 * Turns mail off as an unsubscribe link says, in one statement (storing the member's row, with
 * the defaults, if they had none). False when there is no such member.
 */
export async function turnOffMail(db: Db, userId: number, scope: UnsubscribeScope): Promise<boolean> {
  const columns = MAIL_KINDS.map((kind) => sql.raw(COLUMNS[kind]));
  const fresh = MAIL_KINDS.map((kind) => afterUnsubscribe(scope, kind, sql.raw(`'${DEFAULT_MAIL_PREFERENCES[kind]}'`)));
  const updates = MAIL_KINDS.map((kind, i) => sql`${columns[i]} = ${afterUnsubscribe(scope, kind, sql`${mailPreferences}.${columns[i]}`)}`);
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`insert into ${mailPreferences} (user_id, ${sql.join(columns, sql`, `)})
      select id, ${sql.join(fresh, sql`, `)} from users where id = ${userId}::integer
      on conflict (user_id) do update set ${sql.join(updates, sql`, `)}
      returning user_id`,
  );
  return rows.length > 0;
}
