import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passageLabel } from "../../../contract/bible-passages";
import { readsWholeChapters } from "../../../contract/reading-plan-keys";
import type { PlanDetail, PlanList, PlanSummary } from "../../../contract/reading-plans";
import type { TogetherDetail } from "../../../contract/reading-together";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { churchMembers, churchPlans, notifications } from "../../../server/db/schema";
import { sendDueReadingReminders } from "../../../server/services/plans/reading-plan-reminders";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// Plans a church's leaders write: days of passages written as anyone writes a reference, in
// English, Spanish or Portuguese, each with a note; the church's members find them beside the
// built-in plans, follow them the same way, and read them together in the church. Whoever is
// not a member, or no longer is, neither sees them nor hears of them.

const clock = movableClock();
const t = useTestApp({ now: clock.now, logger: { level: "error" } });

const HOUR = 3_600_000;
let churches = 0;

/** A church of a new owner's, with a new member in it. */
async function churchOfTwo() {
  const owner = await createUser(t(), { firstName: "Olive", lastName: "Owner" });
  const member = await createUser(t(), { firstName: "Mel", lastName: "Member" });
  const slug = `grace-plans-${++churches}`;
  const church = ok<{ id: number }>(await owner.agent.post("/api/churches", { name: "Grace Chapel", slug }), 201);
  await t().db.insert(churchMembers).values({ churchId: church.id, userId: member.user.id, role: "member" });
  return { owner, member, slug, churchId: church.id };
}

const LENT = {
  title: "Walking to the cross",
  about: "Five days with Jesus on the road to Jerusalem.",
  days: [{ passages: "Mark 8:27-38", note: "Who do you say I am?" }, { passages: "Juan 12:1-11; Sl 23" }, { passages: "Salmos 51", note: "  " }],
};

/** A refusal as every refusal is (a JSON message alone), saying `message` when given. */
function refused(res: Parameters<typeof expectRefusal>[0], status: number, message?: string) {
  expectRefusal(res, status, message);
  if (message !== undefined) expect(res.json().message).toBe(message);
}

const write = (who: SignedInUser, slug: string, body: unknown = LENT) => who.agent.post(`/api/churches/${slug}/plans`, body);

