import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlanDetail, PlanList } from "../../../contract/reading-plans";
import { quietContext } from "../../../server/core/context";
import { queryRows } from "../../../server/db/client";
import { notifications, users } from "../../../server/db/schema";
import { loadSiteSecret } from "../../../server/core/site-secret";
import { mailWaitingNotices } from "../../../server/services/notifications/notice-mailer";
import { sendDueReadingReminders } from "../../../server/services/plans/reading-plan-reminders";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

// A member's reading plans: starting one on their own day, marking days read in any order,
// how far behind they are, catching up without losing a day read, a streak that a day not yet
// over does not break, stopping, and a daily reminder sent once however many processes run.

const clock = movableClock();
const t = useTestApp({ now: clock.now, logger: { level: "error" } });

const HOUR = 3_600_000;
/** Midnight, UTC, of the day the tests run: times are set near it, so sessions stay fresh. */
const MIDNIGHT = Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY0 = date(MIDNIGHT);
const plusDays = (days: number) => date(MIDNIGHT + days * 24 * HOUR);

/** Does `work` with the app's clock `hours` after today's midnight, UTC, then puts it back. */
async function at<T>(hours: number, work: () => Promise<T>): Promise<T> {
  clock.offset = MIDNIGHT + hours * HOUR - Date.now();
  try {
    return await work();
  } finally {
    clock.offset = 0;
  }
}

const GOSPELS = "/api/plans/gospels-30-days";
const mine = async (who: SignedInUser, url = GOSPELS) => ok<PlanDetail>(await who.agent.get(url), 200);

/** Every row of the plan tables: what a refused request must leave as it was. */
async function planRows(): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    t().db,
    sql`select md5(
      (select coalesce(string_agg(x::text, '|' order by x::text), '') from plan_readers x) ||
      (select coalesce(string_agg(x::text, '|' order by x::text), '') from plan_days_read x)) as h`,
  );
  return row!.h;
}

describe("the plans", () => {
  it("are the built-in plans with their lengths, mine among them once started", async () => {
    const me = await createUser(t());
    const list = ok<PlanList>(await me.agent.get("/api/plans"), 200);
    expect(list.plans.map(({ key, days, mine }) => ({ key, days, mine }))).toEqual([
      { key: "bible-in-a-year", days: 365, mine: null },
      { key: "new-testament-90-days", days: 90, mine: null },
      { key: "psalms-and-proverbs-31-days", days: 31, mine: null },
      { key: "gospels-30-days", days: 30, mine: null },
    ]);
    ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC" }), 201);
    const after = ok<PlanList>(await me.agent.get("/api/plans"), 200);
    expect(after.plans.find((plan) => plan.key === "gospels-30-days")!.mine).toMatchObject({
      today: 1,
      todayPassages: ["Matt.1.1-Matt.5.48"],
      daysRead: 0,
      behind: 0,
      streak: 0,
      reminder: null,
    });
  });

  it("each lists its days with their passages", async () => {
    const me = await createUser(t());
    const plan = await mine(me, "/api/plans/psalms-and-proverbs-31-days");
    expect(plan.mine).toBeNull();
    expect(plan.schedule).toHaveLength(31);
    expect(plan.schedule[0]).toEqual({ day: 1, passages: ["Ps.1.1-Ps.8.9", "Prov.1.1-Prov.1.33"], written: null, note: null, read: false });
  });
});

describe("starting a plan", () => {
  it("starts today where the member is, and the day to read follows their zone", async () => {
    const tokyo = await createUser(t());
    const angeles = await createUser(t());
    // 23:00 UTC is already tomorrow morning in Tokyo, and still this afternoon in Los Angeles.
    await at(23, async () => {
      expect(ok<PlanDetail>(await tokyo.agent.post(`${GOSPELS}/start`, { timeZone: "Asia/Tokyo" }), 201).mine!.startedOn).toBe(plusDays(1));
      expect(ok<PlanDetail>(await angeles.agent.post(`${GOSPELS}/start`, { timeZone: "America/Los_Angeles" }), 201).mine!.startedOn).toBe(DAY0);
    });
    // At 10:00 UTC two days on, it is day 2 in Tokyo and day 3 in Los Angeles (03:00 there).
    await at(58, async () => {
      expect((await mine(tokyo)).mine!.today).toBe(2);
      expect((await mine(angeles)).mine!.today).toBe(3);
    });
  });

  it("may start on a chosen day; the day to read is never past the plan's last", async () => {
    const me = await createUser(t());
    ok(await me.agent.post(`${GOSPELS}/start`, { startOn: plusDays(-100), timeZone: "UTC", reminder: "07:30" }), 201);
    const plan = await mine(me);
    expect(plan.mine).toMatchObject({ startedOn: plusDays(-100), today: 30, behind: 29, reminder: "07:30" });
    expect(plan.mine!.todayPassages).toEqual(plan.schedule[29]!.passages);
  });
});

