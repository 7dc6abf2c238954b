import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSiteSecret } from "../../../server/core/site-secret";
import { type MailLinks, unsubscribeUrl } from "../../../server/services/notifications/unsubscribe-links";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { noticeMailTo, noticeMailsTo, noticesLookedAt, queuedFor, verifiedMember } from "../../helpers/mail-members";
import { type TestSmtp, startTestSmtp } from "../../helpers/smtp";
import { type TestApp, createTestApp } from "../../helpers/test-app";

const SITE = "http://koinonia.test";
const ONE_CLICK = { "content-type": "application/x-www-form-urlencoded" };

let smtp: TestSmtp;
let t: TestApp;
let links: MailLinks;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  links = { publicUrl: SITE, secret: await loadSiteSecret(t.db, undefined) };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const preferences = async (member: SignedInUser) => ok(await member.agent.get("/api/account/mail-preferences"), 200);

/** The address a link names, as the app is asked for it (path and query). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** What a mail provider's one-click unsubscribe sends (RFC 8058): no cookie, no Origin. */
const oneClick = (url: string) => t.app.inject({ method: "POST", url: pathOf(url), headers: ONE_CLICK, payload: "List-Unsubscribe=One-Click" });

describe("one-click unsubscribe from a notification mail", () => {
  it("turns off the kind the mail was about, with no session, from the List-Unsubscribe header of a real mail", async () => {
    const sarah = await verifiedMember(t, "Sarah", "Miller");
    const ruth = await verifiedMember(t, "Ruth", "Moab");
    ok(await sarah.agent.post("/api/connections", { addresseeId: ruth.user.id }), 201);
    const mail = await smtp.waitFor(noticeMailTo(ruth.email));
    const line = mail.headerLines.find((h) => h.key === "list-unsubscribe")!.line.replace(/\r?\n/g, "");
    const url = line.match(/<(https?:\/\/[^>]+)>/)![1]!;

    const res = await oneClick(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ stopped: "connectionRequests" });
    expect(await preferences(ruth)).toEqual({
      connectionRequests: "off",
      comments: "daily",
      prayers: "daily",
      groupInvitations: "immediate",
      churchNews: "immediate",
      events: "immediate",
      messages: "immediate",
    });

    // The next request is not mailed.
    const boaz = await verifiedMember(t, "Boaz", "Bethlehem");
    ok(await boaz.agent.post("/api/connections", { addresseeId: ruth.user.id }), 201);
    await noticesLookedAt(t);
    expect(await queuedFor(t, ruth.email)).toBe(0);
    expect(noticeMailsTo(smtp, ruth.email)).toHaveLength(1);
  });

  it("takes the provider's form as multipart too, and may be repeated", async () => {
    const ruth = await createUser(t);
    const url = unsubscribeUrl(links, ruth.user.id, "comments");
    const boundary = "----koinonia";
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: pathOf(url),
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await preferences(ruth)).toMatchObject({ comments: "off", prayers: "daily" });
  });

  it("works from the page: a JSON POST, signed in as someone else or not at all", async () => {
    const ruth = await createUser(t);
    const someoneElse = await createUser(t);
    const res = await someoneElse.agent.post(pathOf(unsubscribeUrl(links, ruth.user.id, "prayers")), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await preferences(ruth)).toMatchObject({ prayers: "off" });
    expect(await preferences(someoneElse)).toMatchObject({ prayers: "daily" });

    const visitor = await t.agent().post(pathOf(unsubscribeUrl(links, ruth.user.id, "groupInvitations")), {});
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(await preferences(ruth)).toMatchObject({ groupInvitations: "off" });
  });

  it("from the digest turns off the daily kinds of notice only (unread messages have a mail and a link of their own); 'all' turns off everything", async () => {
    const ruth = await createUser(t);
    ok(await ruth.agent.put("/api/account/mail-preferences", { groupInvitations: "daily", messages: "daily" }), 200);
    expect((await oneClick(unsubscribeUrl(links, ruth.user.id, "digest"))).statusCode).toBe(200);
    expect(await preferences(ruth)).toEqual({
      connectionRequests: "immediate",
      comments: "off",
      prayers: "off",
      groupInvitations: "off",
      churchNews: "immediate",
      events: "immediate",
      messages: "daily",
    });

    const naomi = await createUser(t);
    expect((await oneClick(unsubscribeUrl(links, naomi.user.id, "all"))).statusCode).toBe(200);
    expect(await preferences(naomi)).toEqual({
      connectionRequests: "off",
      comments: "off",
      prayers: "off",
      groupInvitations: "off",
      churchNews: "off",
      events: "off",
      messages: "off",
    });
  });

  it("opened in a browser (or by a mail scanner) changes nothing and leads to the page that asks first", async () => {
    const ruth = await createUser(t);
    const url = unsubscribeUrl(links, ruth.user.id, "comments");
    const before = await databaseDigest(t.db);
    const res = await t.agent().get(pathOf(url));
    expect(res.statusCode).toBe(303);
    const page = new URL(res.headers.location as string, SITE);
    expect(page.pathname).toBe("/unsubscribe");
    expect(Object.fromEntries(page.searchParams)).toEqual(Object.fromEntries(new URL(url).searchParams));
    expect(await databaseDigest(t.db)).toBe(before);
    expect(await preferences(ruth)).toMatchObject({ comments: "daily" });
  });
});

