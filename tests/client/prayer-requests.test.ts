import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { AudienceBody } from "../../contract/prayer";
import type { Post } from "../../contract/posts";
import { audienceBody } from "../../client/src/features/prayer/audience-choice";
import { FEED_KEY, type FeedData, postKey, storePrayerNews, updatesKey } from "../../client/src/lib/post-cache";

// The composer's audience as the server will read it, and a prayer request's live news in the cache.

describe("audienceBody", () => {
  it("asks for a group, or for at least one person, before anything is sent", () => {
    expect(audienceBody({ kind: "group", groupId: null, userIds: [] })).toEqual({ problem: "Choose a group" });
    expect(audienceBody({ kind: "people", groupId: null, userIds: [] })).toEqual({ problem: "Choose at least one person" });
  });

  it("names only what its kind takes, so the server's schema accepts every body it makes", () => {
    const bodies = [
      audienceBody({ kind: "connections", groupId: 3, userIds: [4] }),
      audienceBody({ kind: "group", groupId: 3, userIds: [4] }),
      audienceBody({ kind: "people", groupId: 3, userIds: [4, 5] }),
      audienceBody({ kind: "private", groupId: 3, userIds: [4] }),
    ];
    expect(bodies).toEqual([
      { audience: { kind: "connections" } },
      { audience: { kind: "group", groupId: 3 } },
      { audience: { kind: "people", userIds: [4, 5] } },
      { audience: { kind: "private" } },
    ]);
    for (const body of bodies) {
      if ("problem" in body) throw new Error(body.problem);
      expect(AudienceBody.safeParse(body.audience).success).toBe(true);
    }
  });
});

const request: Post = {
  id: 7,
  authorId: null,
  author: null,
  content: "Pray for us",
  verses: [],
  type: "prayer",
  imageUrl: null,
  videoUrl: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  prayerCount: 2,
  commentCount: 0,
  prayedByMe: true,
  groupId: null,
  churchId: null,
  place: null,
  reactions: {},
  myReaction: null,
  mentions: [],
  linkPreview: null,
  moderation: null,
  category: "health",
  anonymous: true,
  audience: "people",
  answeredAt: null,
  testimony: null,
  closedAt: null,
  updateCount: 0,
  checkIn: false,
};

describe("storePrayerNews", () => {
  it("shows the news on the post and in the feed, keeps what did not move, and reads the updates again", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(postKey(7), request);
    queryClient.setQueryData<FeedData>(FEED_KEY, { pages: [{ posts: [request], nextCursor: null }], pageParams: [null] });
    queryClient.setQueryData(updatesKey(7), []);

    storePrayerNews(queryClient, 7, { updateCount: 1, answeredAt: "2026-11-20T08:00:00.000Z", testimony: "Healed", closedAt: undefined });

    const moved = { ...request, updateCount: 1, answeredAt: "2026-11-20T08:00:00.000Z", testimony: "Healed" };
    expect(queryClient.getQueryData(postKey(7))).toEqual(moved);
    expect(queryClient.getQueryData<FeedData>(FEED_KEY)?.pages[0]?.posts[0]).toEqual(moved);
    expect(queryClient.getQueryState(updatesKey(7))?.isInvalidated).toBe(true);
  });

  it("leaves the updates alone when their count did not move", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(postKey(7), request);
    queryClient.setQueryData(updatesKey(7), []);
    storePrayerNews(queryClient, 7, { closedAt: "2026-11-21T08:00:00.000Z", checkIn: false });
    expect(queryClient.getQueryData<Post>(postKey(7))?.closedAt).toBe("2026-11-21T08:00:00.000Z");
    expect(queryClient.getQueryState(updatesKey(7))?.isInvalidated).toBe(false);
  });
});
