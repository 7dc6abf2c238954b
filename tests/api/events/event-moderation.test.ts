import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventComment, Occurrence } from "../../../contract/events";
import type { ReportGroup } from "../../../contract/moderation";
import { queryRows } from "../../../server/db/client";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { makeEvent } from "../../helpers/events";
import { act, establish, makeSiteRole, report } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

/** Ann's event, seen by her connections Bob, Cid and Dee, whose reports count. */
async function eventAndReaders() {
  const ann = await createUser(t(), { firstName: "Ann" });
  const readers: SignedInUser[] = [];
  for (const name of ["Bob", "Cid", "Dee"]) {
    const reader = await establish(t(), await createUser(t(), { firstName: name }));
    await connect(t(), ann, reader);
    readers.push(reader);
  }
  const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo" }), "moderator");
  return { ann, readers, moderator, event: await makeEvent(ann, { title: "Fundraiser gala" }) };
}

const upcomingIds = async (who: SignedInUser) => ok<Occurrence[]>(await who.agent.get("/api/events/upcoming"), 200).map((o) => o.eventId);

describe("reported events", () => {
  it("are held once enough members report them, shown to their organiser alone, and a moderator's removal is told to them", async () => {
    const { ann, readers, moderator, event } = await eventAndReaders();
    expectRefusal(await ann.agent.post("/api/reports", { targetType: "event", targetId: event.id, reason: "spam" }), 400);
    for (const reader of readers) await report(reader, "event", event.id);
    expectRefusal(await readers[0]!.agent.get(`/api/events/${event.id}`), 404);
    expect(await upcomingIds(readers[0]!)).not.toContain(event.id);
    expect(ok(await ann.agent.get(`/api/events/${event.id}`), 200)).toMatchObject({ id: event.id });

    const queue = ok<ReportGroup[]>(await moderator.agent.get("/api/moderation/reports"), 200);
    const entry = queue.find((g) => g.target.type === "event" && g.target.id === event.id)!;
    expect(entry.target).toMatchObject({ eventId: event.id, eventTitle: "Fundraiser gala", moderation: "held", subject: { id: ann.user.id } });
    expect(entry.reports).toHaveLength(3);
    await act(moderator, { action: "remove", targetType: "event", targetId: event.id, reason: "Selling tickets for profit" });
    const [notice] = await queryRows<{ title: string; message: string }>(
      t().db,
      sql`select title, message from notifications where user_id = ${ann.user.id} and type = 'moderation'`,
    );
    expect(notice).toEqual({
      title: "Your event was removed",
      message: "A moderator removed your event Fundraiser gala. Reason: Selling tickets for profit",
    });
  });

  it("a comment in an event's discussion is reported and removed like any comment", async () => {
    const { ann, readers, moderator, event } = await eventAndReaders();
    const [bob, cid] = readers as [SignedInUser, SignedInUser];
    const comment = ok<EventComment>(await bob.agent.post(`/api/events/${event.id}/comments`, { content: "Buy cheap watches here" }), 201);
    await report(cid, "event_comment", comment.id);
    await act(moderator, { action: "remove", targetType: "event_comment", targetId: comment.id, reason: "Spam" });
    expect(ok<EventComment[]>(await ann.agent.get(`/api/events/${event.id}/comments`), 200)).toEqual([]);
    expect(ok<EventComment[]>(await bob.agent.get(`/api/events/${event.id}/comments`), 200)).toEqual([
      expect.objectContaining({ id: comment.id, moderation: "removed" }),
    ]);
  });
});