describe("a plan a church's leaders write", () => {
  it("reads each day's passages in any of the three languages, and keeps the leaders' words and notes", async () => {
    const { owner, slug, churchId } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    expect(plan).toMatchObject({
      key: expect.stringMatching(/^church-\d+$/),
      title: "Walking to the cross",
      about: "Five days with Jesus on the road to Jerusalem.",
      church: { id: churchId, slug, name: "Grace Chapel" },
      days: 3,
      mine: null,
      canEdit: true,
    });
    expect(plan.schedule).toEqual([
      { day: 1, passages: ["Mark.8.27-Mark.8.38"], written: "Mark 8:27-38", note: "Who do you say I am?", read: false },
      { day: 2, passages: ["John.12.1-John.12.11", "Ps.23.1-Ps.23.6"], written: "Juan 12:1-11; Sl 23", note: null, read: false },
      { day: 3, passages: ["Ps.51.1-Ps.51.19"], written: "Salmos 51", note: null, read: false },
    ]);
  });

  it("is refused, changing nothing, when a day names no passage or one the reader cannot show", async () => {
    const { owner, slug } = await churchOfTwo();
    const cases: [unknown, string][] = [
      [{ ...LENT, days: [{ passages: "John 3" }, { passages: "whatever moves you" }] }, "Day 2: No Bible passage found"],
      [{ ...LENT, days: [{ passages: "Genesis 1-20" }] }, "Day 1: A passage holds at most 200 verses"],
      [{ ...LENT, days: [] }, "A plan needs at least one day"],
      [{ ...LENT, days: Array.from({ length: 367 }, () => ({ passages: "Ps 1" })) }, "A plan has at most 366 days"],
      [{ ...LENT, title: "   " }, "Please enter a title"],
      [{ ...LENT, days: [{ passages: "" }] }, "Please write the day's passages"],
      [{ ...LENT, days: [{ passages: "Ps 1", note: "x".repeat(1001) }] }, "Note must be at most 1000 characters"],
    ];
    for (const [body, message] of cases) {
      const before = await databaseDigest(t().db);
      refused(await write(owner, slug, body), 400, message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("is found by the church's members beside the built-in plans, and by nobody else", async () => {
    const { owner, member, slug } = await churchOfTwo();
    const outsider = await createUser(t());
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    const listed = (list: PlanList) => list.plans.find((p) => p.key === plan.key);
    expect(listed(ok<PlanList>(await member.agent.get("/api/plans"), 200))).toMatchObject({ title: LENT.title, canEdit: false, days: 3 });
    expect(listed(ok<PlanList>(await owner.agent.get("/api/plans"), 200))).toMatchObject({ canEdit: true });
    expect(listed(ok<PlanList>(await outsider.agent.get("/api/plans"), 200))).toBeUndefined();
    expect(ok<PlanSummary[]>(await member.agent.get(`/api/churches/${slug}/plans`), 200).map((p) => p.key)).toEqual([plan.key]);
    refused(await outsider.agent.get(`/api/plans/${plan.key}`), 404, "Reading plan not found");
    expectRefusal(await outsider.agent.get(`/api/churches/${slug}/plans`), 403);
  });

  it("a church keeps at most 100", async () => {
    const { owner, slug, churchId } = await churchOfTwo();
    const day = [{ passages: ["Ps.1.1-Ps.1.6"], written: "Ps 1", note: null }];
    await t()
      .db.insert(churchPlans)
      .values(Array.from({ length: 100 }, (_, i) => ({ churchId, title: `Plan ${i}`, days: day })));
    refused(await write(owner, slug), 409, "A church can keep at most 100 reading plans");
  });
});

describe("following a church's plan", () => {
  it("works as a built-in one, and a shortened plan counts only the days it still has", async () => {
    const { owner, member, slug } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    const started = ok<PlanDetail>(await member.agent.post(`/api/plans/${plan.key}/start`, { timeZone: "UTC" }), 201);
    expect(started.mine).toMatchObject({ today: 1, todayPassages: ["Mark.8.27-Mark.8.38"], daysRead: 0 });
    ok(await member.agent.put(`/api/plans/${plan.key}/days/1/read`), 200);
    ok(await member.agent.put(`/api/plans/${plan.key}/days/3/read`), 200);
    refused(await member.agent.put(`/api/plans/${plan.key}/days/4/read`), 400, "day is past the plan's end");
    const id = plan.key.replace("church-", "");
    const shorter = ok<PlanDetail>(
      await owner.agent.put(`/api/churches/${slug}/plans/${id}`, { ...LENT, title: "To the cross", days: LENT.days.slice(0, 2) }),
      200,
    );
    expect(shorter).toMatchObject({ title: "To the cross", days: 2 });
    const mine = ok<PlanDetail>(await member.agent.get(`/api/plans/${plan.key}`), 200);
    expect(mine.mine).toMatchObject({ daysRead: 1, firstUnread: 2 });
    expect(mine.schedule.map((d) => d.read)).toEqual([true, false]);
  });

  it("is out of sight, and its reminders stop, once the member leaves the church; back again, their progress is there", async () => {
    const { owner, member, slug, churchId } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    ok(await member.agent.post(`/api/plans/${plan.key}/start`, { timeZone: "UTC", reminder: "00:00" }), 201);
    ok(await member.agent.put(`/api/plans/${plan.key}/days/2/read`), 200);
    await t()
      .db.delete(churchMembers)
      .where(and(eq(churchMembers.churchId, churchId), eq(churchMembers.userId, member.user.id)));
    refused(await member.agent.get(`/api/plans/${plan.key}`), 404, "Reading plan not found");
    expect(ok<PlanList>(await member.agent.get("/api/plans"), 200).plans.some((p) => p.key === plan.key)).toBe(false);
    // Tomorrow, when day 1 of a plan followed would be reminded:
    clock.offset = 24 * HOUR;
    try {
      await sendDueReadingReminders(quietContext(t().db, { now: clock.now }));
    } finally {
      clock.offset = 0;
    }
    const told = await t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.type, "reading_plan")));
    expect(told).toEqual([]);
    await t().db.insert(churchMembers).values({ churchId, userId: member.user.id, role: "member" });
    expect(ok<PlanDetail>(await member.agent.get(`/api/plans/${plan.key}`), 200).mine).toMatchObject({ daysRead: 1 });
  });

  it("taken down, takes its followers' progress and the church's reading of it along; the discussions stay", async () => {
    const { owner, member, slug, churchId } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    ok(await member.agent.post(`/api/plans/${plan.key}/start`, { timeZone: "UTC" }), 201);
    const together = ok<TogetherDetail>(await owner.agent.post("/api/plans/together", { planKey: plan.key, churchId, timeZone: "UTC" }), 201);
    expect(await owner.agent.delete(`/api/churches/${slug}/plans/${plan.key.replace("church-", "")}`)).toHaveProperty("statusCode", 204);
    refused(await member.agent.get(`/api/plans/${plan.key}`), 404);
    refused(await member.agent.get(`/api/plans/together/${together.id}`), 404);
    const left = await queryRows<{ n: number }>(
      t().db,
      sql`select (select count(*) from plan_readers where plan_key = ${plan.key})::int
        + (select count(*) from shared_plans where plan_key = ${plan.key})::int as n`,
    );
    expect(left[0]!.n).toBe(0);
    const wall = ok<{ id: number }[]>(await member.agent.get(`/api/churches/${slug}/posts`), 200);
    expect(wall.map((p) => p.id)).toContain(together.todayPostId);
  });
});

describe("reading a church's plan together", () => {
  it("opens each day on the church's wall with the plan's title and the leaders' note", async () => {
    const { owner, member, slug, churchId } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    const together = ok<TogetherDetail>(await owner.agent.post("/api/plans/together", { planKey: plan.key, churchId, timeZone: "UTC" }), 201);
    expect(together).toMatchObject({ planKey: plan.key, planTitle: LENT.title, days: 3, todayPassages: ["Mark.8.27-Mark.8.38"] });
    expect(together.schedule[0]).toMatchObject({ day: 1, note: "Who do you say I am?" });
    const wall = ok<{ id: number; content: string }[]>(await member.agent.get(`/api/churches/${slug}/posts`), 200);
    expect(wall.find((p) => p.id === together.todayPostId)!.content).toBe(
      "Walking to the cross: day 1 of 3\nMark 8:27-38\n\nWho do you say I am?\n\nRead it today, then tell one another here what spoke to you.",
    );
  });

  it("names a passage from a chapter's first verse by its verses, since a church's plan may read part of a chapter", () => {
    const names = { John: "John", Gen: "Genesis" };
    expect(passageLabel(names, "John.12.1-John.12.11", readsWholeChapters("church-7"))).toBe("John 12:1-11");
    expect(passageLabel(names, "Gen.1.1-Gen.3.24", readsWholeChapters("bible-in-a-year"))).toBe("Genesis 1–3");
  });

  it("only in its own church: a group, or another church, may not take it up", async () => {
    const { owner, slug } = await churchOfTwo();
    const plan = ok<PlanDetail>(await write(owner, slug), 201);
    const group = ok<{ id: number }>(await owner.agent.post("/api/groups", { name: "Tuesday study" }), 201);
    const other = ok<{ id: number }>(await owner.agent.post("/api/churches", { name: "Hope Hall", slug: `hope-plans-${++churches}` }), 201);
    for (const place of [{ groupId: group.id }, { churchId: other.id }]) {
      const before = await databaseDigest(t().db);
      refused(
        await owner.agent.post("/api/plans/together", { planKey: plan.key, timeZone: "UTC", ...place }),
        400,
        "A church's own plan is read together in that church",
      );
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });
});
