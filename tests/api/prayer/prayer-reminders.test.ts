import fs from "node:fs";
import { quietContext } from "../../../server/core/context";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { notifications, users } from "../../../server/db/schema";
import { mailWaitingNotices } from "../../../server/services/notifications/notice-mailer";
import { sendDueReminders, setPrayerReminder } from "../../../server/services/prayer/prayer-reminders";
import { loadSiteSecret } from "../../../server/core/site-secret";
import { expectRefusal, ok } from "../../helpers/access";
import { type SignedInUser, connect, createUser } from "../../helpers/factories";
import { movableClock, prayFor, prayerDigest, prayerRequest } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
// The app's own reminder loop stays out of the way: the tests run it themselves, at chosen times.
const t = useTestApp({ now: clock.now, env: { PRAYER_REMINDER_EVERY_SECONDS: "86400" } });
/**
 * Does `work` with the app's clock at this instant, and puts it back (sessions would expire
 * in a far future).
 */
async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  clock.offset = Date.parse(iso) - Date.now();
  try {
    return await work();
  } finally {
    clock.offset = 0;
  }
}
const run = () => sendDueReminders(quietContext(t().db, { now: clock.now }));
const runAt = (iso: string) => at(iso, run);

/** A member with one request on their list and the reminder as given (set at `setAt`). */
async function memberWithList(reminder: { enabled: boolean; time: string; timeZone: string }, setAt: string): Promise<SignedInUser> {
  const me = await createUser(t());
  const ann = await createUser(t());
  await connect(t(), me, ann);
  await prayFor(me, await prayerRequest(ann));
  await at(setAt, () => setPrayerReminder(t().db, clock.now, me.user.id, reminder));
  return me;
}

const reminders = (who: SignedInUser) =>
  t()
    .db.select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, "prayer_reminder")));

describe("GET/PUT /api/prayer/reminder", () => {
  it("is off at eight, UTC, until chosen; PUT stores what is chosen", async () => {
    const me = await createUser(t());
    expect(ok(await me.agent.get("/api/prayer/reminder"), 200)).toEqual({ enabled: false, time: "08:00", timeZone: "UTC" });
    const chosen = { enabled: true, time: "06:30", timeZone: "Europe/Lisbon" };
    expect(ok(await me.agent.put("/api/prayer/reminder", chosen), 200)).toEqual(chosen);
    expect(ok(await me.agent.get("/api/prayer/reminder"), 200)).toEqual(chosen);
  });

  it.each([
    ["a time not HH:MM", { enabled: true, time: "8:00", timeZone: "UTC" }, "time must be HH:MM, 24-hour"],
    ["an hour past 23", { enabled: true, time: "24:00", timeZone: "UTC" }, "time must be HH:MM, 24-hour"],
    [
      "an unknown time zone",
      { enabled: true, time: "08:00", timeZone: "Mars/Olympus" },
      "timeZone must be an IANA time zone, such as Europe/Lisbon",
    ],
    ["no enabled", { time: "08:00", timeZone: "UTC" }, "enabled must be true or false"],
  ])("refuses %s with 400, changing nothing", async (_label, body, message) => {
    const me = await createUser(t());
    const before = await prayerDigest(t().db);
    const res = await me.agent.put("/api/prayer/reminder", body);
    expectRefusal(res, 400);
    expect(res.json().message).toBe(message);
    expect(await prayerDigest(t().db)).toBe(before);
  });

  it("needs a signed-in member", async () => {
    expectRefusal(await t().agent().get("/api/prayer/reminder"), 401);
  });
});

describe("the daily reminder", () => {
  it("fires once the local time is reached, once a day, and again the next day", async () => {
    // 08:00 in New York is 13:00 UTC in January.
    const me = await memberWithList({ enabled: true, time: "08:00", timeZone: "America/New_York" }, "2031-01-15T10:00:00Z");
    await runAt("2031-01-15T12:59:00Z");
    expect(await reminders(me)).toEqual([]);
    await runAt("2031-01-15T13:00:00Z");
    await runAt("2031-01-15T13:00:00Z");
    await runAt("2031-01-16T04:59:00Z"); // 23:59 in New York, the same day
    const notices = await reminders(me);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Time to pray", message: "1 request is on your prayer list.", actorId: null, postId: null });
    await runAt("2031-01-16T13:05:00Z");
    expect(await reminders(me)).toHaveLength(2);
  });

  it("two runs at once remind once", async () => {
    const me = await memberWithList({ enabled: true, time: "07:00", timeZone: "UTC" }, "2032-03-01T06:00:00Z");
    await at("2032-03-01T07:30:00Z", () => Promise.all([run(), run(), run()]));
    expect(await reminders(me)).toHaveLength(1);
  });

  it("a time already past when it is set waits for tomorrow", async () => {
    const me = await memberWithList({ enabled: true, time: "08:00", timeZone: "UTC" }, "2033-05-10T09:00:00Z");
    await runAt("2033-05-10T09:01:00Z");
    expect(await reminders(me)).toEqual([]);
    await runAt("2033-05-11T08:00:00Z");
    expect(await reminders(me)).toHaveLength(1);
  });

  it("counts the requests on the list, and reminds nobody whose list is empty or whose reminder is off", async () => {
    const full = await memberWithList({ enabled: true, time: "09:00", timeZone: "UTC" }, "2034-02-01T08:00:00Z");
    const ann = await createUser(t());
    await connect(t(), full, ann);
    await prayFor(full, await prayerRequest(ann));
    const off = await memberWithList({ enabled: false, time: "09:00", timeZone: "UTC" }, "2034-02-01T08:00:00Z");
    const empty = await createUser(t());
    await at("2034-02-01T08:00:00Z", () =>
      setPrayerReminder(t().db, clock.now, empty.user.id, { enabled: true, time: "09:00", timeZone: "UTC" }),
    );
    await runAt("2034-02-01T09:10:00Z");
    expect((await reminders(full)).map((n) => n.message)).toEqual(["2 requests are on your prayer list."]);
    expect(await reminders(off)).toEqual([]);
    expect(await reminders(empty)).toEqual([]);
  });

  it("is mailed as the member's mail preferences say", async () => {
    const me = await memberWithList({ enabled: true, time: "09:00", timeZone: "UTC" }, "2035-02-01T08:00:00Z");
    await t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
    ok(await me.agent.put("/api/account/mail-preferences", { prayers: "immediate" }), 200);
    await runAt("2035-02-01T09:10:00Z");
    // The app's own notice mailer may get there first: either way the mail is queued or sent.
    await mailWaitingNotices(t().db, { publicUrl: "http://koinonia.test", secret: await loadSiteSecret(t().db, undefined) });
    const outbox = path.join(t().dataDir, "outbox");
    await expect
      .poll(
        async () => {
          const [queued] = await queryRows<{ n: number }>(
            t().db,
            sql`select count(*)::int as n from mail_outbox where to_address = ${me.email} and subject = 'Time to pray'`,
          );
          const sent = fs.existsSync(outbox)
            ? fs.readdirSync(outbox).filter((f) => {
                const text = fs.readFileSync(path.join(outbox, f), "utf8");
                return text.includes(me.email) && text.includes("Subject: Time to pray");
              }).length
            : 0;
          return queued!.n + sent;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});
