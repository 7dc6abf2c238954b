import { sql } from "drizzle-orm";
import { mailMessages, params } from "../../mail/i18n";
import { prayerTeamMembers } from "../../policies/church";
import { type NoticeDraft, excerpt, sqlMessage } from "../notifications/notifications";

const words = mailMessages("notices/prayer-team", {
  title: params("{church}: a request for the prayer team"),
});

/**
 * The notice to each member of a church's prayer teams that a request was shared with the team
 * alone: the team is there to pray, so it is told rather than left to find it on the wall. An
 * anonymous request's notice names nobody (no actor); its author is never told of their own.
 */
export function prayerTeamRequest({
  authorId,
  anonymous,
  churchId,
  postId,
  content,
}: {
  authorId: number;
  anonymous: boolean;
  churchId: number;
  postId: number;
  content: string;
}): Omit<NoticeDraft, "userId"> & { recipients: ReturnType<typeof sql> } {
  const church = sql`(select c.name from churches c where c.id = ${churchId}::integer)`;
  return {
    recipients: sql`select t.user_id from (${prayerTeamMembers(churchId)}) t where t.user_id <> ${authorId}::integer`,
    actorId: anonymous ? null : authorId,
    type: "prayer_team_request",
    title: (language) => sqlMessage(words(language).title, { church }),
    message: excerpt(content, 140),
    postId,
    churchId,
  };
}