describe("an unsubscribe link that is not ours", () => {
  it("is refused with a clear message when its signature, member or kind was changed, and changes nothing", async () => {
    const ruth = await createUser(t);
    const other = await createUser(t);
    const good = new URL(unsubscribeUrl(links, ruth.user.id, "comments"));
    const s = good.searchParams.get("s")!;
    const flipped = `${s.slice(0, -1)}${s.endsWith("A") ? "B" : "A"}`;
    const cases: Record<string, string> = {
      "a changed signature": `u=${ruth.user.id}&k=comments&s=${flipped}`,
      "another member": `u=${other.user.id}&k=comments&s=${s}`,
      "another kind": `u=${ruth.user.id}&k=all&s=${s}`,
      "no signature": `u=${ruth.user.id}&k=comments`,
      "a short signature": `u=${ruth.user.id}&k=comments&s=${s.slice(0, 20)}`,
      "an unknown kind": `u=${ruth.user.id}&k=everything&s=${s}`,
      "no member": `k=comments&s=${s}`,
      "a member that is not a number": `u=ruth&k=comments&s=${s}`,
    };
    const before = await databaseDigest(t.db);
    for (const [what, query] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/mail/unsubscribe?${query}`,
        headers: ONE_CLICK,
        payload: "List-Unsubscribe=One-Click",
      });
      expectRefusal(res, 400, what);
      expect(res.json().message, what).toBe(
        "This unsubscribe link is not valid. Open the link from the mail again, or choose what we send you in Settings.",
      );
    }
    expect(await databaseDigest(t.db)).toBe(before);
    expect(await preferences(ruth)).toMatchObject({ comments: "daily" });
  });

  it("is refused for a member who no longer exists", async () => {
    const res = await oneClick(unsubscribeUrl(links, 2_000_000_000, "all"));
    expectRefusal(res, 400);
    expect(res.json().message).toBe("This unsubscribe link is for an account that no longer exists.");
  });

  it("is refused from another site's page, as every write is", async () => {
    const ruth = await createUser(t);
    const before = await databaseDigest(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: pathOf(unsubscribeUrl(links, ruth.user.id, "all")),
      headers: { ...ONE_CLICK, origin: "https://evil.example" },
      payload: "List-Unsubscribe=One-Click",
    });
    expectRefusal(res, 403);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("signs links with the site's key: one made with another key is refused", async () => {
    const ruth = await createUser(t);
    const forged = unsubscribeUrl({ publicUrl: SITE, secret: "some-other-key-entirely" }, ruth.user.id, "all");
    expectRefusal(await oneClick(forged), 400);
    expect(await preferences(ruth)).toMatchObject({ connectionRequests: "immediate" });
  });
});
