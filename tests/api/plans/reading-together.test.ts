import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlanList } from "../../../contract/reading-plans";
import type { TogetherDetail, TogetherList } from "../../../contract/reading-together";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { churchMembers, groupMembers, posts, sharedPlanDays } from "../../../server/db/schema";
import { openDueDays } from "../../../server/services/plans/reading-together-days";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// A plan read together by a group or a church: started by the place's admins or leaders, one
// schedule for all, a discussion opened in the place for each day (once, however many
// processes run), members showing day by day that they have read, and counts that follow who
// the viewer sees and who still belongs.

const clock = movableClock();
const t = useTestApp({ now: clock.now, logger: { level: "error" } });

const DAY = 24 * 3_600_000;
const TOGETHER = "/api/plans/together";

/** Moves the app's clock `days` ahead while `work` runs. */
async function later<T>(days: number, work: () => Promise<T>): Promise<T> {
  clock.offset = days * DAY;
  try {
    return await work();
  } finally {
    clock.offset = 0;
  }
}

/** Opens the days due of the plan `id` (other tests' plans share the database). */
const openDays = (id: number) => openDueDays(quietContext(t().db, { now: clock.now }), id);

/** A group of Ada's (public unless said), with Mel and Max as members. */
async function groupOfThree(isPrivate = false) {
  const ada = await createUser(t(), { firstName: "Ada", lastName: "Admin" });
  const mel = await createUser(t(), { firstName: "Mel", lastName: "Member" });
  const max = await createUser(t(), { firstName: "Max", lastName: "Member" });
  const group = ok<{ id: number }>(await ada.agent.post("/api/groups", { name: "Tuesday study", isPrivate }), 201);
  await t()
    .db.insert(groupMembers)
    .values([mel, max].map((who) => ({ groupId: group.id, userId: who.user.id, role: "member" as const })));
  return { ada, mel, max, groupId: group.id };
}

const startIn = (who: SignedInUser, groupId: number, planKey = "gospels-30-days") =>
  who.agent.post(TOGETHER, { planKey, groupId, timeZone: "UTC" });

const detail = async (who: SignedInUser, id: number) => ok<TogetherDetail>(await who.agent.get(`${TOGETHER}/${id}`), 200);

const groupPosts = async (who: SignedInUser, groupId: number) =>
  ok<{ id: number; content: string; author: { id: number } }[]>(await who.agent.get(`/api/groups/${groupId}/posts`), 200);

