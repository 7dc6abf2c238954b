import { describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contract/messages";
import type { ReportGroup } from "../../../contract/moderation";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createUser } from "../../helpers/factories";
import { act, makeSiteRole, report } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

// A private message is reported by someone who sees it. The moderators see the reported message
// and the few on either side of it, never the rest of the conversation; removed, it is gone for
// everyone but its author, who is told why.

const t = useTestApp({ logger: { level: "error" } });

describe("reporting a message", () => {
  it("shows the moderators the message and three on either side, and a removal hides it from all but its author", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const ben = await createUser(t(), { firstName: "Ben" });
    const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo" }), "moderator");
    await connect(t(), ann, ben);
    const talk = ok<Conversation>(await ann.agent.post("/api/conversations", { userIds: [ben.user.id] }), 201);
    const sent: Message[] = [];
    for (let i = 1; i <= 10; i++) {
      const who = i % 2 ? ann : ben;
      sent.push(ok<Message>(await who.agent.post(`/api/conversations/${talk.id}/messages`, { content: `Message ${i}` }), 201));
    }
    const reported = sent[4]!; // "Message 5", Ann's

    const outsider = await createUser(t());
    const before = await databaseDigest(t().db);
    expectRefusal(await ann.agent.post("/api/reports", { targetType: "message", targetId: reported.id, reason: "spam" }), 400);
    expectRefusal(await outsider.agent.post("/api/reports", { targetType: "message", targetId: reported.id, reason: "spam" }), 404);
    expectRefusal(await moderator.agent.post("/api/reports", { targetType: "message", targetId: reported.id, reason: "spam" }), 404);
    expect(await databaseDigest(t().db)).toEqual(before);

    await report(ben, "message", reported.id, "harassment", "Threatening");
    const queue = ok<ReportGroup[]>(await moderator.agent.get("/api/moderation/reports"), 200);
    const group = queue.find((g) => g.target.type === "message" && g.target.id === reported.id)!;
    expect(group.target).toMatchObject({ subject: { id: ann.user.id }, content: "Message 5", gone: false });
    expect(group.target.around.map((m) => m.content)).toEqual([
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
      "Message 6",
      "Message 7",
      "Message 8",
    ]);
    expect(group.target.around.filter((m) => m.reported).map((m) => m.id)).toEqual([reported.id]);

    await act(moderator, { action: "remove", targetType: "message", targetId: reported.id, reason: "Harassment" });
    const forBen = ok<Message[]>(await ben.agent.get(`/api/conversations/${talk.id}/messages`), 200);
    expect(forBen.map((m) => m.content)).not.toContain("Message 5");
    const forAnn = ok<Message[]>(await ann.agent.get(`/api/conversations/${talk.id}/messages`), 200);
    expect(forAnn.map((m) => m.content)).toContain("Message 5");
    const notices = ok<{ type: string; message: string }[]>(await ann.agent.get("/api/notifications"), 200);
    expect(notices.find((n) => n.type === "moderation")?.message).toContain('your message "Message 5"');
  });
});
