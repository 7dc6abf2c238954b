import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailPreferences, notifications, users } from "../../../server/db/schema";
import { deliverDueMail } from "../../../server/mail/outbox";
import { openMailTransport } from "../../../server/mail/transport";
import type { Log } from "../../../server/core/log";
import { sendDueDigests } from "../../../server/services/notifications/mail-digest";
import { type NoticeMailer, startNoticeMailer } from "../../../server/services/notifications/notice-mailer";
import { loadSiteSecret } from "../../../server/core/site-secret";
import type { MailLinks } from "../../../server/services/notifications/unsubscribe-links";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { noticeMailTo, noticeMailsTo, noticesLookedAt, queuedFor, verifiedMember } from "../../helpers/mail-members";
import { type ReceivedMail, type TestSmtp, linkIn, startTestSmtp } from "../../helpers/smtp";
import { type TestApp, createTestApp } from "../../helpers/test-app";

const quiet: Log = { info() {}, warn() {}, error() {} };
const HOUR = 60 * 60 * 1000;
const SITE = "http://koinonia.test";

// The app's clock: the daily digest goes by it, and a test walks it forward.
let ahead = 0;
const now = () => Date.now() + ahead;

// What the digest asks of the database, to check its plans.
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;

let smtp: TestSmtp;
let t: TestApp;
let links: MailLinks;
let transport: ReturnType<typeof openMailTransport>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    now,
    database: { logQuery: (query, params) => capturing && captured.push({ query, params }) },
  });
  links = { publicUrl: SITE, secret: await loadSiteSecret(t.db, undefined) };
  transport = openMailTransport({ smtpUrl: smtp.url, from: "Koinonia <no-reply@koinonia.test>", outboxDir: "/nonexistent" }, quiet);
});
afterAll(async () => {
  transport?.close();
  await t?.close();
  await smtp?.close();
});

/** Runs the daily digest as its loop would, and sends what it queued. Returns how many it queued. */
async function digestNow(): Promise<number> {
  const queued = await sendDueDigests(t.db, links, now);
  await deliverDueMail(t.db, transport, now, quiet);
  return queued;
}

/** Nothing was mailed to this member: every notice so far has been looked at, and none queued. */
async function expectNoMailTo(member: SignedInUser): Promise<void> {
  await noticesLookedAt(t);
  expect(await queuedFor(t, member.email)).toBe(0);
  expect(noticeMailsTo(smtp, member.email).map((m) => m.subject)).toEqual([]);
}

/** A header's value as it came over the wire (unfolded). */
const header = (mail: ReceivedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name)?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n/g, "")
    .trim();
};

const digestsTo = (member: SignedInUser) => noticeMailsTo(smtp, member.email).filter((m) => m.subject?.startsWith("Your day on Koinonia"));

async function requestConnection(from: SignedInUser, to: SignedInUser): Promise<number> {
  return ok<{ id: number }>(await from.agent.post("/api/connections", { addresseeId: to.user.id }), 201).id;
}

async function comment(author: SignedInUser, postId: number, content: string): Promise<void> {
  ok(await author.agent.post(`/api/posts/${postId}/comments`, { content }), 201);
}

async function setPreferences(member: SignedInUser, body: Record<string, string>): Promise<void> {
  ok(await member.agent.put("/api/account/mail-preferences", body), 200);
}

describe("mail preferences", () => {
  it("are the defaults until chosen: requests and invitations at once, comments and prayers daily", async () => {
    const lydia = await createUser(t);
    expect(ok(await lydia.agent.get("/api/account/mail-preferences"), 200)).toEqual({
      connectionRequests: "immediate",
      comments: "daily",
      prayers: "daily",
      groupInvitations: "immediate",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });
  });

  it("change as sent, one or several at a time, and the rest stay as they were", async () => {
    const lydia = await createUser(t);
    expect(ok(await lydia.agent.put("/api/account/mail-preferences", { comments: "immediate" }), 200)).toEqual({
      connectionRequests: "immediate",
      comments: "immediate",
      prayers: "daily",
      groupInvitations: "immediate",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });
    await setPreferences(lydia, { prayers: "off", groupInvitations: "daily" });
    expect(ok(await lydia.agent.get("/api/account/mail-preferences"), 200)).toEqual({
      connectionRequests: "immediate",
      comments: "immediate",
      prayers: "off",
      groupInvitations: "daily",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });
  });

  it("refuse a cadence that is not immediate, daily or off, and keep what was chosen", async () => {
    const lydia = await createUser(t);
    await setPreferences(lydia, { comments: "off" });
    const res = await lydia.agent.put("/api/account/mail-preferences", { comments: "weekly", prayers: "off" });
    expectRefusal(res, 400);
    expect(res.json().message).toBe("Choose immediate, daily or off");
    expect(ok(await lydia.agent.get("/api/account/mail-preferences"), 200)).toMatchObject({ comments: "off", prayers: "daily" });
  });

  it("are each member's own: a visitor is asked to sign in", async () => {
    expectRefusal(await t.agent().get("/api/account/mail-preferences"), 401);
    expectRefusal(await t.agent().put("/api/account/mail-preferences", { comments: "off" }), 401);
  });
});

