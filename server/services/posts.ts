import { eq, sql } from "drizzle-orm";
import type { CreatePostBody } from "../../contract/posts";
import { type Db, hotRead, preparedRows, queryRows } from "../db/client";
import { PHOTO_MAX_BYTES } from "../../contract/limits";
import { objects, posts } from "../db/schema";
import type { ObjectStorage } from "../storage/object-storage";
import { removeObjects } from "./objects";
import { attachImage, prepareImage, withImage } from "./uploads";
import { feedPage, removeFeedEntries, withFanoutQueued } from "./feed-entries";
import type { FeedFanout } from "./feed-fanout";
import type { Tell } from "./live";
import { notify } from "./notifications";
import { removedByGroupAdmin } from "./removal-notices";
import { hydratePosts, insertedPostDetails, newestGroupPosts, newestPostsBy, onePost, postColumns, postsJsonStatement } from "./post-query";
import type { PostDetailsRow } from "./post-fields";
import { findVisiblePerson } from "../policies/person";
import { type ViewerAndGroup, findMemberGroup, findVisibleGroup } from "../policies/group";
import { type ViewerAndPost, canSeeAuthorsPosts, findDeletablePost, findVisiblePost } from "../policies/post";

type ValidPost = { content: string; type: NonNullable<CreatePostBody["type"]>; imageUrl: string | null; videoUrl: string | null };

/**
 * A post on the author's own wall, or (members only) inside a group. A wall post reaches the
 * author's feed in its own transaction and the connections' feeds just after (`fanout`).
 */
export async function createPost(
  db: Db,
  storage: ObjectStorage,
  fanout: FeedFanout,
  { authorId, groupId = null }: { authorId: number; groupId?: number | null },
  body: ValidPost,
): Promise<PostDetailsRow> {
  // Asked first, so that nobody outside the group has a photo processed for nothing.
  if (groupId) await findMemberGroup(db, { viewerId: authorId, groupId });
  // One statement: the post, on a wall the author's feed row and the queued copy, and the
  // post's details for the answer. In a group, its transaction first asks again under the
  // group's lock, so a group deleted (or an author removed) meanwhile is answered, not crashed into.
  const insert = async (tx: Db, imageUrl: string | null) => {
    if (groupId) await findMemberGroup(tx, { viewerId: authorId, groupId }, "key share");
    const post = sql`
      insert into posts as p (author_id, group_id, audience, content, type, image_url, video_url)
      values (${authorId}, ${groupId}, ${groupId ? "group" : "connections"}, ${body.content}, ${body.type}, ${imageUrl}, ${body.videoUrl})
      returning ${postColumns}`;
    const details = insertedPostDetails(authorId);
    const written = groupId ? sql`with post as (${post}) ${details}` : withFanoutQueued(post, details);
    const [row] = await queryRows<PostDetailsRow>(tx, written);
    return row!;
  };
  let row: PostDetailsRow;
  if (body.imageUrl) {
    const image = await prepareImage(db, storage, authorId, body.imageUrl, "post", PHOTO_MAX_BYTES);
    row = await withImage(storage, image, (prepared) =>
      db.transaction(async (tx) => {
        const written = await insert(tx, `/objects/${prepared.key}`);
        await attachImage(tx, prepared, { userId: authorId, kind: "post", postId: written.id });
        return written;
      }),
    );
  } else {
    row = groupId ? await db.transaction((tx) => insert(tx, null)) : await insert(db, null);
  }
  // Its readers hear of it once it is in their feeds (see drainFanouts).
  if (!groupId) fanout.kick();
  return row;
}

/**
 * The home feed: the viewer's own posts and their connections', newest first, as the JSON
 * text of a `Post[]` page (see postsJsonStatement).
 */
export async function feedJson(db: Db, viewerId: number, limit: number, cursor?: number): Promise<string> {
  const [row] = cursor
    ? await preparedRows(db, feedNextPage, { viewerId, limit, cursor })
    : await preparedRows(db, feedFirstPage, { viewerId, limit });
  return row!.page;
}

/** The feed's one statement (also run straight on the database by the benchmark). */
export function feedStatement(viewerId: number, limit: number, cursor?: number) {
  return postsJsonStatement(viewerId, feedPage(viewerId, limit, cursor));
}

type FeedPageValues = { viewerId: number; limit: number; cursor?: number };
export const feedFirstPage = hotRead<FeedPageValues, { page: string }>(["viewerId", "limit"], (v) => feedStatement(v.viewerId, v.limit));
export const feedNextPage = hotRead<FeedPageValues, { page: string }>(["viewerId", "limit", "cursor"], (v) =>
  feedStatement(v.viewerId, v.limit, v.cursor),
);

/** One person's posts, as far as the viewer may see them (none, for a stranger). */
export async function postsByUser(db: Db, { viewerId, authorId }: { viewerId: number; authorId: number }, limit: number, cursor?: number) {
  await findVisiblePerson(db, { viewerId, userId: authorId });
  if (!(await canSeeAuthorsPosts(db, { viewerId, authorId }))) return [];
  return hydratePosts(db, viewerId, newestPostsBy(viewerId, authorId, limit, cursor));
}

/** A group's own feed, for whoever may see the group. */
export async function groupFeed(db: Db, { viewerId, groupId }: ViewerAndGroup, limit: number, cursor?: number) {
  await findVisibleGroup(db, { viewerId, groupId });
  return hydratePosts(db, viewerId, newestGroupPosts(viewerId, groupId, limit, cursor));
}

export async function getPost(db: Db, { viewerId, postId }: ViewerAndPost): Promise<PostDetailsRow> {
  await findVisiblePost(db, { viewerId, postId });
  return (await hydratePosts(db, viewerId, onePost(postId)))[0]!;
}

/**
 * The author deletes a post (and a group's admins, posts in their group: findDeletablePost); its prayers,
 * comments, notifications and photo go with it. An author whose post an admin removed is told.
 */
export async function deletePost(db: Db, storage: ObjectStorage, tell: Tell, { viewerId, postId }: ViewerAndPost): Promise<void> {
  const post = await findDeletablePost(db, { viewerId, postId });
  const images = await db.select({ key: objects.key }).from(objects).where(eq(objects.postId, postId));
  const notice = await db.transaction(async (tx) => {
    const deleted = await tx.delete(posts).where(eq(posts.id, postId)).returning({ id: posts.id });
    if (post.groupId === null) {
      await removeFeedEntries(tx, { authorId: post.authorId, postId });
      return null;
    }
    if (!deleted.length || post.authorId === viewerId) return null;
    return notify(tx, removedByGroupAdmin({ authorId: post.authorId, groupId: post.groupId, postId: null, what: "post", content: post.content }));
  });
  tell.notice(notice);
  // Gone from the open screens of whoever deleted it, its author, and its readers' feeds.
  tell.changed([...new Set([viewerId, post.authorId])], { kind: "post-deleted", postId });
  if (post.groupId === null) tell.changed({ wallReadersOf: post.authorId }, { kind: "post-deleted", postId });
  await removeObjects(
    storage,
    images.map((i) => i.key),
  );
}
