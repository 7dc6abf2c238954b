import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import type { NotificationRow, PostRow } from "../../db/schema";
import { prayedAndStillSee } from "../../policies/prayer";
import type { Language } from "../../../contract/languages";
import { mailMessages, params } from "../../mail/i18n";
import { type StoredNoticeColumns, type Words, notifyEachStatement, sqlMessage, storedNotices } from "../notifications/notifications";
import { displayNameSql } from "../people/users";

const whoWords = mailMessages("notices/prayer-news", {
  ofNetwork: "A member of your network",
  ofGroup: params("A member of {group}"),
});

/**
 * Tells everyone who prayed for the prayer request `post` and can still see it of its news
 * (an update, an answer), inside the write's transaction; returns the notices stored. The
 * author of an anonymous request is named by where it was shared ("A member of your network",
 * "A member of Grace Church") and stays out of the notice (no actor).
 */
export async function tellThoseWhoPrayed(
  tx: Db,
  post: Pick<PostRow, "id" | "authorId" | "anonymous">,
  news: { type: "prayer_update" | "prayer_answered"; title: Words; message: (language: Language, who: SQL) => string | SQL },
): Promise<NotificationRow[]> {
  const who = (language: Language) => sql`(select case
      when not posts.anonymous then ${displayNameSql(sql`u`)}
      when g.id is null then ${whoWords(language).ofNetwork}
      else ${sqlMessage(whoWords(language).ofGroup, { group: sql`g.name` })} end
    from posts join users u on u.id = posts.author_id left join groups g on g.id = posts.group_id
    where posts.id = ${post.id}::integer)`;
  const notice = {
    actorId: post.anonymous ? null : post.authorId,
    type: news.type,
    title: news.title,
    message: (language: Language) => news.message(language, who(language)),
    postId: post.id,
  };
  const rows = await queryRows<StoredNoticeColumns>(tx, notifyEachStatement({ ...notice, recipients: prayedAndStillSee(post.id) }));
  return storedNotices(notice, rows);
}
