import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteFigures } from "../../../contract/admin";
import { queryRows } from "../../../server/db/client";
import { interactions, mailOutbox, objects, posts, sessions, users } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { noticesLookedAt } from "../../helpers/mail-members";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** The calendar day `at` falls on in `timeZone`, as the figures write it. */
const dayIn = (at: Date, timeZone: string) => at.toLocaleDateString("en-CA", { timeZone });

let admin: SignedInUser;
let moderator: SignedInUser;
beforeAll(async () => {
  admin = await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
  moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
});

const figures = async (who: SignedInUser, query = ""): Promise<SiteFigures> => ok(await who.agent.get(`/api/admin/figures${query}`), 200);

describe("who may read the figures", () => {
  it("the team alone: a visitor must sign in, a member is refused whatever they ask", async () => {
    const member = await createUser(t());
    await figures(moderator);
    for (const query of ["", "?timeZone=Mars/Olympus"]) {
      const before = await databaseDigest(t().db);
      expectRefusal(await t().agent().get(`/api/admin/figures${query}`), 401, `visitor ${query}`);
      expectRefusal(await member.agent.get(`/api/admin/figures${query}`), 403, `member ${query}`);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("refuses a time zone it does not know", async () => {
    for (const zone of ["Mars/Olympus", "x".repeat(65)]) {
      const res = await admin.agent.get(`/api/admin/figures?timeZone=${zone}`);
      expectRefusal(res, 400, zone);
    }
    expect((await admin.agent.get("/api/admin/figures?timeZone=Mars/Olympus")).json()).toEqual({
      message: "timeZone must be an IANA time zone, such as Europe/Lisbon",
    });
  });
});

describe("the site's figures", () => {
  it("count the members, demo people aside, and who was active in the last 7 days", async () => {
    const before = await figures(admin);
    const [away, writer, demo] = [await createUser(t()), await createUser(t()), await createUser(t())];
    await t().db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    // Away: last seen 8 days ago, and nothing written since.
    await t()
      .db.update(sessions)
      .set({ lastSeenAt: daysAgo(8) })
      .where(eq(sessions.userId, away.user.id));
    // Signed out (no session left), but wrote this week.
    await createPost(writer);
    expect((await writer.agent.post("/api/auth/logout")).statusCode).toBe(204);
    const after = await figures(moderator);
    expect(after.members).toBe(before.members + 2);
    expect(after.activeThisWeek).toBe(before.activeThisWeek + 1);
    const [real] = await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from users where not is_demo`);
    expect(after.members).toBe(real!.n);
  });

  it("give the posts and prayers of each of the last 7 days, in the time zone asked for", async () => {
    const ZONES = ["UTC", "Asia/Tokyo", "America/Los_Angeles"];
    const query = (zone: string) => (zone === "UTC" ? "" : `?timeZone=${zone}`);
    const before = new Map<string, SiteFigures["days"]>();
    for (const zone of ZONES) before.set(zone, (await figures(admin, query(zone))).days);

    const author = await createUser(t());
    const today = await createPost(author, { content: "Today's news", type: "text" });
    ok(await author.agent.post(`/api/posts/${today.id}/interact`, { type: "prayer" }), 200);
    const twoDaysAgo = await createPost(author, { content: "Older news", type: "text" });
    await t()
      .db.update(posts)
      .set({ createdAt: daysAgo(2) })
      .where(eq(posts.id, twoDaysAgo.id));
    const longAgo = await createPost(author, { content: "Old news", type: "text" });
    await t()
      .db.update(posts)
      .set({ createdAt: daysAgo(10) })
      .where(eq(posts.id, longAgo.id));
    // Half an hour before midnight UTC: yesterday in UTC and Los Angeles, already today in Tokyo.
    const lateNight = new Date(new Date().setUTCHours(0, 0, 0, 0) - 30 * 60 * 1000);
    const late = await createPost(author, { content: "Late prayer", type: "prayer" });
    await t().db.update(posts).set({ createdAt: lateNight }).where(eq(posts.id, late.id));
    ok(await author.agent.post(`/api/posts/${longAgo.id}/interact`, { type: "prayer" }), 200);
    await t().db.update(interactions).set({ createdAt: lateNight }).where(eq(interactions.postId, longAgo.id));
    const written: [Date, "posts" | "prayers"][] = [
      [new Date(), "posts"],
      [new Date(), "prayers"],
      [daysAgo(2), "posts"],
      [lateNight, "posts"],
      [lateNight, "prayers"],
    ];

    for (const zone of ZONES) {
      const { days } = await figures(admin, query(zone));
      const now = Date.now();
      expect(
        days.map((d) => d.day),
        zone,
      ).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => dayIn(new Date(now - n * DAY_MS), zone)));
      // What each day gained is what was written on it, as that zone's calendar has it.
      const gained = days.map((d, i) => {
        const was = before.get(zone)![i]!;
        return { day: d.day, posts: d.posts - was.posts, prayers: d.prayers - was.prayers };
      });
      const expected = days.map(({ day }) => ({
        day,
        posts: written.filter(([at, kind]) => kind === "posts" && dayIn(at, zone) === day).length,
        prayers: written.filter(([at, kind]) => kind === "prayers" && dayIn(at, zone) === day).length,
      }));
      expect(gained, zone).toEqual(expected);
    }
  });

  it("sum the images' sizes (one stored without a size counts as 0) and count the queues", async () => {
    const before = await figures(admin);
    const owner = await createUser(t());
    await noticesLookedAt(t());
    await t()
      .db.insert(objects)
      .values([
        { key: "images/figures-a.webp", ownerId: owner.user.id, kind: "avatar", contentType: "image/webp", bytes: 120_000 },
        { key: "images/figures-b.webp", ownerId: owner.user.id, kind: "post", contentType: "image/webp", bytes: 30_500 },
        { key: "images/figures-c.webp", ownerId: owner.user.id, kind: "banner", contentType: "image/webp", bytes: null },
      ]);
    // Mail not yet due stays in the queue, whatever the sender does meanwhile.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const mail = { toAddress: "queued@example.org", subject: "Later", textBody: "x", htmlBody: "<p>x</p>", nextAttemptAt: later };
    await t().db.insert(mailOutbox).values([mail, mail]);
    await expect.poll(async () => (await figures(admin)).queues.mail, { timeout: 10_000 }).toBe(2);
    const after = await figures(admin);
    expect(after.storage).toEqual({ bytes: before.storage.bytes + 150_500, images: before.storage.images + 3 });
    expect(after.queues.push).toBe(0);
  });
});
