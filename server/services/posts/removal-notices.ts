import { sql } from "drizzle-orm";
import { mailMessages, params } from "../../mail/i18n";
import { type NoticeDraft, excerpt, sqlMessage } from "../notifications/notifications";

const groupWords = mailMessages("notices/group-removal", {
  postTitle: "Your post was removed",
  commentTitle: "Your comment was removed",
  post: params("A group admin removed your post from {group}."),
  comment: params("A group admin removed your comment from {group}."),
  postQuoted: params('A group admin removed your post from {group}: "{excerpt}"'),
  commentQuoted: params('A group admin removed your comment from {group}: "{excerpt}"'),
});

const churchWords = mailMessages("notices/church-removal", {
  postTitle: "Your post was removed",
  commentTitle: "Your comment was removed",
  post: params("A church leader removed your post from {church}."),
  comment: params("A church leader removed your comment from {church}."),
  postQuoted: params('A church leader removed your post from {church}: "{excerpt}"'),
  commentQuoted: params('A church leader removed your comment from {church}: "{excerpt}"'),
});

/** Where what was removed had been written: a group (its admins, or its church's leaders, removed it) or a church's wall. */
export type RemovedFrom = { groupId: number; churchId?: undefined } | { churchId: number; groupId?: undefined };

/** Where a post was written, as far as its moderators go; null for a wall post (only its author deletes it). */
export function placeOf(post: { groupId: number | null; churchId: number | null }): RemovedFrom | null {
  if (post.groupId !== null) return { groupId: post.groupId };
  if (post.churchId !== null) return { churchId: post.churchId };
  return null;
}

/**
 * The notice that tells an author that those who moderate where they wrote (a group's admins,
 * a church's leaders) removed it. It names no one (they act together), so no block between
 * two people keeps it from its author. A comment's notice leads to its post; a post's leads
 * nowhere (it is gone).
 */
export function removedByModerators({
  authorId,
  from,
  postId,
  what,
  content,
}: {
  authorId: number;
  from: RemovedFrom;
  postId: number | null;
  what: "post" | "comment";
  content: string;
}): NoticeDraft {
  const quoted = excerpt(content);
  const kind = what === "post" ? ("postQuoted" as const) : ("commentQuoted" as const);
  return {
    userId: authorId,
    actorId: null,
    type: "group_removal",
    title: (language) => (from.groupId !== undefined ? groupWords : churchWords)(language)[what === "post" ? "postTitle" : "commentTitle"],
    message: (language) => {
      if (from.groupId !== undefined) {
        const t = groupWords(language);
        const group = sql`(select g.name from groups g where g.id = ${from.groupId}::integer)`;
        return quoted ? sqlMessage(t[kind], { group, excerpt: quoted }) : sqlMessage(t[what], { group });
      }
      const t = churchWords(language);
      const church = sql`(select c.name from churches c where c.id = ${from.churchId}::integer)`;
      return quoted ? sqlMessage(t[kind], { church, excerpt: quoted }) : sqlMessage(t[what], { church });
    },
    postId,
    groupId: from.groupId ?? null,
    churchId: from.churchId ?? null,
  };
}
