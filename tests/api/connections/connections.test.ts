import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { connect, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();
const ids = (res: { json(): { id: number }[] }) => res.json().map((x) => x.id);

describe("connection requests", () => {
  it("request, notification, accept, notification, and the feed shows the other's posts", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
    const bobsPost = await createPost(bob, { content: "Bob's news" });

    const sent = await ann.agent.post("/api/connections", { addresseeId: bob.user.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ requesterId: ann.user.id, addresseeId: bob.user.id, status: "pending" });

    const [note] = (await bob.agent.get("/api/notifications")).json();
    expect(note).toMatchObject({
      type: "friend_request",
      title: "New connection request",
      message: "Ann Lee would like to connect with you.",
      actorId: ann.user.id,
    });

    const requests = (await bob.agent.get("/api/connections/requests")).json();
    expect(requests).toEqual([
      {
        id: sent.json().id,
        requester: expect.objectContaining({ id: ann.user.id, firstName: "Ann" }),
        status: "pending",
        createdAt: expect.any(String),
      },
    ]);
    expect(requests[0].requester.email).toBeUndefined();
    expect((await ann.agent.get("/api/connections/requests")).json()).toEqual([]);
    expect(ids(await ann.agent.get("/api/posts/feed"))).not.toContain(bobsPost.id);

    const accepted = await bob.agent.put(`/api/connections/${sent.json().id}`, { status: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe("accepted");

    const [back] = (await ann.agent.get("/api/notifications")).json();
    expect(back).toMatchObject({ type: "friend_accepted", title: "Connection accepted", actorId: bob.user.id });
    expect(ids(await ann.agent.get("/api/posts/feed"))).toContain(bobsPost.id);
    expect((await ann.agent.get("/api/connections")).json()).toEqual([
      { id: sent.json().id, user: expect.objectContaining({ id: bob.user.id }), connectedAt: expect.any(String) },
    ]);
    expect((await bob.agent.get("/api/connections")).json()[0].user.id).toBe(ann.user.id);
    expect((await bob.agent.get("/api/connections/requests")).json()).toEqual([]);
  });

  it("declines with 'rejected', connecting no one", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const { id } = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    const declined = await bob.agent.put(`/api/connections/${id}`, { status: "rejected" });
    expect(declined.json().status).toBe("rejected");
    expect((await ann.agent.get("/api/connections")).json()).toEqual([]);
    expect((await ann.agent.get("/api/notifications")).json()).toEqual([]);
    expect((await bob.agent.put(`/api/connections/${id}`, { status: "accepted" })).json()).toEqual({
      message: "This request has already been answered",
    });
  });

  it("after a decline, the one declined may ask the same person again only after a while", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const { id } = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    await bob.agent.put(`/api/connections/${id}`, { status: "rejected" });
    const noticesBefore = (await bob.agent.get("/api/notifications")).json().length;

    for (let i = 0; i < 5; i++) {
      const again = await ann.agent.post("/api/connections", { addresseeId: bob.user.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: "You can send another request later" });
    }
    expect((await bob.agent.get("/api/notifications")).json()).toHaveLength(noticesBefore);
    expect((await bob.agent.get("/api/connections/requests")).json()).toEqual([]);

    // A day short of the wait, still no; once it has passed, the request goes through.
    const declinedAgo = (days: number) =>
      queryRows(t().db, sql`update connections set responded_at = now() - make_interval(days => ${days}::int) where id = ${id} returning id`);
    await declinedAgo(29);
    expect((await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).statusCode).toBe(409);
    await declinedAgo(31);
    const later = await ann.agent.post("/api/connections", { addresseeId: bob.user.id });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ requesterId: ann.user.id, addresseeId: bob.user.id, status: "pending" });
    expect((await bob.agent.get("/api/notifications")).json()).toHaveLength(noticesBefore + 1);
  });

  it("the one who declined may still ask the other at once", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const { id } = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    await bob.agent.put(`/api/connections/${id}`, { status: "rejected" });
    const fromBob = await bob.agent.post("/api/connections", { addresseeId: ann.user.id });
    expect(fromBob.statusCode).toBe(201);
    expect(fromBob.json()).toMatchObject({ requesterId: bob.user.id, addresseeId: ann.user.id, status: "pending" });
    const [request] = (await ann.agent.get("/api/connections/requests")).json();
    expect(request.requester.id).toBe(bob.user.id);
    expect((await ann.agent.put(`/api/connections/${request.id}`, { status: "accepted" })).statusCode).toBe(200);
    expect((await ann.agent.get("/api/connections")).json()[0].user.id).toBe(bob.user.id);
  });

  it("a request declined the other way does not hold back the one who declined it", async () => {
    // Bob declined Ann, then asked her himself, and she declined: now Bob must wait, not Ann.
    const ann = await createUser(t());
    const bob = await createUser(t());
    const first = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    await bob.agent.put(`/api/connections/${first.id}`, { status: "rejected" });
    const second = (await bob.agent.post("/api/connections", { addresseeId: ann.user.id })).json();
    await ann.agent.put(`/api/connections/${second.id}`, { status: "rejected" });
    expect((await bob.agent.post("/api/connections", { addresseeId: ann.user.id })).statusCode).toBe(409);
    expect((await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).statusCode).toBe(201);
  });

  it.each([
    ["myself", "self", 400, "You cannot connect with yourself"],
    ["an unknown user", "unknown", 404, "User not found"],
    ["a bad id", "bad", 400, "Invalid id"],
    ["a boolean id", "bool", 400, "Invalid id"],
  ])("refuses a request to %s", async (_label, target, status, message) => {
    const ann = await createUser(t());
    const addresseeId = { self: ann.user.id, unknown: 2_000_000_000, bad: "abc", bool: true }[target as "self"];
    const res = await ann.agent.post("/api/connections", { addresseeId });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it("refuses a second request either way and a request to a connection, changing nothing", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const carl = await createUser(t());
    await ann.agent.post("/api/connections", { addresseeId: bob.user.id });
    const twice = await ann.agent.post("/api/connections", { addresseeId: bob.user.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: "A connection request is already pending" });
    expect((await bob.agent.post("/api/connections", { addresseeId: ann.user.id })).statusCode).toBe(409);
    await connect(t(), ann, carl);
    const connected = await carl.agent.post("/api/connections", { addresseeId: ann.user.id });
    expect(connected.json()).toEqual({ message: "You are already connected" });
    const [row] = await queryRows<{ n: number }>(
      t().db,
      sql`select count(*)::int as n from connections where ${ann.user.id} in (requester_id, addressee_id)`,
    );
    expect(row!.n).toBe(2);
  });

  it("lets only the addressee answer", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const eve = await createUser(t());
    const { id } = (await ann.agent.post("/api/connections", { addresseeId: bob.user.id })).json();
    const byRequester = await ann.agent.put(`/api/connections/${id}`, { status: "accepted" });
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json()).toEqual({ message: "Only the person asked can answer this request" });
    expect((await eve.agent.put(`/api/connections/${id}`, { status: "accepted" })).statusCode).toBe(404);
    expect((await t().agent().put(`/api/connections/${id}`, { status: "accepted" })).statusCode).toBe(401);
    const bad = await bob.agent.put(`/api/connections/${id}`, { status: "maybe" });
    expect(bad.json()).toEqual({ message: "Status must be 'accepted' or 'rejected'" });
    expect((await bob.agent.get("/api/connections/requests")).json()[0].status).toBe("pending");
  });

  it("answers simultaneous requests between the same two people with one request", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const results = await Promise.all([
      ann.agent.post("/api/connections", { addresseeId: bob.user.id }),
      bob.agent.post("/api/connections", { addresseeId: ann.user.id }),
      ann.agent.post("/api/connections", { addresseeId: bob.user.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("GET /api/users/suggested", () => {
  it("ranks friends of friends, then the same church, then the newest; never me, my connections or pending people", async () => {
    const me = await createUser(t());
    await t().db.execute(sql`update users set church_affiliation = 'St. Mark Parish' where id = ${me.user.id}`);
    const friend = await createUser(t());
    const friend2 = await createUser(t());
    await connect(t(), me, friend);
    await connect(t(), me, friend2);
    const fof1 = await createUser(t()); // two mutual connections
    await connect(t(), friend, fof1);
    await connect(t(), friend2, fof1);
    const fof2 = await createUser(t()); // one mutual
    await connect(t(), friend, fof2);
    const churchmate = await createUser(t());
    await t().db.execute(sql`update users set church_affiliation = 'st. mark parish' where id = ${churchmate.user.id}`);
    const asked = await createUser(t());
    await me.agent.post("/api/connections", { addresseeId: asked.user.id });
    const asker = await createUser(t());
    await asker.agent.post("/api/connections", { addresseeId: me.user.id });
    const newest = await createUser(t());

    const list = (await me.agent.get("/api/users/suggested")).json();
    const order = list.map((u: { id: number }) => u.id);
    expect(order.slice(0, 4)).toEqual([fof1.user.id, fof2.user.id, churchmate.user.id, newest.user.id]);
    expect(list[0].mutualConnections).toBe(2);
    for (const excluded of [me, friend, friend2, asked, asker]) expect(order).not.toContain(excluded.user.id);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0].email).toBeUndefined();
  });
});
