import { describe, expect, it } from "vitest";
import type { ReportGroup } from "../../../contract/moderation";
import { ok } from "../../helpers/access";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { act, makeSiteRole, report } from "../../helpers/moderation";
import { noticesOf } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// Moderators learn that reports wait for them without watching the queue: a notice each, kept
// up to date while unread (a wave of reports is one notice, not one per report), and a count.

const t = useTestApp();

async function team() {
  const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
  const admin = await makeSiteRole(t(), await createUser(t()), "admin");
  const member = await createUser(t());
  return { moderator, admin, member };
}

/** A member who sees `author`'s posts (a connection), to report them. */
async function readerOf(author: SignedInUser): Promise<SignedInUser> {
  const reader = await createUser(t());
  await connect(t(), author, reader);
  return reader;
}

/** A post of a new member's, and that member. */
async function postOfSomeone(content: string) {
  const author = await createUser(t());
  return { author, post: await createPost(author, { content }) };
}

const toReview = (count: number) => (count === 1 ? "1 report to review" : `${count} reports to review`);

const waitingFor = async (who: SignedInUser) => ok<{ count: number }>(await who.agent.get("/api/moderation/reports/count"), 200).count;

describe("the team is told of reports", () => {
  it("a report tells each moderator and admin once; the reporter and other members get nothing", async () => {
    const { moderator, admin, member } = await team();
    const { author, post } = await postOfSomeone("Buy cheap watches");
    const reporter = await readerOf(author);
    const waiting = await waitingFor(moderator);

    await report(reporter, "post", post.id);

    for (const staff of [moderator, admin]) {
      const notices = await noticesOf(staff, "reports_waiting");
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: "New reports", message: toReview(waiting + 1), isRead: false, actorId: null });
    }
    for (const untold of [member, author, reporter]) expect(await noticesOf(untold, "reports_waiting")).toEqual([]);
  });

  it("says it in the moderator's language, one report or many", async () => {
    const { moderator, admin } = await team();
    ok(await moderator.agent.put("/api/account/language", { language: "es" }), 200);
    // Whatever is open from before is dealt with, so the count starts from nothing.
    for (const { target } of ok<ReportGroup[]>(await admin.agent.get("/api/moderation/reports"), 200)) {
      await act(admin, { targetType: target.type, targetId: target.id, action: "dismiss", reason: "Cleared before the test" });
    }
    const { author, post } = await postOfSomeone("Spam");
    await report(await readerOf(author), "post", post.id);
    expect((await noticesOf(moderator, "reports_waiting"))[0]).toMatchObject({ title: "Nuevas denuncias", message: "1 denuncia por revisar" });
    await report(await readerOf(author), "post", post.id);
    expect((await noticesOf(moderator, "reports_waiting"))[0]).toMatchObject({ message: "2 denuncias por revisar" });
  });

  it("a second report updates the same unread notice; once it is read, the next report makes a new one", async () => {
    const { moderator } = await team();
    const { author, post } = await postOfSomeone("Spam, twice");
    const waiting = await waitingFor(moderator);

    await report(await readerOf(author), "post", post.id);
    const [first] = await noticesOf(moderator, "reports_waiting");
    await report(await createUser(t()), "user", (await createUser(t())).user.id);
    const afterSecond = await noticesOf(moderator, "reports_waiting");
    expect(afterSecond).toHaveLength(1);
    expect(afterSecond[0]).toMatchObject({ id: first!.id, message: toReview(waiting + 2), isRead: false });
    expect(ok<{ count: number }>(await moderator.agent.get("/api/notifications/count"), 200).count).toBe(1);

    ok(await moderator.agent.put(`/api/notifications/${first!.id}/read`), 200);
    await report(await readerOf(author), "post", post.id);
    const afterRead = await noticesOf(moderator, "reports_waiting");
    expect(afterRead).toHaveLength(2);
    expect(afterRead.map((n) => [n.message, n.isRead])).toEqual([
      [toReview(waiting + 3), false],
      [toReview(waiting + 2), true],
    ]);
  });

  it("reporting the same thing again while one's report is open tells nobody again", async () => {
    const { moderator } = await team();
    const { author, post } = await postOfSomeone("Again and again");
    const reporter = await readerOf(author);
    await report(reporter, "post", post.id);
    const [notice] = await noticesOf(moderator, "reports_waiting");
    await report(reporter, "post", post.id);
    expect(await noticesOf(moderator, "reports_waiting")).toEqual([notice]);
  });
});

describe("GET /api/moderation/reports/count", () => {
  it("counts the reports waiting: each report filed raises it, acting on what they report lowers it", async () => {
    const { moderator, admin } = await team();
    const { author, post } = await postOfSomeone("Counted");
    const before = await waitingFor(moderator);
    await report(await readerOf(author), "post", post.id);
    await report(await readerOf(author), "post", post.id);
    expect(await waitingFor(moderator)).toBe(before + 2);
    expect(await waitingFor(admin)).toBe(before + 2);

    await act(moderator, { targetType: "post", targetId: post.id, action: "remove", reason: "Spam" });
    expect(await waitingFor(moderator)).toBe(before);
  });

  it("is the team's alone: 403 to a member, 401 signed out", async () => {
    const { member } = await team();
    const asMember = await member.agent.get("/api/moderation/reports/count");
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ message: "Only moderators can do that" });
    expect((await t().agent().get("/api/moderation/reports/count")).statusCode).toBe(401);
  });
});
