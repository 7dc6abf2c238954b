import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

/** A church with its pastor, two members (one the pastor blocked) and an outsider. */
async function congregation() {
  const pastor = await createUser(t(), { firstName: "Paula", lastName: "Pastor" });
  const slug = `a-${Math.random().toString(36).slice(2, 10)}`;
  expect((await pastor.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" })).statusCode).toBe(201);
  const ann = await createUser(t(), { firstName: "Ann" });
  const blocked = await createUser(t(), { firstName: "Bea" });
  for (const member of [ann, blocked]) expect((await member.agent.post(`/api/churches/${slug}/join`)).statusCode).toBe(200);
  expect((await pastor.agent.post(`/api/users/${blocked.user.id}/block`)).statusCode).toBe(200);
  const outsider = await createUser(t());
  return { pastor, ann, blocked, outsider, slug };
}

const announce = (who: SignedInUser, slug: string, body: Record<string, unknown> = {}) =>
  who.agent.post(`/api/churches/${slug}/announcements`, { title: "Easter services", body: "Sunrise service at 6:30 by the lake.", ...body });

const pinnedTitles = async (who: SignedInUser) =>
  (await who.agent.get("/api/announcements/pinned")).json().map((a: { title: string }) => a.title);
const noticesOf = async (who: SignedInUser) =>
  (await who.agent.get("/api/notifications")).json().filter((n: { type: string }) => n.type === "church_announcement");

describe("a church's announcements", () => {
  it("reach every member by a notice and stay pinned on their home pages; nobody else hears of them", async () => {
    const { pastor, ann, blocked, outsider, slug } = await congregation();
    const res = await announce(pastor, slug, { pinDays: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const announcement = res.json();
    expect(announcement).toMatchObject({
      title: "Easter services",
      pinned: true,
      church: { slug, name: "Cornerstone" },
      author: { id: pastor.user.id },
    });
    const days = (Date.parse(announcement.pinnedUntil) - Date.parse(announcement.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 1);

    expect(await noticesOf(ann)).toEqual([
      expect.objectContaining({
        title: "Cornerstone: Easter services",
        message: "Sunrise service at 6:30 by the lake.",
        churchId: announcement.church.id,
      }),
    ]);
    expect(await pinnedTitles(ann)).toEqual(["Easter services"]);
    // The author is not told of their own; a member and the pastor who blocked them do not reach each other.
    expect(await noticesOf(pastor)).toEqual([]);
    expect(await noticesOf(blocked)).toEqual([]);
    expect((await blocked.agent.get("/api/announcements/pinned")).json()[0].author).toBeNull();
    expect(await noticesOf(outsider)).toEqual([]);
    expect(await pinnedTitles(outsider)).toEqual([]);
    const refused = await outsider.agent.get(`/api/churches/${slug}/announcements`);
    expect(refused.statusCode).toBe(403);
    expect((await ann.agent.get(`/api/churches/${slug}/announcements`)).json().map((a: { id: number }) => a.id)).toEqual([announcement.id]);
  });

  it("leave the home page once put away or expired, and stay on the church's page", async () => {
    const { pastor, ann, slug } = await congregation();
    const first = (await announce(pastor, slug, { title: "Potluck" })).json();
    const second = (await announce(pastor, slug, { title: "Choir practice" })).json();
    expect(await pinnedTitles(ann)).toEqual(["Choir practice", "Potluck"]);
    expect((await ann.agent.post(`/api/announcements/${second.id}/dismiss`)).statusCode).toBe(204);
    expect(await pinnedTitles(ann)).toEqual(["Potluck"]);
    await t().db.execute(sql`update church_announcements set pinned_until = now() - interval '1 second' where id = ${first.id}`);
    expect(await pinnedTitles(ann)).toEqual([]);
    const listed = (await ann.agent.get(`/api/churches/${slug}/announcements`)).json();
    expect(listed.map((a: { title: string; pinned: boolean }) => [a.title, a.pinned])).toEqual([
      ["Choir practice", true],
      ["Potluck", false],
    ]);
    // Nobody puts away what they cannot see.
    const outsider = await createUser(t());
    expect((await outsider.agent.post(`/api/announcements/${first.id}/dismiss`)).statusCode).toBe(404);
  });

  it("are posted by leaders only, and taken down with their notices", async () => {
    const { pastor, ann, slug } = await congregation();
    const before = await databaseDigest(t().db);
    const refused = await announce(ann, slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Only the church's leaders can do that" });
    expect(await databaseDigest(t().db)).toBe(before);
    const posted = (await announce(pastor, slug)).json();
    expect((await ann.agent.delete(`/api/churches/${slug}/announcements/${posted.id}`)).statusCode).toBe(403);
    expect((await pastor.agent.delete(`/api/churches/${slug}/announcements/${posted.id}`)).statusCode).toBe(204);
    expect(await noticesOf(ann)).toEqual([]);
    expect(await pinnedTitles(ann)).toEqual([]);
    expect((await pastor.agent.delete(`/api/churches/${slug}/announcements/${posted.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["no title", { title: " " }, "Please enter a title"],
    ["no words", { body: "" }, "Please write the announcement"],
    ["a long title", { title: "t".repeat(121) }, "Title must be at most 120 characters"],
    ["a pin past two months", { pinDays: 61 }, "Pinned days must be at most 60"],
    ["half a day", { pinDays: 0.5 }, "Pinned days must be a whole number"],
  ])("refuse %s with 400, telling nobody", async (_label, change, message) => {
    const { pastor, slug } = await congregation();
    const before = await databaseDigest(t().db);
    const res = await announce(pastor, slug, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await databaseDigest(t().db)).toBe(before);
  });
});
