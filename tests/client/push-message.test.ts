import { describe, expect, it } from "vitest";
import { GENERIC_NOTICE, noticeTarget, readPushNotice } from "../../client/src/lib/push-message";

// What the service worker shows for a push, and where a click on it leads.

const ORIGIN = "https://koinonia.example";

describe("readPushNotice", () => {
  it("shows the title, body, page and tag the server sent", () => {
    const sent = { title: "Ann Archer commented on your post", body: "Amen!", url: "/posts/12", tag: "post-12" };
    expect(readPushNotice(JSON.stringify(sent))).toEqual(sent);
  });

  it("shows a notice without a tag as one of its own, and one without a page leads to the notifications", () => {
    expect(readPushNotice(JSON.stringify({ title: "Hello", body: "there" }))).toEqual({
      title: "Hello",
      body: "there",
      url: "/notifications",
      tag: undefined,
    });
  });

  it("shows the generic Koinonia notice for a push that is not JSON, is empty, or has no title", () => {
    for (const data of [
      "not json {",
      "",
      null,
      undefined,
      "42",
      "null",
      '["a"]',
      JSON.stringify({ body: "no title" }),
      JSON.stringify({ title: "  " }),
    ]) {
      expect(readPushNotice(data), String(data)).toEqual(GENERIC_NOTICE);
    }
    expect(GENERIC_NOTICE.title).toBe("Koinonia");
  });
});

describe("noticeTarget", () => {
  it("opens a path on the site", () => {
    expect(noticeTarget("/posts/12", ORIGIN)).toBe(`${ORIGIN}/posts/12`);
    expect(noticeTarget("/notifications?x=1#top", ORIGIN)).toBe(`${ORIGIN}/notifications?x=1#top`);
    expect(noticeTarget(`${ORIGIN}/prayer`, ORIGIN)).toBe(`${ORIGIN}/prayer`);
  });

  it("opens the notifications page instead of another site or a script", () => {
    for (const url of [
      "https://evil.example/posts/1",
      "//evil.example/x",
      "javascript:alert(1)",
      "http://koinonia.example/posts/1",
      42,
      null,
      undefined,
    ]) {
      expect(noticeTarget(url, ORIGIN), String(url)).toBe(`${ORIGIN}/notifications`);
    }
  });
});