describe("marking days read", () => {
  it("marks any day in any order, unmarks, and says how far behind the member is", async () => {
    const me = await createUser(t());
    ok(await me.agent.post(`${GOSPELS}/start`, { startOn: plusDays(-4), timeZone: "UTC" }), 201);
    expect((await mine(me)).mine).toMatchObject({ today: 5, behind: 4, firstUnread: 1 });
    ok(await me.agent.put(`${GOSPELS}/days/3/read`), 200);
    ok(await me.agent.put(`${GOSPELS}/days/1/read`), 200);
    ok(await me.agent.put(`${GOSPELS}/days/1/read`), 200);
    const marked = ok<PlanDetail>(await me.agent.put(`${GOSPELS}/days/20/read`), 200);
    expect(marked.schedule.filter((d) => d.read).map((d) => d.day)).toEqual([1, 3, 20]);
    expect(marked.mine).toMatchObject({ daysRead: 3, behind: 2, firstUnread: 2, readToday: true });
    const unmarked = ok<PlanDetail>(await me.agent.delete(`${GOSPELS}/days/20/read`), 200);
    expect(unmarked.schedule.filter((d) => d.read).map((d) => d.day)).toEqual([1, 3]);
    ok(await me.agent.delete(`${GOSPELS}/days/20/read`), 200);
  });

  it("catching up moves the start so that today is the first day not read, keeping every day read", async () => {
    const me = await createUser(t());
    ok(await me.agent.post(`${GOSPELS}/start`, { startOn: plusDays(-9), timeZone: "UTC" }), 201);
    for (const day of [1, 2, 4]) ok(await me.agent.put(`${GOSPELS}/days/${day}/read`), 200);
    expect((await mine(me)).mine).toMatchObject({ today: 10, behind: 6, firstUnread: 3 });
    const caught = ok<PlanDetail>(await me.agent.post(`${GOSPELS}/catch-up`), 200);
    expect(caught.mine).toMatchObject({ startedOn: plusDays(-2), today: 3, behind: 0, daysRead: 3 });
    expect(caught.schedule.filter((d) => d.read).map((d) => d.day)).toEqual([1, 2, 4]);
    const before = await planRows();
    const again = await me.agent.post(`${GOSPELS}/catch-up`);
    expectRefusal(again, 409);
    expect(again.json().message).toBe("You are not behind on this reading plan");
    expect(await planRows()).toBe(before);
  });

  it("counts a streak of days with something read, which a day not yet over does not break", async () => {
    const me = await createUser(t());
    await at(1, async () => ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "America/Sao_Paulo", startOn: plusDays(-1) }), 201));
    // 12:00 UTC is 09:00 in São Paulo: three mornings in a row.
    for (const [day, hours] of [
      [1, 12],
      [2, 36],
      [3, 60],
    ] as const)
      await at(hours, async () => ok(await me.agent.put(`${GOSPELS}/days/${day}/read`), 200));
    await at(61, async () => expect((await mine(me)).mine).toMatchObject({ streak: 3, readToday: true }));
    // The next day, 23:00 in São Paulo (02:00 UTC after): nothing read yet, and the day is not over.
    await at(24 * 3 + 26, async () => expect((await mine(me)).mine).toMatchObject({ streak: 3, readToday: false }));
    // A day later with nothing read the day before: the streak starts again.
    await at(24 * 4 + 26, async () => expect((await mine(me)).mine!.streak).toBe(0));
    await at(24 * 4 + 27, async () => {
      ok(await me.agent.put(`${GOSPELS}/days/4/read`), 200);
      expect((await mine(me)).mine!.streak).toBe(1);
    });
  });
});

