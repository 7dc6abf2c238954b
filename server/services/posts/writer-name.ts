import { type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../contract/languages";
import { mailMessages, params } from "../../mail/i18n";
import { sqlMessage } from "../notifications/notifications";
import { displayNameSql } from "../people/users";

const words = mailMessages("notices/writer", {
  ofNetwork: "A member of your network",
  ofPlace: params("A member of {place}"),
});

/**
 * How a notice names whoever wrote in or under the post `postId` (SQL, in `language`): by
 * name; or, for the author of an anonymous request writing in or under it, by where it was
 * shared, as the request itself names them. Read once the post's row is written.
 */
export const writerNameSql = (language: Language, writerId: number, postId: number): SQL => sql`(select case
    when not (wp.anonymous and wp.author_id = wu.id) then ${displayNameSql(sql`wu`)}
    when coalesce(wg.name, wc.name) is null then ${words(language).ofNetwork}::text
    else ${sqlMessage(words(language).ofPlace, { place: sql`coalesce(wg.name, wc.name)` })} end
  from users wu, posts wp left join groups wg on wg.id = wp.group_id left join churches wc on wc.id = wp.church_id
  where wu.id = ${writerId}::int and wp.id = ${postId}::int)`;

/** Whom a notice names as its actor: nobody, for the anonymous author of the request. */
export const actorOf = (writerId: number, anonymousWriter: boolean): number | null => (anonymousWriter ? null : writerId);
