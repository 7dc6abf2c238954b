import { sql } from "drizzle-orm";
import { type NoticeDraft, excerpt } from "./notifications";

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
    title: `Your ${what} was removed`,
    message: sql`${`A group admin removed your ${what} from `} || (select g.name from groups g where g.id = ${groupId}::integer)
      || ${quoted ? `: "${quoted}"` : "."}`,
    postId,
    groupId,
  };
}