describe("mail as it happens", () => {
  it("a connection request mails the one asked at once: who asks, a button to the request, and one-click unsubscribe", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    await requestConnection(sarah, ruth);

    const mail = await smtp.waitFor(noticeMailTo(ruth.email));
    expect(mail.subject).toBe("Sarah Miller wants to connect with you");
    expect(mail.text).toContain("New connection request");
    expect(mail.text).toContain("Sarah Miller would like to connect with you.");
    expect(mail.text).toContain(`See the request: ${SITE}/`);
    expect(mail.text).toContain("We email you about connection requests as they happen.");
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain("Sarah Miller would like to connect with you.");
    expect(mail.html).toContain(`href="${SITE}/"`);
    const unsubscribe = linkIn(mail, `${SITE}/api/mail/unsubscribe?`);
    expect(new URL(unsubscribe).searchParams.get("u")).toBe(String(ruth.user.id));
    expect(new URL(unsubscribe).searchParams.get("k")).toBe("connectionRequests");
    expect(header(mail, "list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Sarah, who asked, is told nothing by mail until it is answered.
    expect(noticeMailsTo(smtp, sarah.email)).toEqual([]);
  });

  it("an accepted request mails the one who asked, with a button to the new connection's profile", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const requestId = await requestConnection(sarah, ruth);
    ok(await ruth.agent.put(`/api/connections/${requestId}`, { status: "accepted" }), 200);

    const mail = await smtp.waitFor(noticeMailTo(sarah.email));
    expect(mail.subject).toBe("Ruth Moab accepted your connection request");
    expect(mail.text).toContain("Ruth Moab accepted your connection request. You are now connected!");
    expect(mail.text).toContain(`See their profile: ${SITE}/profile/${ruth.user.id}`);
  });

  it("a group invitation mails the one invited at once, naming the group", async () => {
    const priscilla = await verifiedMember(t, "Priscilla", "Tentmaker");
    const aquila = await verifiedMember(t, "Aquila", "Pontus");
    await connect(t, priscilla, aquila);
    const group = ok<{ id: number }>(await priscilla.agent.post("/api/groups", { name: "House church", description: "" }), 201);
    ok(await priscilla.agent.post(`/api/groups/${group.id}/invitations`, { userId: aquila.user.id }), 201);

    const mail = await smtp.waitFor(noticeMailTo(aquila.email));
    expect(mail.subject).toBe("Priscilla Tentmaker invited you to join House church");
    expect(mail.text).toContain(`See the invitation: ${SITE}/groups`);
    expect(new URL(linkIn(mail, `${SITE}/api/mail/unsubscribe?`)).searchParams.get("k")).toBe("groupInvitations");
  });

  it("a comment is mailed at once to an author who chose that, with a button to the post", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    await setPreferences(ruth, { comments: "immediate" });
    const post = await createPost(ruth, { content: "Harvest begins tomorrow" });
    await comment(naomi, post.id, "I will glean beside you.");

    const mail = await smtp.waitFor(noticeMailTo(ruth.email));
    expect(mail.subject).toBe("Naomi Bethlehem commented on your post");
    expect(mail.text).toContain('Naomi Bethlehem commented on your post: "I will glean beside you."');
    expect(mail.text).toContain(`See the post: ${SITE}/posts/${post.id}`);
  });

  it("an answered prayer request is mailed to one who prayed and chose that, quoting the request, with a button to it", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    await setPreferences(ruth, { prayers: "immediate" });
    const post = await createPost(naomi, { type: "prayer", content: "A safe journey home to Bethlehem" });
    ok(await ruth.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
    ok(await naomi.agent.post(`/api/posts/${post.id}/answered`, { testimony: "We arrived at the barley harvest" }), 200);

    const mail = await smtp.waitFor(noticeMailTo(ruth.email));
    expect(mail.subject).toBe("Naomi Bethlehem's prayer request was answered");
    expect(mail.text).toContain('Naomi Bethlehem shared that a prayer request you prayed for was answered: "A safe journey home to Bethlehem"');
    expect(mail.text).toContain(`See the prayer request: ${SITE}/posts/${post.id}`);
  });

  it("sends nothing for a kind turned off", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    await setPreferences(ruth, { connectionRequests: "off" });
    await requestConnection(sarah, ruth);
    await expectNoMailTo(ruth);
  });

  it("sends nothing to a member whose address is not verified", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const unverified = await createUser(t, { firstName: "Thomas", lastName: "Didymus" });
    await requestConnection(sarah, unverified);
    await expectNoMailTo(unverified);
  });

  it("sends nothing to a demo person", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const demo = await verifiedMember(t, "Dorcas", "Joppa");
    await t.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    await requestConnection(sarah, demo);
    await expectNoMailTo(demo);
  });

  it("sends nothing for a notice read before the mailer came to it", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    // Stored and read in one go: by the time the mailer looks, it has been read.
    await t.db.insert(notifications).values({
      userId: ruth.user.id,
      actorId: sarah.user.id,
      type: "friend_request",
      title: "New connection request",
      message: "Sarah Miller would like to connect with you.",
      isRead: true,
    });
    await expectNoMailTo(ruth);
  });

  it("never mails a notice twice when several notice mailers share the database", async () => {
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => verifiedMember(t, "Crowd", `Member${i}`)));
    const asker = await verifiedMember(t, "Sarah", "Miller");
    const kicks = { kick() {} };
    const mailers: NoticeMailer[] = [1, 2].map(() => startNoticeMailer(t.db, links, kicks, quiet, { pollMs: 5 }));
    try {
      await Promise.all(people.map((p) => requestConnection(asker, p)));
      for (const m of mailers) m.kick();
      await noticesLookedAt(t);
      await deliverDueMail(t.db, transport, now, quiet);
      for (const p of people) await smtp.waitFor(noticeMailTo(p.email));
    } finally {
      await Promise.all(mailers.map((m) => m.close()));
    }
    // Nothing left to send them (a mail leaves the outbox once the mail server took it): a
    // second copy, had one been queued, has arrived by now.
    for (const p of people) await expect.poll(() => queuedFor(t, p.email), { timeout: 15_000 }).toBe(0);
    for (const p of people) expect(noticeMailsTo(smtp, p.email).map((m) => m.subject)).toEqual(["Sarah Miller wants to connect with you"]);
  });
});