describe("stopping a plan", () => {
  it("forgets it and what was read; starting again starts afresh", async () => {
    const me = await createUser(t());
    ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC" }), 201);
    ok(await me.agent.put(`${GOSPELS}/days/1/read`), 200);
    expect((await me.agent.delete(GOSPELS)).statusCode).toBe(204);
    expect((await mine(me)).mine).toBeNull();
    const again = await me.agent.delete(GOSPELS);
    expectRefusal(again, 409);
    expect(again.json().message).toBe("You have not started this reading plan");
    expect(ok<PlanDetail>(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC" }), 201).mine!.daysRead).toBe(0);
  });
});

describe("what is refused", () => {
  it.each([
    ["an unknown plan", "get", "/api/plans/genesis-in-a-day", undefined, 404, "Reading plan not found"],
    ["a key no plan could have", "get", "/api/plans/Bad%20Key", undefined, 404, "Reading plan not found"],
    ["starting an unknown plan", "post", "/api/plans/nope/start", {}, 404, "Reading plan not found"],
    ["starting twice", "post", `${GOSPELS}/start`, {}, 409, "You have already started this reading plan"],
    ["a date no calendar has", "post", "/api/plans/bible-in-a-year/start", { startOn: "2031-02-30" }, 400, "startOn must be a date, YYYY-MM-DD"],
    ["a date not a date", "post", "/api/plans/bible-in-a-year/start", { startOn: "soon" }, 400, "startOn must be a date, YYYY-MM-DD"],
    ["a start years away", "post", "/api/plans/bible-in-a-year/start", { startOn: "1999-01-01" }, 400, "startOn must be within a year of today"],
    ["an unknown zone", "post", "/api/plans/bible-in-a-year/start", { timeZone: "Mars/Olympus" }, 400, "Unknown time zone"],
    ["a time not HH:MM", "post", "/api/plans/bible-in-a-year/start", { reminder: "7:00" }, 400, "time must be HH:MM, 24-hour"],
    ["day 0", "put", `${GOSPELS}/days/0/read`, undefined, 400, "day must be at least 1"],
    ["a day past the end", "put", `${GOSPELS}/days/31/read`, undefined, 400, "day is past the plan's end"],
    ["a day not a number", "delete", `${GOSPELS}/days/x/read`, undefined, 400, "day must be a number"],
    ["marking a plan not started", "put", "/api/plans/bible-in-a-year/days/1/read", undefined, 409, "You have not started this reading plan"],
    [
      "catching up on a plan not started",
      "post",
      "/api/plans/bible-in-a-year/catch-up",
      undefined,
      409,
      "You have not started this reading plan",
    ],
    [
      "a reminder on a plan not started",
      "put",
      "/api/plans/bible-in-a-year/reminder",
      { reminder: "07:00" },
      409,
      "You have not started this reading plan",
    ],
    ["a reminder without a time", "put", `${GOSPELS}/reminder`, {}, 400, "time must be HH:MM, 24-hour"],
    ["stopping an unknown plan", "delete", "/api/plans/nope", undefined, 404, "Reading plan not found"],
  ] as const)("refuses %s with its reason, changing nothing", async (_label, method, url, body, status, message) => {
    const me = await createUser(t());
    ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC" }), 201);
    ok(await me.agent.put(`${GOSPELS}/days/2/read`), 200);
    const before = await planRows();
    const res = await me.agent.request(method.toUpperCase() as "GET", url, body);
    expectRefusal(res, status, url);
    expect(res.json().message).toBe(message);
    expect(await planRows()).toBe(before);
  });

  it("asks a visitor to sign in, whatever they send", async () => {
    const visitor = t().agent();
    for (const [method, url, body] of [
      ["GET", "/api/plans", undefined],
      ["GET", GOSPELS, undefined],
      ["POST", `${GOSPELS}/start`, { startOn: "never" }],
      ["DELETE", GOSPELS, undefined],
      ["PUT", `${GOSPELS}/days/0/read`, undefined],
      ["DELETE", `${GOSPELS}/days/1/read`, undefined],
      ["POST", `${GOSPELS}/catch-up`, undefined],
      ["PUT", `${GOSPELS}/reminder`, { reminder: "bad" }],
    ] as const)
      expectRefusal(await visitor.request(method, url, body), 401, `${method} ${url}`);
  });

  it("keeps each member's plans their own", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    ok(await ann.agent.post(`${GOSPELS}/start`, { timeZone: "UTC", startOn: plusDays(-3) }), 201);
    ok(await ann.agent.put(`${GOSPELS}/days/1/read`), 200);
    const before = await planRows();
    expect((await mine(bob)).mine).toBeNull();
    expect((await mine(bob)).schedule.some((d) => d.read)).toBe(false);
    for (const [method, url] of [
      ["PUT", `${GOSPELS}/days/2/read`],
      ["DELETE", `${GOSPELS}/days/1/read`],
      ["POST", `${GOSPELS}/catch-up`],
      ["DELETE", GOSPELS],
    ] as const)
      expectRefusal(await bob.agent.request(method, url), 409, url);
    expect(await planRows()).toBe(before);
    expect((await mine(ann)).mine).toMatchObject({ daysRead: 1, behind: 2 });
  });
});

describe("the daily reminder", () => {
  const run = () => sendDueReadingReminders(quietContext(t().db, { now: clock.now }));
  const reminders = (who: SignedInUser) =>
    t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, "reading_plan")));

  it("comes at the chosen time where the member is, once a day, while today's reading waits", async () => {
    const me = await createUser(t());
    // Set at 05:00 in Lisbon (UTC in winter, UTC+1 in summer): the reminder is due at 07:00 there.
    await at(4, async () => ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "Europe/Lisbon", reminder: "07:00" }), 201));
    await at(5, run);
    expect(await reminders(me)).toEqual([]);
    await at(7.5, async () => {
      await run();
      await run();
    });
    const notices = await reminders(me);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Today's reading", message: "Day 1 of your reading plan is waiting for you.", actorId: null });
    await at(23, run);
    expect(await reminders(me)).toHaveLength(1);
    // The next day's reading read before its time: no reminder that day.
    await at(20, async () => ok(await me.agent.put(`${GOSPELS}/days/2/read`), 200));
    await at(24 + 8, run);
    expect(await reminders(me)).toHaveLength(1);
    await at(48 + 8, run);
    expect((await reminders(me)).map((n) => n.message)).toEqual([
      "Day 1 of your reading plan is waiting for you.",
      "Day 3 of your reading plan is waiting for you.",
    ]);
  });

  it("is sent once when several processes run at the same moment", async () => {
    const me = await createUser(t());
    await at(1, async () => ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC", reminder: "06:00" }), 201));
    await at(6.5, () => Promise.all([run(), run(), run(), run()]));
    expect(await reminders(me)).toHaveLength(1);
  });

  it("set for a time already past today waits for tomorrow; none is sent once it is turned off", async () => {
    const me = await createUser(t());
    await at(10, async () => {
      ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC" }), 201);
      expect(ok<PlanDetail>(await me.agent.put(`${GOSPELS}/reminder`, { reminder: "09:00" }), 200).mine!.reminder).toBe("09:00");
      await run();
    });
    expect(await reminders(me)).toEqual([]);
    await at(24 + 9, run);
    expect(await reminders(me)).toHaveLength(1);
    await at(30, async () => ok(await me.agent.put(`${GOSPELS}/reminder`, { reminder: null }), 200));
    await at(48 + 10, run);
    expect(await reminders(me)).toHaveLength(1);
  });

  it("is mailed as the member's choice for prayer mail says, as the prayer reminder is", async () => {
    const me = await createUser(t());
    await t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
    ok(await me.agent.put("/api/account/mail-preferences", { prayers: "immediate" }), 200);
    await at(1, async () => ok(await me.agent.post(`${GOSPELS}/start`, { timeZone: "UTC", reminder: "05:00" }), 201));
    await at(5.5, run);
    // The app's own notice mailer may get there first: either way the mail is queued or sent.
    await mailWaitingNotices(t().db, { publicUrl: "http://koinonia.test", secret: await loadSiteSecret(t().db, undefined) });
    const outbox = path.join(t().dataDir, "outbox");
    await expect
      .poll(
        async () => {
          const [queued] = await queryRows<{ n: number }>(
            t().db,
            sql`select count(*)::int as n from mail_outbox where to_address = ${me.email} and subject = 'Today''s reading'`,
          );
          const sent = fs.existsSync(outbox)
            ? fs.readdirSync(outbox).filter((f) => {
                const text = fs.readFileSync(path.join(outbox, f), "utf8");
                return text.includes(me.email) && text.includes("Subject: Today's reading");
              }).length
            : 0;
          return queued!.n + sent;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});
