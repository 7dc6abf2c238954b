import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type PostRow, posts } from "../db/schema";
import { notFound } from "../http/errors";
import { areConnected } from "./connections";

// Who may see what, in one place. A post is seen by its author and the author's
// connections; to anyone else it does not exist (404, never 403, so ids reveal nothing).

export async function canSeeAuthorsPosts(db: Db, viewerId: number, authorId: number): Promise<boolean> {
  return viewerId === authorId || areConnected(db, viewerId, authorId);
}

/** The post if the viewer may see it; a 404 otherwise. */
export async function findVisiblePost(db: Db, viewerId: number, postId: number): Promise<PostRow> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post || !(await canSeeAuthorsPosts(db, viewerId, post.authorId))) throw notFound("Post not found");
  return post;
}