describe("the daily digest", () => {
  it("does not mail a comment at once by default, and lists it in the next digest", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    const post = await createPost(ruth, { content: "Harvest begins tomorrow", type: "prayer" });
    await comment(naomi, post.id, "I will glean beside you.");
    ok(await naomi.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
    await expectNoMailTo(ruth);

    expect(await digestNow()).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = digestsTo(ruth);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe("Your day on Koinonia: 2 new notices");
    expect(digest!.text).toContain("You have 2 new notices");
    expect(digest!.text).toContain("Naomi Bethlehem is praying for your prayer request.");
    expect(digest!.text).toContain('Naomi Bethlehem commented on your post: "I will glean beside you."');
    // Newest first.
    expect(digest!.text!.indexOf("is praying")).toBeLessThan(digest!.text!.indexOf("commented"));
    expect(digest!.text).toContain(`See your notifications: ${SITE}/notifications`);
    expect(digest!.text).toContain(
      "when you have something new and unread: comments on your posts and prayers for your posts, and the requests you pray for.",
    );
    expect(digest!.html).toContain("Naomi Bethlehem is praying for your prayer request.");
    const unsubscribe = linkIn(digest!, `${SITE}/api/mail/unsubscribe?`);
    expect(new URL(unsubscribe).searchParams.get("k")).toBe("digest");
    expect(header(digest!, "list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(header(digest!, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("leaves out a notice read before it was sent", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    const first = await createPost(ruth, { content: "First field" });
    const second = await createPost(ruth, { content: "Second field" });
    await comment(naomi, first.id, "Read this one already.");
    await comment(naomi, second.id, "This one is still unread.");
    const notices = ok<{ id: number; message: string }[]>(await ruth.agent.get("/api/notifications"), 200);
    const read = notices.find((n) => n.message.includes("Read this one"))!;
    ok(await ruth.agent.put(`/api/notifications/${read.id}/read`), 200);

    await digestNow();
    const [digest] = digestsTo(ruth);
    expect(digest!.subject).toBe("Your day on Koinonia: 1 new notice");
    expect(digest!.text).toContain("This one is still unread.");
    expect(digest!.text).not.toContain("Read this one already.");
  });

  it("is not sent when every notice was read, nor for kinds not mailed daily", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    const boaz = await verifiedMember(t, "Boaz", "Bethlehem");
    await connect(t, ruth, naomi);
    await connect(t, boaz, naomi);
    await setPreferences(boaz, { comments: "off", prayers: "immediate" });
    const hers = await createPost(ruth, { content: "Gleaning" });
    const his = await createPost(boaz, { content: "Threshing" });
    await comment(naomi, hers.id, "Well done.");
    await comment(naomi, his.id, "Well done too.");
    ok(await ruth.agent.put("/api/notifications/read"), 200);

    await digestNow();
    expect(digestsTo(ruth)).toEqual([]);
    expect(digestsTo(boaz)).toEqual([]);
  });

  it("lists the newest twenty and counts the rest", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    const post = await createPost(ruth, { content: "A long day" });
    for (let i = 1; i <= 23; i++) await comment(naomi, post.id, `Word number ${i}.`);

    await digestNow();
    const [digest] = digestsTo(ruth);
    expect(digest!.subject).toBe("Your day on Koinonia: 23 new notices");
    expect(digest!.text).toContain('"Word number 23."');
    expect(digest!.text).toContain('"Word number 4."');
    expect(digest!.text).not.toContain('"Word number 3."');
    expect(digest!.text).toContain("And 3 more.");
  });

  it("sends nothing to unverified members or demo people", async () => {
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    const unverified = await createUser(t, { firstName: "Thomas", lastName: "Didymus" });
    const demo = await verifiedMember(t, "Dorcas", "Joppa");
    await t.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    for (const author of [unverified, demo]) {
      await connect(t, author, naomi);
      await comment(naomi, (await createPost(author)).id, "Amen.");
    }
    await digestNow();
    expect(noticeMailsTo(smtp, unverified.email)).toEqual([]);
    expect(noticeMailsTo(smtp, demo.email)).toEqual([]);
  });

  it("is sent once however many digest loops share the database", async () => {
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    const authors = await Promise.all(Array.from({ length: 8 }, (_, i) => verifiedMember(t, "Author", `Number${i}`)));
    for (const author of authors) {
      await connect(t, author, naomi);
      await comment(naomi, (await createPost(author)).id, "Amen.");
    }
    const queued = await Promise.all([1, 2, 3].map(() => sendDueDigests(t.db, links, now)));
    // The app's own digest loop shares the database too (its first look comes a minute after
    // start, which a slow run reaches mid-test): it may have queued some of them, and its
    // mail sender delivers those in the background. Together, every author's digest went once.
    expect(queued.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(authors.length);
    await deliverDueMail(t.db, transport, now, quiet);
    await expect.poll(() => authors.map((author) => digestsTo(author).length), { timeout: 15_000 }).toEqual(authors.map(() => 1));
    for (const author of authors) expect(await queuedFor(t, author.email)).toBe(0);
  });

  it("finds its members and their notices through indexes, never by reading every notice", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    await comment(naomi, (await createPost(ruth)).id, "Amen.");
    captured.length = 0;
    capturing = true;
    try {
      expect(await sendDueDigests(t.db, links, now)).toBeGreaterThanOrEqual(1);
    } finally {
      capturing = false;
    }
    const reads = captured.filter((c) => /^\s*select/i.test(c.query));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    const offenders = await t.database.onOneConnection(async (query) => {
      // With sequential scans off, the planner still picks one where no index serves.
      await query("set enable_seqscan = off");
      try {
        const found: string[] = [];
        for (const { query: text, params } of reads) {
          const { rows } = await query(`explain ${text}`, params);
          const plan = rows.map((r) => Object.values(r as object)[0]).join("\n");
          if (/Seq Scan on (notifications|users|mail_preferences)\b/.test(plan)) found.push(`${text}\n${plan}`);
        }
        return found;
      } finally {
        await query("reset enable_seqscan");
      }
    });
    expect(offenders).toEqual([]);
  });

  it("goes at most once in 24 hours, and then lists only what came since", async () => {
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    const naomi = await verifiedMember(t, "Naomi", "Bethlehem");
    await connect(t, ruth, naomi);
    const post = await createPost(ruth, { content: "Day one" });
    await comment(naomi, post.id, "First day's word.");
    await digestNow();
    expect(digestsTo(ruth)).toHaveLength(1);
    const [sentAt] = await t.db.select().from(mailPreferences).where(eq(mailPreferences.userId, ruth.user.id));
    expect(sentAt!.digestSentAt).not.toBeNull();

    await comment(naomi, post.id, "Second day's word.");
    try {
      await digestNow();
      ahead = 23 * HOUR;
      await digestNow();
      expect(digestsTo(ruth)).toHaveLength(1);

      ahead = 24 * HOUR + 60_000;
      await digestNow();
      const digests = digestsTo(ruth);
      expect(digests).toHaveLength(2);
      expect(digests[1]!.subject).toBe("Your day on Koinonia: 1 new notice");
      expect(digests[1]!.text).toContain("Second day's word.");
      expect(digests[1]!.text).not.toContain("First day's word.");
      // The first one is still unread, and the next digest is a day away again.
      await digestNow();
      expect(digestsTo(ruth)).toHaveLength(2);
    } finally {
      ahead = 0;
    }
  });
});
