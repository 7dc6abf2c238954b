import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, Message } from "../../../contract/messages";
import type { Log } from "../../../server/core/log";
import { loadSiteSecret } from "../../../server/core/site-secret";
import { mailPreferences } from "../../../server/db/schema";
import { deliverDueMail } from "../../../server/mail/outbox";
import { openMailTransport } from "../../../server/mail/transport";
import { sendDueMessageMails } from "../../../server/services/messages/message-mail";
import type { MailLinks } from "../../../server/services/notifications/unsubscribe-links";
import { ok } from "../../helpers/access";
import { type SignedInUser, connect } from "../../helpers/factories";
import { noticeMailsTo, verifiedMember } from "../../helpers/mail-members";
import { type TestSmtp, linkIn, startTestSmtp } from "../../helpers/smtp";
import { type TestApp, createTestApp } from "../../helpers/test-app";

// Messages left unread reach their reader by mail: one short mail once a message has waited an
// hour, naming the conversations and how many wait, never the words; each message told of once,
// at most one mail an hour (or a day), and none for what was read, muted, hidden or turned off.

const quiet: Log = { info() {}, warn() {}, error() {} };
const SITE = "http://koinonia.test";
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// The app's clock: messages are stamped by it, and a test walks it forward.
let at = Date.parse("2026-12-01T09:00:00Z");
const now = () => at;

let smtp: TestSmtp;
let t: TestApp;
let links: MailLinks;
let transport: ReturnType<typeof openMailTransport>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, now });
  links = { publicUrl: SITE, secret: await loadSiteSecret(t.db, undefined) };
  transport = openMailTransport({ smtpUrl: smtp.url, from: "Koinonia <no-reply@koinonia.test>", outboxDir: "/nonexistent" }, quiet);
});
afterAll(async () => {
  transport?.close();
  await t?.close();
  await smtp?.close();
});

/** Runs the task as its loop would and sends what it queued; returns how many mails it queued. */
async function mailNow(): Promise<number> {
  const queued = await sendDueMessageMails(t.db, links, now);
  await deliverDueMail(t.db, transport, now, quiet);
  return queued;
}

const messageMailsTo = (member: SignedInUser) =>
  noticeMailsTo(smtp, member.email).filter((m) => /unread messages? on Koinonia$/.test(m.subject ?? ""));

/** When the member was last mailed of their messages (null: never). */
async function lastMailed(member: SignedInUser): Promise<Date | null> {
  const [row] = await t.db.select().from(mailPreferences).where(eq(mailPreferences.userId, member.user.id));
  return row?.messagesMailedAt ?? null;
}

async function friends(first: [string, string], second: [string, string]) {
  const a = await verifiedMember(t, ...first);
  const b = await verifiedMember(t, ...second);
  await connect(t, a, b);
  return [a, b] as const;
}
const start = async (who: SignedInUser, others: SignedInUser[], title?: string) =>
  ok<Conversation>(await who.agent.post("/api/conversations", { userIds: others.map((o) => o.user.id), ...(title && { title }) }), 201);
const send = async (who: SignedInUser, conversationId: number, content: string) =>
  ok<Message>(await who.agent.post(`/api/conversations/${conversationId}/messages`, { content }), 201);

