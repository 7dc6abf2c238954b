import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventComment, Occurrence } from "../../../contract/events";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { makeEvent, occurrencePath, rsvp } from "../../helpers/events";
import { useTestApp } from "../../helpers/test-app";
import { jsonIn, unzip } from "../../helpers/unzip";

const t = useTestApp();

const deleteAccount = (who: SignedInUser) => who.agent.request("DELETE", "/api/account", { password: who.password, confirmation: "DELETE" });

describe("an event's discussion", () => {
  it("is written by those who see the event and read by them alone; its organiser is told, and deletes what is written there", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const bob = await createUser(t(), { firstName: "Bob", lastName: "Hopper" });
    const stan = await createUser(t(), { firstName: "Stan" });
    await connect(t(), ann, bob);
    const event = await makeEvent(ann);
    const comment = ok<EventComment>(await bob.agent.post(`/api/events/${event.id}/comments`, { content: "I'll bring the hymn books" }), 201);
    expect(comment).toMatchObject({ content: "I'll bring the hymn books", canDelete: true, author: { firstName: "Bob" } });
    expectRefusal(await stan.agent.post(`/api/events/${event.id}/comments`, { content: "hi" }), 404);
    expectRefusal(await stan.agent.get(`/api/events/${event.id}/comments`), 404);
    const seenByAnn = ok<EventComment[]>(await ann.agent.get(`/api/events/${event.id}/comments`), 200);
    expect(seenByAnn.map((c) => [c.content, c.canDelete])).toEqual([["I'll bring the hymn books", true]]);
    const [notice] = await queryRows<{ title: string; message: string }>(
      t().db,
      sql`select title, message from notifications where user_id = ${ann.user.id} and type = 'event_comment'`,
    );
    expect(notice).toEqual({ title: "New comment on Wednesday prayer meeting", message: 'Bob Hopper commented: "I\'ll bring the hymn books"' });
    expect((await ann.agent.delete(`/api/events/${event.id}/comments/${comment.id}`)).statusCode).toBe(204);
    expect(ok<EventComment[]>(await bob.agent.get(`/api/events/${event.id}/comments`), 200)).toEqual([]);
  });
});

describe("events in search, the export and account deletion", () => {
  it("search finds by title the events the viewer may see, each as its next gathering", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const bob = await createUser(t(), { firstName: "Bob" });
    const stan = await createUser(t(), { firstName: "Stan" });
    await connect(t(), ann, bob);
    const event = await makeEvent(ann, { title: "Harvest thanksgiving supper", recurrence: "FREQ=YEARLY" });
    const found = async (who: SignedInUser) =>
      ok<{ items: Occurrence[] }>(await who.agent.get("/api/search?type=events&q=thanksgiving"), 200).items.map((o) => o.eventId);
    expect(await found(bob)).toEqual([event.id]);
    expect(await found(stan)).toEqual([]);
  });

  it("the export holds the events a member organised, their answers and their comments", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const event = await makeEvent(ann, { title: "Choir rehearsal" });
    ok(await rsvp(ann, event.occurrences[0]!, "going", 2), 200);
    ok(await ann.agent.post(`/api/events/${event.id}/comments`, { content: "Bring your folders" }), 201);
    const res = await ann.agent.get("/api/account/export");
    expect(res.statusCode).toBe(200);
    const events = jsonIn(await unzip(res.rawPayload), "events.json");
    expect(events.organised).toEqual([
      expect.objectContaining({ id: event.id, title: "Choir rehearsal", startsAt: "2027-03-03T19:00", timeZone: "America/Sao_Paulo" }),
    ]);
    expect(events.answers).toEqual([expect.objectContaining({ eventId: event.id, event: "Choir rehearsal", answer: "going", guests: 2 })]);
    expect(events.commentsYouWrote).toEqual([expect.objectContaining({ eventId: event.id, content: "Bring your folders" })]);
  });

  it("a deleted account takes its own events along, and gives its places at others' to whoever waits", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const bob = await createUser(t(), { firstName: "Bob" });
    const cid = await createUser(t(), { firstName: "Cid" });
    await connect(t(), ann, bob);
    await connect(t(), ann, cid);
    const full = await makeEvent(ann, { title: "Retreat", capacity: 1 });
    const own = await makeEvent(bob, { title: "Bob's barbecue" });
    const occurrence = full.occurrences[0]!;
    ok(await rsvp(bob, occurrence, "going"), 200);
    expect(ok<Occurrence>(await rsvp(cid, occurrence, "going"), 200).myRsvp?.waitlisted).toBe(true);
    expect((await deleteAccount(bob)).statusCode).toBe(204);
    expect(ok<Occurrence>(await cid.agent.get(occurrencePath(occurrence)), 200)).toMatchObject({ goingCount: 1, myRsvp: { waitlisted: false } });
    expect(await queryRows(t().db, sql`select id from events where id = ${own.id}`)).toEqual([]);
  });
});
