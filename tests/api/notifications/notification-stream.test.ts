import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, createPost, createUser } from "../../helpers/factories";
import { openEventStream } from "../../helpers/sse";
import { type TestApp, createTestApp, listenOnLoopback } from "../../helpers/test-app";

// A real listening server: event streams do not fit the inject() helper.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ base } = await listenOnLoopback(t));
});
afterAll(() => t.close());

describe("GET /api/notifications/stream", () => {
  it("sends the unread count, then each new notice the moment it is written", async () => {
    const ann = await createUser(t);
    const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
    await connect(t, ann, bob);
    const post = await createPost(ann);

    const stream = await openEventStream(`${base}/api/notifications/stream`, ann.agent.cookieHeader);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    // The stream is written by hand, past Fastify's reply: it still carries the security set.
    expect(stream.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await stream.next((e) => e.event === "count")).data).toEqual({ count: 0 });

    const written = Date.now();
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying with you" });
    const live = await stream.next((e) => e.event === "notification", 1_000);
    expect(live.at - written).toBeLessThan(1_000);
    expect(live.data).toMatchObject({
      count: 1,
      notification: { type: "post_comment", message: 'Bob Ray commented on your post: "Praying with you"', isRead: false, postId: post.id },
    });
    // Only the person the notice is for hears it.
    const bobs = await openEventStream(`${base}/api/notifications/stream`, bob.agent.cookieHeader);
    await bobs.next((e) => e.event === "count");
    await bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await stream.next((e) => e.event === "notification" && (e.data as { count: number }).count === 2, 1_000);
    expect(bobs.events.filter((e) => e.event === "notification")).toEqual([]);
    await Promise.all([stream.close(), bobs.close()]);
  });

  it("is 401 for a visitor", async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("limits on open streams", () => {
  const open = (cookie: string) => openEventStream(`${base}/api/notifications/stream`, cookie);
  const closedWith = (stream: Awaited<ReturnType<typeof open>>, reason: string) =>
    stream.next((e) => e.event === "closed" && (e.data as { reason: string }).reason === reason);

  /** Every stream given still hears a new notice for `who`. */
  async function allHear(streams: Awaited<ReturnType<typeof open>>[], who: Awaited<ReturnType<typeof createUser>>) {
    const bob = await createUser(t, { firstName: "Bob", lastName: "Ray" });
    await connect(t, who, bob);
    const post = await createPost(who);
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" });
    await Promise.all(streams.map((s) => s.next((e) => e.event === "notification")));
  }

  /** Opens a stream with each cookie in turn: the first is ended, told why, and the rest still hear. */
  async function sixthEndsTheOldest(who: Awaited<ReturnType<typeof createUser>>, cookies: string[]) {
    const streams = [];
    for (const cookie of cookies) {
      const stream = await open(cookie);
      await stream.next((e) => e.event === "count");
      streams.push(stream);
    }
    await closedWith(streams[0]!, "replaced");
    await streams[0]!.ended;
    await allHear(streams.slice(1), who);
    await Promise.all(streams.map((s) => s.close()));
  }

  it("keeps five streams per session: a sixth ends the oldest, which is told why", async () => {
    const ann = await createUser(t);
    await sixthEndsTheOldest(
      ann,
      Array.from({ length: 6 }, () => ann.agent.cookieHeader),
    );
  });

  it("keeps five streams per person, across their sessions", async () => {
    const ann = await createUser(t);
    const phone = t.agent();
    expect((await phone.post("/api/auth/login", { email: ann.email, password: ann.password })).statusCode).toBe(200);
    await sixthEndsTheOldest(ann, [
      ann.agent.cookieHeader,
      phone.cookieHeader,
      ann.agent.cookieHeader,
      phone.cookieHeader,
      ann.agent.cookieHeader,
      phone.cookieHeader,
    ]);
  });

  it("ends a session's streams the moment it signs out, and no other session's", async () => {
    const ann = await createUser(t);
    const phone = t.agent();
    expect((await phone.post("/api/auth/login", { email: ann.email, password: ann.password })).statusCode).toBe(200);
    const mine = await open(ann.agent.cookieHeader);
    const phones = await open(phone.cookieHeader);
    await Promise.all([mine.next((e) => e.event === "count"), phones.next((e) => e.event === "count")]);

    const signedOut = Date.now();
    expect((await ann.agent.post("/api/auth/logout")).statusCode).toBe(204);
    await closedWith(mine, "signed-out");
    await mine.ended;
    expect(Date.now() - signedOut).toBeLessThan(1_000);
    await allHear([phones], { ...ann, agent: phone });
    await phones.close();
  });
});
