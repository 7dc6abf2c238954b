import { describe, expect, it } from "vitest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { openEventStream } from "../../helpers/sse";
import { listenOnLoopback, useTestApp } from "../../helpers/test-app";

const t = useTestApp();

type Notice = { id: number; isRead: boolean };
const notices = async (who: SignedInUser) => (await who.agent.get("/api/notifications")).json() as Notice[];
const unread = async (who: SignedInUser) => (await who.agent.get("/api/notifications/count")).json().count as number;

/** `commenter` comments `times` times on a fresh post of `author`'s: `times` notices for the author. */
async function commentsOn(author: SignedInUser, commenter: SignedInUser, times: number) {
  const post = await createPost(author);
  for (let i = 0; i < times; i++) {
    const res = await commenter.agent.post(`/api/posts/${post.id}/comments`, { content: `Praying ${i}` });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** Ann with three unread notices (one already read), and Bob with two of his own. */
async function twoPeopleWithNotices() {
  const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
  const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
  await connect(t(), ann, bob);
  await commentsOn(ann, bob, 4);
  await commentsOn(bob, ann, 2);
  const [first] = await notices(ann);
  expect((await ann.agent.put(`/api/notifications/${first!.id}/read`)).statusCode).toBe(200);
  expect(await unread(ann)).toBe(3);
  expect(await unread(bob)).toBe(2);
  return { ann, bob };
}

describe("PUT /api/notifications/read", () => {
  it("marks all of the caller's notifications read and answers the unread count, 0", async () => {
    const { ann } = await twoPeopleWithNotices();
    const res = await ann.agent.put("/api/notifications/read");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    expect(await unread(ann)).toBe(0);
    const list = await notices(ann);
    expect(list).toHaveLength(4);
    expect(list.every((n) => n.isRead)).toBe(true);
  });

  it("leaves everyone else's notifications as they were", async () => {
    const { ann, bob } = await twoPeopleWithNotices();
    const bobsBefore = await notices(bob);
    expect((await ann.agent.put("/api/notifications/read")).json()).toEqual({ count: 0 });
    expect(await unread(bob)).toBe(2);
    expect(await notices(bob)).toEqual(bobsBefore);
    expect(bobsBefore.some((n) => n.isRead)).toBe(false);
  });

  it("may be repeated: nothing unread stays nothing unread, and later notices arrive unread", async () => {
    const { ann, bob } = await twoPeopleWithNotices();
    await ann.agent.put("/api/notifications/read");
    const after = await notices(ann);
    const again = await ann.agent.put("/api/notifications/read");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ count: 0 });
    expect(await notices(ann)).toEqual(after);

    await commentsOn(ann, bob, 1);
    expect(await unread(ann)).toBe(1);
    const [newest] = await notices(ann);
    expect(newest!.isRead).toBe(false);
    expect((await ann.agent.put("/api/notifications/read")).json()).toEqual({ count: 0 });
  });

  it("is refused to a visitor (401) and to another site's page (403), changing nothing", async () => {
    const { ann } = await twoPeopleWithNotices();
    const visitor = await t().agent().put("/api/notifications/read");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: expect.any(String) });

    const crossSite = await ann.agent.put("/api/notifications/read", undefined, { origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: "Cross-site request refused" });
    const hidden = await ann.agent.put("/api/notifications/read", undefined, { "sec-fetch-site": "cross-site" });
    expect(hidden.statusCode).toBe(403);
    expect(await unread(ann)).toBe(3);

    const sameSite = await ann.agent.put("/api/notifications/read", undefined, { origin: "http://localhost:80" });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    expect(await unread(ann)).toBe(0);
  });
});

describe("PUT /api/notifications/read, on the caller's other screens", () => {
  it("each open tab hears that the notices are read, with the unread count, 0", async () => {
    const { ann } = await twoPeopleWithNotices();
    const { base } = await listenOnLoopback(t());
    const otherTab = await openEventStream(`${base}/api/notifications/stream`, ann.agent.cookieHeader);
    try {
      expect((await otherTab.next((e) => e.event === "count")).data).toEqual({ count: 3 });
      expect((await ann.agent.put("/api/notifications/read")).statusCode).toBe(200);
      // Other changes may come too (a post of the friend's reaching this feed): this one says the notices are read.
      const read = await otherTab.next((e) => e.event === "changed" && (e.data as { kind: string }).kind === "notices-read");
      expect(read.data).toEqual({ kind: "notices-read", count: 0 });
    } finally {
      await otherTab.close();
    }
  });
});
