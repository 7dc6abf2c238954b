import { sql } from "drizzle-orm";
import { mailMessages, params } from "../../mail/i18n";
import { type NoticeDraft, excerpt, sqlMessage } from "../notifications/notifications";

const words = mailMessages("notices/group-removal", {
  postTitle: "Your post was removed",
  commentTitle: "Your comment was removed",
  post: params("A group admin removed your post from {group}."),
  comment: params("A group admin removed your comment from {group}."),
  postQuoted: params('A group admin removed your post from {group}: "{excerpt}"'),
  commentQuoted: params('A group admin removed your comment from {group}: "{excerpt}"'),
});

/**
 * The notice that tells an author a group's admin removed what they wrote in the group. It
 * names no admin (the group's admins act together), so no block between two people keeps it
 * from its author. A comment's notice leads to its post; a post's leads nowhere (it is gone).
 */
export function removedByGroupAdmin({
  authorId,
  groupId,
  postId,
  what,
  content,
}: {
  authorId: number;
  groupId: number;
  postId: number | null;
  what: "post" | "comment";
  content: string;
}): NoticeDraft {
  const quoted = excerpt(content);
  return {
    userId: authorId,
    actorId: null,
    type: "group_removal",
    title: (language) => words(language)[what === "post" ? "postTitle" : "commentTitle"],
    message: (language) => {
      const t = words(language);
      const group = sql`(select g.name from groups g where g.id = ${groupId}::integer)`;
      if (!quoted) return sqlMessage(t[what], { group });
      return sqlMessage(what === "post" ? t.postQuoted : t.commentQuoted, { group, excerpt: quoted });
    },
    postId,
    groupId,
  };
}