describe("mail of unread messages", () => {
  it("comes once a message has waited an hour, naming who wrote and how many, never the words; each message once", async () => {
    const [lydia, paul] = await friends(["Lydia", "Thyatira"], ["Paul", "Tarsus"]);
    const talk = await start(paul, [lydia]);
    await send(paul, talk.id, "The river at Philippi, by the place of prayer");
    await send(paul, talk.id, "Bring the purple cloth");

    // Not yet an hour: nothing.
    at += 59 * MINUTE;
    await mailNow();
    expect(messageMailsTo(lydia)).toEqual([]);

    at += 2 * MINUTE;
    expect(await mailNow()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = messageMailsTo(lydia);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You have 2 unread messages on Koinonia");
    expect(mail!.text).toContain("Paul Tarsus: 2 new messages");
    expect(mail!.text).toContain(`Open the conversation: ${SITE}/messages/${talk.id}`);
    expect(mail!.text).toContain("at most once an hour, and never with its words");
    for (const words of ["river", "Philippi", "purple"]) {
      expect(mail!.text).not.toContain(words);
      expect(mail!.html).not.toContain(words);
    }
    expect(new URL(linkIn(mail!, `${SITE}/api/mail/unsubscribe?`)).searchParams.get("k")).toBe("messages");
    // The one who wrote is told of nothing.
    expect(messageMailsTo(paul)).toEqual([]);

    // Told of once: later runs send nothing more for them.
    at += 2 * HOUR;
    await mailNow();
    expect(messageMailsTo(lydia)).toHaveLength(1);

    // A new message, left unread an hour: a second mail, counting all that wait.
    await send(paul, talk.id, "We sail on Tuesday");
    at += HOUR + MINUTE;
    await mailNow();
    const mails = messageMailsTo(lydia);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("You have 3 unread messages on Koinonia");
  });

  it("waits an hour after the last mail, then names each conversation: a circle by its title, a one to one by who wrote", async () => {
    const [priscilla, aquila] = await friends(["Priscilla", "Corinth"], ["Aquila", "Pontus"]);
    const apollos = await verifiedMember(t, "Apollos", "Alexandria");
    await connect(t, priscilla, apollos);
    const direct = await start(aquila, [priscilla]);
    await send(aquila, direct.id, "Tents to mend");
    at += HOUR + MINUTE;
    await mailNow();
    expect(messageMailsTo(priscilla)).toHaveLength(1);

    // Within the hour after that mail, a new wait of an hour still sends nothing.
    const circle = await start(apollos, [priscilla, aquila], "Ephesus house church");
    await send(apollos, circle.id, "Who teaches on Sunday?");
    await send(aquila, direct.id, "And the awning");
    at += 30 * MINUTE;
    await mailNow();
    expect(messageMailsTo(priscilla)).toHaveLength(1);

    at += 35 * MINUTE;
    await mailNow();
    const [, second] = messageMailsTo(priscilla);
    expect(second!.subject).toBe("You have 3 unread messages on Koinonia");
    expect(second!.text).toContain("Ephesus house church: 1 new message");
    expect(second!.text).toContain("Aquila Pontus: 2 new messages");
    expect(second!.text).toContain(`Open your messages: ${SITE}/messages`);
  });

  it("is not sent for what was read in time, a muted conversation, a blocked author, a request, or mail turned off", async () => {
    const [reader, writer] = await friends(["Timothy", "Lystra"], ["Silas", "Jerusalem"]);
    const [muter, other] = await friends(["Titus", "Crete"], ["Tychicus", "Asia"]);
    const [blocker, blocked] = await friends(["Onesimus", "Colossae"], ["Philemon", "Colossae"]);
    const [offMember, friend] = await friends(["Phoebe", "Cenchreae"], ["Gaius", "Derbe"]);
    const asked = await verifiedMember(t, "Erastus", "Corinth");
    const stranger = await verifiedMember(t, "Demas", "Thessalonica");

    const read = await start(writer, [reader]);
    const sent = await send(writer, read.id, "Read me soon");
    expect((await reader.agent.put(`/api/conversations/${read.id}/read`, { messageId: sent.id })).statusCode).toBe(204);

    const muted = await start(other, [muter]);
    ok(await muter.agent.put(`/api/conversations/${muted.id}/mute`, { muted: true }), 200);
    await send(other, muted.id, "A quiet word");

    const ended = await start(blocked, [blocker]);
    await send(blocked, ended.id, "Before the block");
    ok(await blocker.agent.post(`/api/users/${blocked.user.id}/block`), 200);

    ok(await offMember.agent.put("/api/account/mail-preferences", { messages: "off" }), 200);
    const quiet = await start(friend, [offMember]);
    await send(friend, quiet.id, "Letters from Rome");

    const request = await start(stranger, [asked]);
    await send(stranger, request.id, "A request from a stranger");

    // Beside them, one left unread as it came: mailed, so the run did look.
    const [control, controlWriter] = await friends(["Luke", "Antioch"], ["Mark", "Jerusalem"]);
    await send(controlWriter, (await start(controlWriter, [control])).id, "The second account is written");

    at += 2 * HOUR;
    await mailNow();
    expect(messageMailsTo(control)).toHaveLength(1);
    for (const member of [reader, muter, blocker, offMember, asked]) {
      expect(messageMailsTo(member)).toEqual([]);
      expect(await lastMailed(member)).toBeNull();
    }
  });

  it("once a day for a member who chose daily", async () => {
    const [eunice, lois] = await friends(["Eunice", "Lystra"], ["Lois", "Lystra"]);
    ok(await eunice.agent.put("/api/account/mail-preferences", { messages: "daily" }), 200);
    const talk = await start(lois, [eunice]);
    await send(lois, talk.id, "Timothy has grown");
    at += HOUR + MINUTE;
    await mailNow();
    const [first] = messageMailsTo(eunice);
    expect(first!.text).toContain("at most once a day");

    await send(lois, talk.id, "He reads the scriptures");
    at += 5 * HOUR;
    await mailNow();
    expect(messageMailsTo(eunice)).toHaveLength(1);
    at += 19 * HOUR;
    await mailNow();
    expect(messageMailsTo(eunice)).toHaveLength(2);
  });

  it("is mailed once when two processes look at the same time", async () => {
    const [mary, martha] = await friends(["Mary", "Bethany"], ["Martha", "Bethany"]);
    const talk = await start(martha, [mary]);
    await send(martha, talk.id, "Come and help me serve");
    at += HOUR + MINUTE;
    await Promise.all([sendDueMessageMails(t.db, links, now), sendDueMessageMails(t.db, links, now)]);
    await deliverDueMail(t.db, transport, now, quiet);
    expect(messageMailsTo(mary)).toHaveLength(1);
  });

  it("is turned off by the link it carries: no more mail of messages", async () => {
    const [anna, simeon] = await friends(["Anna", "Asher"], ["Simeon", "Jerusalem"]);
    const talk = await start(simeon, [anna]);
    await send(simeon, talk.id, "The child is in the temple");
    at += HOUR + MINUTE;
    await mailNow();
    const [mail] = messageMailsTo(anna);
    const { pathname, search } = new URL(linkIn(mail!, `${SITE}/api/mail/unsubscribe?`));
    // What a mail provider's one-click unsubscribe sends: no cookie, no Origin.
    const stopped = await t.app.inject({
      method: "POST",
      url: `${pathname}${search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(stopped.statusCode).toBe(200);
    expect(ok(await anna.agent.get("/api/account/mail-preferences"), 200)).toMatchObject({ messages: "off" });

    await send(simeon, talk.id, "Now let your servant depart in peace");
    at += 2 * HOUR;
    await mailNow();
    expect(messageMailsTo(anna)).toHaveLength(1);
  });
});
