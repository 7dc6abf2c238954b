import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quietContext } from "../../../server/core/context";
import { devotions, notifications } from "../../../server/db/schema";
import { deliverDevotions } from "../../../server/services/devotions/devotion-delivery";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { movableClock } from "../../helpers/prayer";
import { useTestApp } from "../../helpers/test-app";

const clock = movableClock();
const t = useTestApp({ now: clock.now });

/** The calendar day in `timeZone` at this instant (2026-04-05). */
const dayIn = (timeZone: string, at = Date.now()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(at));
const daysFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => dayIn("UTC");

/**
 * A fixed-offset zone where it is now mid-morning (10:xx), whatever the hour in UTC, so that a
 * church's morning has come: Etc/GMT-N is N hours ahead of UTC.
 */
function midMorningZone(): string {
  let ahead = (10 - new Date().getUTCHours() + 24) % 24;
  if (ahead > 14) ahead -= 24;
  return ahead === 0 ? "UTC" : ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

/** A church with its pastor (owner), a leader, a member and an outsider; its services kept in `timeZone`. */
async function congregation(timeZone = "UTC") {
  const pastor = await createUser(t(), { firstName: "Paula", lastName: "Pastor" });
  const slug = `d-${Math.random().toString(36).slice(2, 10)}`;
  ok(
    await pastor.agent.post("/api/churches", {
      name: "Cornerstone",
      slug,
      joinMode: "open",
      serviceTimes: [{ day: 0, time: "10:00", timeZone, language: null }],
    }),
    201,
  );
  const elder = await createUser(t(), { firstName: "Eli" });
  const ann = await createUser(t(), { firstName: "Ann" });
  for (const member of [elder, ann]) ok(await member.agent.post(`/api/churches/${slug}/join`), 200);
  expect((await pastor.agent.put(`/api/churches/${slug}/members/${elder.user.id}`, { role: "leader" })).statusCode).toBe(204);
  const outsider = await createUser(t());
  return { pastor, elder, ann, outsider, slug };
}

const devotion = (overrides: Record<string, unknown> = {}) => ({
  day: today(),
  title: "Strength for today",
  passage: "Isa.40.28-Isa.40.31",
  reflection: "They that wait upon the Lord shall renew their strength.\nRead also Psalm 23:1 today.",
  prayer: "Lord, teach us to wait on you, as Phil 4:6 says.",
  ...overrides,
});

const write = (who: SignedInUser, slug: string, overrides: Record<string, unknown> = {}) =>
  who.agent.post(`/api/churches/${slug}/devotions`, devotion(overrides));

describe("a church's devotions", () => {
  it("are written, changed and taken down by its leaders, and read by its members", async () => {
    const { pastor, elder, ann, slug } = await congregation();
    const made = ok(await write(elder, slug), 201);
    expect(made).toMatchObject({
      day: today(),
      title: "Strength for today",
      passage: "Isa.40.28-Isa.40.31",
      church: { slug, name: "Cornerstone" },
      author: { id: elder.user.id },
      canEdit: true,
      updatedAt: null,
    });
    expect(made.reflectionVerses.map((v: { osis: string }) => v.osis)).toEqual(["Ps.23.1"]);
    expect(made.prayerVerses.map((v: { osis: string }) => v.osis)).toEqual(["Phil.4.6"]);

    const read = ok(await ann.agent.get(`/api/devotions/${made.id}`), 200);
    expect(read).toMatchObject({ id: made.id, title: "Strength for today", canEdit: false });

    const changed = ok(await pastor.agent.patch(`/api/devotions/${made.id}`, { title: "Wings like eagles", prayer: "Amen." }), 200);
    expect(changed).toMatchObject({ title: "Wings like eagles", prayer: "Amen.", prayerVerses: [], passage: "Isa.40.28-Isa.40.31" });
    expect(changed.updatedAt).not.toBeNull();

    expect((await elder.agent.delete(`/api/devotions/${made.id}`)).statusCode).toBe(204);
    expectRefusal(await ann.agent.get(`/api/devotions/${made.id}`), 404);
  });

  it("are not written, changed or taken down by a member (403), and nothing changes", async () => {
    const { pastor, ann, slug } = await congregation();
    const made = ok(await write(pastor, slug), 201);
    const before = await databaseDigest(t().db);
    expectRefusal(await write(ann, slug, { day: daysFrom(today(), -1) }), 403);
    expectRefusal(await ann.agent.patch(`/api/devotions/${made.id}`, { title: "Mine now" }), 403);
    expectRefusal(await ann.agent.delete(`/api/devotions/${made.id}`), 403);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("are one a day per church: a second for the same day is a 409", async () => {
    const { pastor, elder, slug } = await congregation();
    ok(await write(pastor, slug), 201);
    const before = await databaseDigest(t().db);
    const res = await write(elder, slug, { title: "Another" });
    expectRefusal(res, 409);
    expect(res.json().message).toBe("This church already has a devotion for that day");
    expect(await databaseDigest(t().db)).toBe(before);
    const other = ok(await write(elder, slug, { day: daysFrom(today(), -1) }), 201);
    expectRefusal(await elder.agent.patch(`/api/devotions/${other.id}`, { day: today() }), 409);
    expect((await t().db.select().from(devotions).where(eq(devotions.id, other.id)))[0]!.day).toBe(daysFrom(today(), -1));
    // Another church has its own day.
    const second = await congregation();
    ok(await write(second.pastor, second.slug), 201);
  });

  it.each([
    ["no title", { title: "  " }, "Please enter a title"],
    ["a title too long", { title: "x".repeat(121) }, "Title must be at most 120 characters"],
    ["no reflection", { reflection: "" }, "Please write the reflection"],
    ["a reflection too long", { reflection: "x".repeat(5001) }, "Reflection must be at most 5000 characters"],
    ["no prayer", { prayer: " " }, "Please write the closing prayer"],
    ["a prayer too long", { prayer: "x".repeat(2001) }, "Prayer must be at most 2000 characters"],
    ["a passage not in OSIS", { passage: "John 3:16" }, "ref must be a passage in OSIS, such as John.3.16 or Rom.8.28-Rom.8.39"],
    ["a passage not in the Bible", { passage: "John.30.1" }, "That passage is not in the Bible"],
    ["a passage ending before it starts", { passage: "John.3.16-John.3.1" }, "A passage must end after it starts"],
    ["a date that is no day", { day: "2026-02-30" }, "Date must be a day such as 2026-04-05"],
    ["a date not a date", { day: "tomorrow" }, "Date must be a day such as 2026-04-05"],
  ])("refuse %s (400) and change nothing", async (_case, overrides, message) => {
    const { pastor, slug } = await congregation();
    const made = ok(await write(pastor, slug, { day: daysFrom(today(), -2) }), 201);
    const before = await databaseDigest(t().db);
    const created = await write(pastor, slug, overrides);
    expectRefusal(created, 400);
    expect(created.json().message).toBe(message);
    const patched = await pastor.agent.patch(`/api/devotions/${made.id}`, overrides);
    expectRefusal(patched, 400);
    expect(patched.json().message).toBe(message);
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("refuse an empty change (400)", async () => {
    const { pastor, slug } = await congregation();
    const made = ok(await write(pastor, slug), 201);
    const res = await pastor.agent.patch(`/api/devotions/${made.id}`, {});
    expectRefusal(res, 400);
    expect(res.json().message).toBe("Nothing to change");
  });

  it("are archived latest day first; members see the days begun, leaders the days ahead too", async () => {
    const { pastor, ann, slug } = await congregation();
    const days = [-3, -1, 0, 3].map((n) => daysFrom(today(), n));
    const made = [];
    for (const day of days) made.push(ok(await write(pastor, slug, { day, title: `Day ${day}` }), 201));
    const archive = async (who: SignedInUser, cursor?: string) =>
      ok(await who.agent.get(`/api/churches/${slug}/devotions${cursor ? `?cursor=${cursor}` : ""}`), 200).map((d: { day: string }) => d.day);
    expect(await archive(pastor)).toEqual([...days].reverse());
    expect(await archive(ann)).toEqual(days.slice(0, 3).reverse());
    expect(await archive(ann, days[2])).toEqual([days[1], days[0]]);
    expectRefusal(await ann.agent.get(`/api/devotions/${made[3].id}`), 404);
    ok(await pastor.agent.get(`/api/devotions/${made[3].id}`), 200);
    expectRefusal(await ann.agent.get(`/api/churches/${slug}/devotions?cursor=yesterday`), 400);
  });

  it("of today follow the member's time zone", async () => {
    const { pastor, ann, outsider, slug } = await congregation();
    // The first and the last places on earth to see a day are 25 hours apart: never on the same day.
    const east = dayIn("Pacific/Kiritimati");
    const west = dayIn("Pacific/Pago_Pago");
    ok(await write(pastor, slug, { day: east, title: "East" }), 201);
    ok(await write(pastor, slug, { day: west, title: "West" }), 201);
    const titles = async (who: SignedInUser, zone?: string) =>
      ok(await who.agent.get(`/api/devotions/today${zone ? `?timeZone=${zone}` : ""}`), 200).map((d: { title: string }) => d.title);
    expect(await titles(ann, "Pacific/Kiritimati")).toEqual(["East"]);
    expect(await titles(ann, "Pacific/Pago_Pago")).toEqual(["West"]);
    expect(await titles(ann)).toEqual(today() === east ? ["East"] : today() === west ? ["West"] : []);
    expect(await titles(outsider, "Pacific/Kiritimati")).toEqual([]);
    const res = await ann.agent.get("/api/devotions/today?timeZone=Mars/Olympus_Mons");
    expectRefusal(res, 400);
    expect(res.json().message).toBe("Unknown time zone");
  });
});

describe("the morning delivery", () => {
  const noticesOf = (who: SignedInUser) =>
    t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, "devotion")));

  it("tells each member once at six in the church's morning, however many processes run", async () => {
    const zone = midMorningZone();
    const { pastor, elder, ann, outsider, slug } = await congregation(zone);
    const made = ok(await write(elder, slug, { day: dayIn(zone) }), 201);
    const run = () => deliverDevotions(quietContext(t().db, { now: clock.now }));

    // At five where the church is, it is not morning yet.
    clock.offset = -5 * 3_600_000;
    try {
      await run();
    } finally {
      clock.offset = 0;
    }
    expect(await noticesOf(ann)).toHaveLength(0);

    // Other tests' devotions are due too: the runs share them all out, each sent once.
    await Promise.all([run(), run(), run()]);
    for (const member of [pastor, elder, ann]) {
      const notices = await noticesOf(member);
      expect(notices, member.user.firstName).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: "Cornerstone: Strength for today", devotionId: made.id });
    }
    // The bell leads to the devotion's page.
    const bell = ok(await ann.agent.get("/api/notifications"), 200).filter((n: { type: string }) => n.type === "devotion");
    expect(bell).toEqual([expect.objectContaining({ devotionId: made.id, churchId: made.church.id })]);
    expect(await noticesOf(outsider)).toHaveLength(0);
    expect(await run()).toBe(0);
    const [row] = await t().db.select().from(devotions).where(eq(devotions.id, made.id));
    expect(row!.deliveredAt).not.toBeNull();
    // Taken down, its notices go with it.
    expect((await elder.agent.delete(`/api/devotions/${made.id}`)).statusCode).toBe(204);
    expect(await noticesOf(ann)).toHaveLength(0);
  });

  it("tells again of a devotion moved to another day, on that day's morning", async () => {
    const zone = midMorningZone();
    const { pastor, ann, slug } = await congregation(zone);
    const run = () => deliverDevotions(quietContext(t().db, { now: clock.now }));
    const made = ok(await write(pastor, slug, { day: dayIn(zone), title: "Moved" }), 201);
    await run();
    expect(await noticesOf(ann)).toHaveLength(1);
    ok(await pastor.agent.patch(`/api/devotions/${made.id}`, { title: "Moved again" }), 200);
    await run();
    expect(await noticesOf(ann)).toHaveLength(1);
    ok(await pastor.agent.patch(`/api/devotions/${made.id}`, { day: daysFrom(dayIn(zone), 1) }), 200);
    const [row] = await t().db.select().from(devotions).where(eq(devotions.id, made.id));
    expect(row!.deliveredAt).toBeNull();
  });

  it("tells of a devotion written later in its day at the next run, and of none for a day ahead", async () => {
    const zone = midMorningZone();
    const { pastor, ann, slug } = await congregation(zone);
    ok(await write(pastor, slug, { day: daysFrom(dayIn(zone), 1) }), 201);
    const run = () => deliverDevotions(quietContext(t().db, { now: clock.now }));
    await run();
    expect(await noticesOf(ann)).toHaveLength(0);
    ok(await write(pastor, slug, { day: dayIn(zone), title: "Late" }), 201);
    await run();
    expect((await noticesOf(ann)).map((n) => n.title)).toEqual(["Cornerstone: Late"]);
  });
});
