import { sql } from "drizzle-orm";
import type { Context } from "../../core/context";
import { type Db, queryRows } from "../../db/client";
import { findOwnPrayerRequest } from "../../policies/prayer";
import { notFound } from "../../core/errors";
import type { PostDetailsRow } from "../posts/post-fields";
import { hydratePosts, onePost } from "../posts/post-query";
import { mailMessages, params } from "../../mail/i18n";
import { excerpt, sqlMessage } from "../notifications/notifications";
import { tellThoseWhoPrayed } from "./prayer-news";

// Names the request by its words, as the author wrote it, and who asked as the news of a
// request does ("A member of your network" for an anonymous one).
const answeredWords = mailMessages("notices/prayer-answered", {
  title: "Prayer answered",
  message: params<{ name: string; excerpt: string }>('{name} shared that a prayer request you prayed for was answered: "{excerpt}"'),
});

/**
 * The author marks their prayer request answered, with a testimony or none. The first time
 * it is dated and everyone who prayed for it and still sees it is told; after that the author
 * only edits the testimony (nobody is told again).
 */
export async function markAnswered(
  { db, tell, now }: Context,
  { viewerId, postId }: { viewerId: number; postId: number },
  testimony: string | null,
): Promise<PostDetailsRow> {
  const post = await findOwnPrayerRequest(
    db,
    { viewerId, postId },
    {
      notAuthor: "Only the author can mark this prayer request answered",
      notPrayer: "Only a prayer request can be answered",
    },
  );
  const at = new Date(now()).toISOString();
  const { answeredAt, notices } = await db.transaction(async (tx) => {
    // `before` reads the row under the update's lock: of two first answers at once, the
    // second sees the first's date and tells nobody.
    const [row] = await queryRows<{ first: boolean; answered_at: Date }>(
      tx,
      sql`update posts set answered_at = coalesce(posts.answered_at, ${at}), testimony = ${testimony}
        from (select id, answered_at from posts where id = ${postId}::integer for update) before
        where posts.id = before.id
        returning before.answered_at is null as first, posts.answered_at`,
    );
    if (!row) throw notFound("Post not found");
    const notices = row.first
      ? await tellThoseWhoPrayed(tx, post, {
          type: "prayer_answered",
          title: (language) => answeredWords(language).title,
          message: (language, who) => sqlMessage(answeredWords(language).message, { name: who, excerpt: excerpt(post.content) }),
        })
      : [];
    return { answeredAt: new Date(row.answered_at).toISOString(), notices };
  });
  for (const notice of notices) tell.notice(notice);
  tell.changed([viewerId, ...notices.map((n) => n.userId)], { kind: "post", postId, answeredAt, testimony });
  return ownPost(db, viewerId, postId);
}

/** The author's own post as they see it (even one in a private group they have since left). */
export async function ownPost(db: Db, viewerId: number, postId: number): Promise<PostDetailsRow> {
  const [post] = await hydratePosts(db, viewerId, onePost(postId));
  if (!post) throw notFound("Post not found");
  return post;
}