describe("starting a plan together", () => {
  it("opens today's discussion in the group at once, naming the day's passages", async () => {
    const { ada, mel, groupId } = await groupOfThree();
    const started = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    expect(started).toMatchObject({
      planKey: "gospels-30-days",
      days: 30,
      place: { kind: "group", id: groupId, name: "Tuesday study" },
      today: 1,
      todayPassages: ["Matt.1.1-Matt.5.48"],
      readToday: 0,
      readByMe: false,
      myRole: "leads",
    });
    expect(started.schedule).toHaveLength(30);
    expect(started.todayPostId).toEqual(expect.any(Number));
    const [post] = await groupPosts(mel, groupId);
    expect(post!.id).toBe(started.todayPostId);
    expect(post!.author.id).toBe(ada.user.id);
    expect(post!.content).toBe(
      "The Gospels in 30 days: day 1 of 30\nMatthew 1–5\n\nRead it today, then tell one another here what spoke to you.",
    );
    const list = ok<TogetherList>(await mel.agent.get(`${TOGETHER}?groupId=${groupId}`), 200);
    expect(list.together.map((p) => [p.id, p.myRole])).toEqual([[started.id, "member"]]);
    // Beside Mel's own plans, for the home page; not beside an outsider's.
    const mine = ok<PlanList>(await mel.agent.get("/api/plans"), 200);
    expect(mine.together).toEqual([expect.objectContaining({ id: started.id, today: 1, over: false, readByMe: false })]);
    expect(ok<PlanList>(await (await createUser(t())).agent.get("/api/plans"), 200).together).toEqual([]);
  });

  it("writes the day's words in the language of the one who opens it, the references linked", async () => {
    const { ada, mel, groupId } = await groupOfThree();
    ok(await ada.agent.put("/api/account/language", { language: "es" }), 200);
    const started = ok<TogetherDetail>(await startIn(ada, groupId, "psalms-and-proverbs-31-days"), 201);
    const [post] = ok<{ id: number; content: string; verses: { osis: string }[] }[]>(await mel.agent.get(`/api/groups/${groupId}/posts`), 200);
    expect(post!.id).toBe(started.todayPostId);
    expect(post!.content.split("\n")[0]).toBe("Salmos y Proverbios en un mes: día 1 de 31");
    expect(post!.verses.map((v) => v.osis)).toEqual(["Ps.1.1-Ps.8.9", expect.stringMatching(/^Prov\.1\b/)]);
  });

  it("is for the group's admins: a member is refused, an outsider of a private group finds nothing, and nothing changes", async () => {
    const { mel, groupId } = await groupOfThree(true);
    const otto = await createUser(t());
    const before = await databaseDigest(t().db);
    expectRefusal(await startIn(mel, groupId), 403);
    expectRefusal(await startIn(otto, groupId), 404);
    expectRefusal(await t().agent().post(TOGETHER, { planKey: "gospels-30-days", groupId }), 401);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("refuses what cannot be read together, changing nothing", async () => {
    const { ada, groupId } = await groupOfThree();
    ok(await startIn(ada, groupId), 201);
    const before = await databaseDigest(t().db);
    const refusals: [unknown, number, string][] = [
      [{ planKey: "gospels-30-days", groupId }, 409, "This plan is already being read together here"],
      [{ planKey: "no-such-plan", groupId }, 404, "Reading plan not found"],
      [{ planKey: "bible-in-a-year" }, 400, "Name a group or a church: groupId or churchId"],
      [{ planKey: "bible-in-a-year", groupId, churchId: 1 }, 400, "Name a group or a church: groupId or churchId"],
      [{ planKey: "bible-in-a-year", groupId, startOn: "2026-02-30" }, 400, "startOn must be a date, YYYY-MM-DD"],
      [{ planKey: "bible-in-a-year", groupId, timeZone: "Mars/Olympus" }, 400, "Unknown time zone"],
      [{ planKey: "bible-in-a-year", groupId: "seven" }, 400, "Invalid id"],
    ];
    for (const [body, status, message] of refusals) {
      const res = await ada.agent.post(TOGETHER, body);
      expectRefusal(res, status, JSON.stringify(body));
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("from a day ahead: nothing is open until it comes", async () => {
    const { ada, groupId } = await groupOfThree();
    const startOn = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const started = ok<TogetherDetail>(await ada.agent.post(TOGETHER, { planKey: "gospels-30-days", groupId, startOn, timeZone: "UTC" }), 201);
    expect(started).toMatchObject({ today: null, todayPassages: [], todayPostId: null });
    expect(await openDays(started.id)).toBe(0);
    expect(await later(2, () => openDays(started.id))).toBe(1);
    expect((await later(2, () => detail(ada, started.id))).today).toBe(1);
  });
});

describe("each day", () => {
  it("opens once, however many processes open days at the same moment", async () => {
    const { ada, mel, groupId } = await groupOfThree();
    const started = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    const opened = await later(1, () => Promise.all([openDays(started.id), openDays(started.id), openDays(started.id)]));
    expect(opened.reduce((a, b) => a + b, 0)).toBe(1);
    const days = await t().db.select().from(sharedPlanDays).where(eq(sharedPlanDays.sharedPlanId, started.id));
    expect(days.map((d) => d.day).sort()).toEqual([1, 2]);
    const tomorrow = await later(1, () => detail(mel, started.id));
    expect(tomorrow).toMatchObject({ today: 2, todayPostId: days.find((d) => d.day === 2)!.postId });
    expect((await groupPosts(mel, groupId)).map((p) => p.content.split("\n")[0])).toEqual([
      "The Gospels in 30 days: day 2 of 30",
      "The Gospels in 30 days: day 1 of 30",
    ]);
  });

  it("is opened by the longest-standing admin once its starter has left, and not at all past the plan's end", async () => {
    const { ada, mel, groupId } = await groupOfThree();
    const started = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    await t().db.execute(sql`update group_members set role = 'admin' where group_id = ${groupId} and user_id = ${mel.user.id}`);
    await t().db.execute(sql`delete from group_members where group_id = ${groupId} and user_id = ${ada.user.id}`);
    await later(1, () => openDays(started.id));
    const [day2] = await queryRows<{ author_id: number }>(
      t().db,
      sql`select p.author_id from shared_plan_days d join posts p on p.id = d.post_id where d.shared_plan_id = ${started.id} and d.day = 2`,
    );
    expect(day2!.author_id).toBe(mel.user.id);
    expect(await later(29, () => openDays(started.id))).toBe(1); // day 30, the last
    expect(await later(30, () => openDays(started.id))).toBe(0);
  });

  it("keeps to the place's day, not the server's", async () => {
    const { ada, groupId } = await groupOfThree();
    // Already tomorrow in Kiritimati (UTC+14) for most of the UTC day: its day 1 is that date.
    const started = ok<TogetherDetail>(
      await ada.agent.post(TOGETHER, { planKey: "gospels-30-days", groupId, timeZone: "Pacific/Kiritimati" }),
      201,
    );
    expect(started.startedOn).toBe(new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10));
    expect(started.today).toBe(1);
  });
});

describe("showing that one has read", () => {
  it("counts and names the place's members who have read each day", async () => {
    const { ada, mel, max, groupId } = await groupOfThree();
    const { id } = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    ok(await mel.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    const after = ok<TogetherDetail>(await max.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    expect(after).toMatchObject({ readToday: 2, readByMe: true, myDaysRead: 1 });
    expect(after.todayReaders.map((u) => u.firstName)).toEqual(["Mel", "Max"]);
    // Reading ahead and catching up are both allowed: any day, in any order.
    ok(await mel.agent.put(`${TOGETHER}/${id}/days/3/read`), 200);
    const mine = await detail(mel, id);
    expect(mine.schedule.slice(0, 3).map(({ day, readers, read }) => ({ day, readers, read }))).toEqual([
      { day: 1, readers: 2, read: true },
      { day: 2, readers: 0, read: false },
      { day: 3, readers: 1, read: true },
    ]);
    expect(mine.myDaysRead).toBe(2);
    // Twice is once; taking it back takes it back.
    ok(await max.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    const undone = ok<TogetherDetail>(await max.agent.delete(`${TOGETHER}/${id}/days/1/read`), 200);
    expect(undone).toMatchObject({ readToday: 1, readByMe: false });
    expect((await detail(ada, id)).todayReaders.map((u) => u.firstName)).toEqual(["Mel"]);
  });

  it("does not count those the viewer does not see, nor those who have left", async () => {
    const { ada, mel, max, groupId } = await groupOfThree();
    const { id } = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    ok(await mel.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    ok(await max.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    ok(await max.agent.post(`/api/users/${ada.user.id}/block`), 200);
    const adas = await detail(ada, id);
    expect(adas.readToday).toBe(1);
    expect(adas.todayReaders.map((u) => u.firstName)).toEqual(["Mel"]);
    expect(adas.schedule[0]!.readers).toBe(1);
    await t().db.execute(sql`delete from group_members where group_id = ${groupId} and user_id = ${mel.user.id}`);
    expect((await detail(ada, id)).readToday).toBe(0);
  });

  it("is for the place's members: someone looking at a public group is asked to join, and nothing changes", async () => {
    const { ada, groupId } = await groupOfThree();
    const otto = await createUser(t());
    const { id } = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    expect((await detail(otto, id)).myRole).toBe("viewer");
    const before = await databaseDigest(t().db);
    const res = await otto.agent.put(`${TOGETHER}/${id}/days/1/read`);
    expectRefusal(res, 403);
    expect(res.json().message).toBe("Join this group to read along");
    expectRefusal(await ada.agent.put(`${TOGETHER}/${id}/days/31/read`), 400);
    expectRefusal(await ada.agent.put(`${TOGETHER}/${id}/days/0/read`), 400);
    expectRefusal(await ada.agent.put(`${TOGETHER}/999999/days/1/read`), 404);
    expect(await databaseDigest(t().db)).toBe(before);
  });
});

describe("a church reading together", () => {
  it("is its members' alone, and opens each day on the church's wall", async () => {
    const owner = await createUser(t(), { firstName: "Olive", lastName: "Owner" });
    const member = await createUser(t(), { firstName: "Mia", lastName: "Member" });
    const outsider = await createUser(t(), { firstName: "Otto", lastName: "Outside" });
    const church = ok<{ id: number; slug: string }>(
      await owner.agent.post("/api/churches", { name: "Grace Chapel", slug: `grace-rt-${Date.now()}` }),
      201,
    );
    await t().db.insert(churchMembers).values({ churchId: church.id, userId: member.user.id, role: "member" });
    expectRefusal(await member.agent.post(TOGETHER, { planKey: "gospels-30-days", churchId: church.id }), 403);
    const started = ok<TogetherDetail>(
      await owner.agent.post(TOGETHER, { planKey: "gospels-30-days", churchId: church.id, timeZone: "UTC" }),
      201,
    );
    expect(started.place).toEqual({ kind: "church", id: church.id, name: "Grace Chapel" });
    const wall = ok<{ id: number }[]>(await member.agent.get(`/api/churches/${church.slug}/posts`), 200);
    expect(wall.map((p) => p.id)).toEqual([started.todayPostId]);
    ok(await member.agent.put(`${TOGETHER}/${started.id}/days/1/read`), 200);
    expect((await detail(owner, started.id)).readToday).toBe(1);
    expectRefusal(await outsider.agent.get(`${TOGETHER}/${started.id}`), 404);
    expectRefusal(await outsider.agent.get(`${TOGETHER}?churchId=${church.id}`), 403);
  });
});

describe("stopping", () => {
  it("is for the admins: the days read go, the discussions stay in the group", async () => {
    const { ada, mel, groupId } = await groupOfThree();
    const { id, todayPostId } = ok<TogetherDetail>(await startIn(ada, groupId), 201);
    ok(await mel.agent.put(`${TOGETHER}/${id}/days/1/read`), 200);
    const before = await databaseDigest(t().db);
    expectRefusal(await mel.agent.delete(`${TOGETHER}/${id}`), 403);
    expect(await databaseDigest(t().db)).toBe(before);
    expect((await ada.agent.delete(`${TOGETHER}/${id}`)).statusCode).toBe(204);
    expectRefusal(await mel.agent.get(`${TOGETHER}/${id}`), 404);
    expect(ok<TogetherList>(await mel.agent.get(`${TOGETHER}?groupId=${groupId}`), 200).together).toEqual([]);
    const [post] = await t().db.select({ id: posts.id }).from(posts).where(eq(posts.id, todayPostId!));
    expect(post).toBeDefined();
    // Started again, it starts afresh.
    expect(ok<TogetherDetail>(await startIn(ada, groupId), 201).readToday).toBe(0);
  });
});
