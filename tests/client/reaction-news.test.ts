import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Comment, Post } from "../../contract/posts";
import { countsWith } from "../../client/src/features/reactions/reaction-counts";
import { applyLiveChange } from "../../client/src/lib/live-changes";
import { FEED_KEY, type FeedData, commentsKey, postKey } from "../../client/src/lib/post-cache";

// Reactions as a card shows them before the server answers, and as the live stream brings them.

describe("countsWith", () => {
  it("moves my reaction from one kind to another, leaving out a kind left at nothing", () => {
    expect(countsWith({}, null, "amen")).toEqual({ amen: 1 });
    expect(countsWith({ amen: 1, love: 2 }, "amen", "love")).toEqual({ love: 3 });
    expect(countsWith({ amen: 2 }, "amen", null)).toEqual({ amen: 1 });
    expect(countsWith({ praise: 1 }, "praise", "praise")).toEqual({ praise: 1 });
  });
});

const post: Post = {
  id: 7,
  authorId: 1,
  author: null,
  content: "Give thanks",
  verses: [],
  type: "text",
  imageUrl: null,
  videoUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  prayerCount: 0,
  commentCount: 1,
  prayedByMe: false,
  groupId: null,
  churchId: null,
  place: null,
  reactions: { amen: 1 },
  myReaction: null,
  mentions: [],
  linkPreview: null,
  moderation: null,
  category: null,
  anonymous: false,
  audience: "connections",
  answeredAt: null,
  testimony: null,
  closedAt: null,
  updateCount: 0,
  checkIn: false,
};

const comment: Comment = {
  id: 9,
  postId: 7,
  authorId: 1,
  author: null,
  content: "Amen",
  verses: [],
  createdAt: "2026-11-01T10:05:00.000Z",
  moderation: null,
  parentId: null,
  reactions: {},
  myReaction: null,
  mentions: [],
};

describe("reactions from the live stream", () => {
  it("shows a post's new counts on its card and in the feed, and mine only when the event names it", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(postKey(7), post);
    queryClient.setQueryData<FeedData>(FEED_KEY, { pages: [{ posts: [post], nextCursor: null }], pageParams: [null] });

    applyLiveChange(queryClient, { kind: "post", postId: 7, reactions: { amen: 1, love: 1 }, myReaction: "love" });
    expect(queryClient.getQueryData<Post>(postKey(7))).toMatchObject({ reactions: { amen: 1, love: 1 }, myReaction: "love" });
    expect(queryClient.getQueryData<FeedData>(FEED_KEY)?.pages[0]?.posts[0]).toMatchObject({ myReaction: "love" });

    // Someone else's reaction: the counts move, mine stays.
    applyLiveChange(queryClient, { kind: "post", postId: 7, reactions: { amen: 2, love: 1 } });
    expect(queryClient.getQueryData<Post>(postKey(7))).toMatchObject({ reactions: { amen: 2, love: 1 }, myReaction: "love", prayerCount: 0 });
  });

  it("shows a comment's new counts in its post's loaded comments", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(commentsKey(7), [comment, { ...comment, id: 10 }]);
    applyLiveChange(queryClient, { kind: "post", postId: 7, commentReactions: { commentId: 9, reactions: { praise: 1 }, myReaction: "praise" } });
    applyLiveChange(queryClient, { kind: "post", postId: 7, commentReactions: { commentId: 9, reactions: { praise: 2 } } });
    const [first, second] = queryClient.getQueryData<Comment[]>(commentsKey(7))!;
    expect(first).toMatchObject({ id: 9, reactions: { praise: 2 }, myReaction: "praise" });
    expect(second).toEqual({ ...comment, id: 10 });
  });
});
