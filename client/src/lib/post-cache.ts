import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { PrayerCategory } from "@contract/prayer";
import type { Comment, Post } from "@contract/posts";

// Query keys. The per-post keys join to their own GET paths ("/api/posts/7/comments"), so the
// default query function fetches them when a card asks for data the feed did not bring.
export const FEED_KEY = ["/api/posts/feed"] as const;
export const postKey = (id: number) => ["/api/posts", id] as const;
export const commentsKey = (id: number) => ["/api/posts", id, "comments"] as const;
export const interactionsKey = (id: number) => ["/api/posts", id, "interactions"] as const;
/** A prayer request's updates, oldest first. */
export const updatesKey = (id: number) => ["/api/posts", id, "updates"] as const;

/** What the home feed shows: everything, or prayer requests only (of one category, if chosen). */
export type FeedFilter = { type: "prayer"; category: PrayerCategory | null } | null;
/**
 * A filtered feed sits under the feed's key, so whatever reaches every feed by its prefix
 * (a deleted post leaving, a refresh) reaches it too; writes to FEED_KEY itself stay exact.
 */
export const feedKey = (filter: FeedFilter) => (filter === null ? FEED_KEY : ([...FEED_KEY, filter] as const));
/** A person's posts (the profile page): ["/api/posts/user", userId]. */
export const USER_POSTS_PREFIX = ["/api/posts/user"] as const;

/** One page of the feed; the cursor is kept from the server's answer, so removing a post later
 * cannot make a full page look like the last one. */
export interface FeedPage {
  posts: Post[];
  nextCursor: number | null;
}
export type FeedData = InfiniteData<FeedPage, number | null>;

/** Puts each post of a list into its own cache entry, so cards and /posts/:id read it there. */
export function seedPosts(queryClient: QueryClient, posts: readonly Post[]): void {
  for (const post of posts) queryClient.setQueryData(postKey(post.id), post);
}

function mapFeed(data: FeedData | undefined, fn: (posts: Post[]) => Post[]): FeedData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, posts: fn(page.posts) })) };
}

/** Applies `update` to a post wherever it is cached: its own entry, the feed, profile lists. */
export function patchPost(queryClient: QueryClient, id: number, update: (post: Post) => Post): void {
  queryClient.setQueryData<Post>(postKey(id), (post) => (post ? update(post) : post));
  const patchList = (posts: Post[]) => posts.map((post) => (post.id === id ? update(post) : post));
  queryClient.setQueriesData<FeedData>({ queryKey: FEED_KEY }, (data) => mapFeed(data, patchList));
  queryClient.setQueriesData<unknown>({ queryKey: USER_POSTS_PREFIX }, (data: unknown) =>
    Array.isArray(data) ? patchList(data as Post[]) : data,
  );
}

/** The server's fresh copy of a post (after it was marked answered, say), wherever it shows. */
export function storePost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData(postKey(post.id), post);
  patchPost(queryClient, post.id, () => post);
}

/** What the live stream says of a prayer request's follow-up, each field when it moved. */
export type PrayerNews = Partial<Pick<Post, "updateCount" | "answeredAt" | "testimony" | "closedAt" | "checkIn">>;

/** A prayer request's news from the live stream: shown on its card, its updates read again. */
export function storePrayerNews(queryClient: QueryClient, postId: number, news: PrayerNews): void {
  const moved = Object.fromEntries(Object.entries(news).filter(([, value]) => value !== undefined)) as PrayerNews;
  if (Object.keys(moved).length === 0) return;
  patchPost(queryClient, postId, (post) => ({ ...post, ...moved }));
  if (moved.updateCount !== undefined) void queryClient.invalidateQueries({ queryKey: updatesKey(postId) });
}

/** A post just created by the signed-in user: first in the feed, at once. */
export function addPostToFeed(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData(postKey(post.id), post);
  const data = queryClient.getQueryData<FeedData>(FEED_KEY);
  const [first, ...rest] = data?.pages ?? [];
  if (data && first) {
    queryClient.setQueryData<FeedData>(FEED_KEY, { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] });
  } else {
    void queryClient.invalidateQueries({ queryKey: FEED_KEY });
  }
  // A profile's post list, if one was loaded, is out of date; refetched when next shown.
  void queryClient.invalidateQueries({ queryKey: USER_POSTS_PREFIX, refetchType: "none" });
}

/** A deleted post leaves every list and its own cache entries (comments included). */
export function removePost(queryClient: QueryClient, id: number): void {
  const without = (posts: Post[]) => posts.filter((post) => post.id !== id);
  queryClient.setQueriesData<FeedData>({ queryKey: FEED_KEY }, (data) => mapFeed(data, without));
  queryClient.setQueriesData<unknown>({ queryKey: USER_POSTS_PREFIX }, (data: unknown) => (Array.isArray(data) ? without(data as Post[]) : data));
  queryClient.removeQueries({ queryKey: postKey(id) });
}

// Comments already counted in their post's commentCount. The writer's own answer and the live
// stream's event about the same comment may come in either order: the count moves once.
const counted = new Set<number>();

/**
 * A new comment, from the writer's answer or from the live stream (which brings the post's
 * count with it), whichever comes first: appended once to the loaded list, and counted once.
 */
export function storeComment(queryClient: QueryClient, comment: Comment, commentCount?: number): void {
  const key = commentsKey(comment.postId);
  if (queryClient.getQueryData<Comment[]>(key)) {
    queryClient.setQueryData<Comment[]>(key, (comments = []) => (comments.some((c) => c.id === comment.id) ? comments : [...comments, comment]));
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  const first = !counted.has(comment.id);
  counted.add(comment.id);
  if (commentCount !== undefined) patchPost(queryClient, comment.postId, (post) => ({ ...post, commentCount }));
  else if (first) patchPost(queryClient, comment.postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
}

/**
 * The newest posts (the feed's first page, fetched afresh), those newer than any shown put on
 * top of the feed: the ones that waited behind "N new posts".
 */
export function addNewPostsToFeed(queryClient: QueryClient, newest: readonly Post[]): void {
  const data = queryClient.getQueryData<FeedData>(FEED_KEY);
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return void queryClient.invalidateQueries({ queryKey: FEED_KEY });
  const top = Math.max(0, ...data.pages.flatMap((page) => page.posts.map((post) => post.id)));
  const fresh = newest.filter((post) => post.id > top);
  seedPosts(queryClient, fresh);
  queryClient.setQueryData<FeedData>(FEED_KEY, { ...data, pages: [{ ...first, posts: [...fresh, ...first.posts] }, ...rest] });
}

/**
 * Shows the feed afresh (after a new connection, whose posts belong in it): keeps only the
 * first page, then refetches it, so one request runs however far the user had scrolled.
 */
export function refreshFeed(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<FeedData>(FEED_KEY, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return queryClient.invalidateQueries({ queryKey: FEED_KEY });
}

/**
 * Every place's feed in the cache: a group's (["/api/groups", id, "posts"]) or a church's prayer
 * wall (["/api/churches", slug, "posts"]), and the answered prayers after each.
 */
const isPlaceFeed = (key: readonly unknown[]) => (key[0] === "/api/groups" || key[0] === "/api/churches") && key[2] === "posts";
/** Every post's comment list in the cache: ["/api/posts", id, "comments"]. */
const isCommentList = (key: readonly unknown[]) => key[0] === "/api/posts" && key[2] === "comments" && key.length === 3;

/** A person muted: their posts leave the home feed (and nowhere else: mute is the feed's alone). */
export function removeAuthorFromFeed(queryClient: QueryClient, authorId: number): void {
  const without = (posts: Post[]) => posts.filter((post) => post.authorId !== authorId);
  queryClient.setQueriesData<FeedData>({ queryKey: FEED_KEY }, (data) => mapFeed(data, without));
}

/**
 * A person blocked: their posts leave every list (the home feed, groups' feeds and churches'
 * walls, profiles), and their comments every comment list, each post's count going down with
 * them.
 */
export function removeAuthorEverywhere(queryClient: QueryClient, authorId: number): void {
  const without = (posts: Post[]) => posts.filter((post) => post.authorId !== authorId);
  removeAuthorFromFeed(queryClient, authorId);
  queryClient.setQueriesData<FeedData>({ predicate: (query) => isPlaceFeed(query.queryKey) }, (data) => mapFeed(data, without));
  queryClient.setQueriesData<unknown>({ queryKey: USER_POSTS_PREFIX }, (data: unknown) => (Array.isArray(data) ? without(data as Post[]) : data));
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => isCommentList(q.queryKey) })) {
    const comments = query.state.data as Comment[] | undefined;
    const theirs = comments?.filter((comment) => comment.authorId === authorId).length ?? 0;
    if (!comments || theirs === 0) continue;
    const postId = query.queryKey[1] as number;
    queryClient.setQueryData<Comment[]>(
      commentsKey(postId),
      comments.filter((comment) => comment.authorId !== authorId),
    );
    patchPost(queryClient, postId, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount - theirs) }));
  }
}

/** Applies `update` to one comment in its post's loaded list (a list not loaded is fetched whole when shown). */
export function patchComment(queryClient: QueryClient, postId: number, commentId: number, update: (comment: Comment) => Comment): void {
  queryClient.setQueryData<Comment[]>(commentsKey(postId), (comments) =>
    comments?.map((comment) => (comment.id === commentId ? update(comment) : comment)),
  );
}

/**
 * A deleted comment leaves its post's list with its replies (they go with it), and the post's
 * count goes down once by as many: the server's count when it gave one.
 */
export function removeComment(queryClient: QueryClient, postId: number, commentId: number, commentCount?: number): void {
  const comments = queryClient.getQueryData<Comment[]>(commentsKey(postId));
  const gone = (comment: Comment) => comment.id === commentId || comment.parentId === commentId;
  const removed = comments?.some((comment) => comment.id === commentId) ? comments.filter(gone).length : 0;
  if (removed)
    queryClient.setQueryData<Comment[]>(
      commentsKey(postId),
      comments?.filter((comment) => !gone(comment)),
    );
  if (commentCount !== undefined) patchPost(queryClient, postId, (post) => ({ ...post, commentCount }));
  else if (removed) patchPost(queryClient, postId, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount - removed) }));
}
