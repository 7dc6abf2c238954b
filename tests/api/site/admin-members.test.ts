import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMember } from "../../../contract/admin";
import { accountHolds, signupApprovals, users } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { makeSiteRole } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let admin: SignedInUser;
let moderator: SignedInUser;
beforeAll(async () => {
  admin = await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
  moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
});

const list = async (who: SignedInUser, query: string): Promise<AdminMember[]> => ok(await who.agent.get(`/api/admin/members?${query}`), 200);
const names = (members: AdminMember[]) => members.map((m) => m.user.firstName);

/** A member whose address is confirmed and who joined long ago: in no state at all, until a test gives them one. */
async function settledMember(firstName: string, lastName: string): Promise<SignedInUser> {
  const member = await createUser(t(), { firstName, lastName });
  await t()
    .db.update(users)
    .set({ emailVerifiedAt: daysAgo(30), createdAt: daysAgo(30) })
    .where(eq(users.id, member.user.id));
  return member;
}

describe("who may list the members", () => {
  it("the team, moderators and admins alike; anyone else is refused before the query is looked at", async () => {
    const member = await createUser(t());
    expect((await list(moderator, "")).length).toBeGreaterThan(0);
    expect((await list(admin, "")).length).toBeGreaterThan(0);
    for (const query of ["", "?filter=bogus", "?limit=0"]) {
      const before = await databaseDigest(t().db);
      expectRefusal(await t().agent().get(`/api/admin/members${query}`), 401, `visitor ${query}`);
      const refused = await member.agent.get(`/api/admin/members${query}`);
      expectRefusal(refused, 403, `member ${query}`);
      expect(refused.json()).toEqual({ message: "Only moderators can do that" });
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("answers a query it cannot take with a 400 and what is wrong", async () => {
    const cases: [string, string][] = [
      ["filter=everyone", "Filter must be one of all, new, unconfirmed, waiting, suspended, banned"],
      ["limit=0", "limit must be at least 1"],
      ["limit=51", "limit must be at most 50"],
      ["limit=ten", "limit must be a number"],
      ["after=abc", "Invalid id"],
      ["after=-3", "Invalid id"],
      [`q=${"a".repeat(255)}`, "Search text is too long"],
      ["q=%07bell", "Search text must not contain control characters"],
    ];
    for (const [query, message] of cases) {
      const res = await admin.agent.get(`/api/admin/members?${query}`);
      expectRefusal(res, 400, query);
      expect(res.json().message, query).toBe(message);
    }
  });
});

describe("the members list", () => {
  it("shows each member's card, e-mail, joining date, role and states, newest first, and never the demo people", async () => {
    const ruth = await createUser(t(), { firstName: "Ruth", lastName: "Listed" });
    const demo = await createUser(t(), { firstName: "Demo", lastName: "Listed" });
    await t().db.update(users).set({ isDemo: true }).where(eq(users.id, demo.user.id));
    const page = await list(admin, "q=listed");
    expect(names(page)).toEqual(["Ruth"]);
    const [entry] = page;
    expect(entry).toEqual({
      user: {
        id: ruth.user.id,
        firstName: "Ruth",
        lastName: "Listed",
        profileImageUrl: null,
        bannerImageUrl: null,
        churchAffiliation: null,
        aboutMe: null,
        location: null,
      },
      email: ruth.email,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      role: "member",
      states: ["new", "unconfirmed"],
      suspendedUntil: null,
    });
    expect(Date.now() - Date.parse(entry!.joinedAt)).toBeLessThan(60_000);
    const everyone = await list(admin, "limit=50");
    const ids = everyone.map((m) => m.user.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toContain(admin.user.id);
    expect(everyone.find((m) => m.user.id === admin.user.id)!.role).toBe("admin");
    expect(everyone.find((m) => m.user.id === moderator.user.id)!.role).toBe("moderator");
  });

  it("keeps to the filter chosen: new, unconfirmed, waiting, suspended or banned", async () => {
    await settledMember("Sam", "Filtered");
    await createUser(t(), { firstName: "Nell", lastName: "Filtered" });
    const waiting = await settledMember("Wanda", "Filtered");
    await t().db.insert(signupApprovals).values({ userId: waiting.user.id });
    const suspended = await settledMember("Saul", "Filtered");
    await t()
      .db.insert(accountHolds)
      .values({ userId: suspended.user.id, kind: "suspension", until: daysAgo(-3), reason: "Spam" });
    // A suspension whose time has passed holds them back no longer.
    const served = await settledMember("Sela", "Filtered");
    await t()
      .db.insert(accountHolds)
      .values({ userId: served.user.id, kind: "suspension", until: daysAgo(1), reason: "Spam" });
    const banned = await settledMember("Bart", "Filtered");
    await t().db.insert(accountHolds).values({ userId: banned.user.id, kind: "ban", until: null, reason: "Abuse" });
    // Unconfirmed, but long a member.
    const unconfirmed = await settledMember("Uma", "Filtered");
    await t().db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.user.id));

    const filtered = async (filter: string) => names(await list(admin, `q=filtered&filter=${filter}`));
    expect(await filtered("all")).toEqual(["Uma", "Bart", "Sela", "Saul", "Wanda", "Nell", "Sam"]);
    expect(await filtered("new")).toEqual(["Nell"]);
    expect(await filtered("unconfirmed")).toEqual(["Uma", "Nell"]);
    expect(await filtered("waiting")).toEqual(["Wanda"]);
    expect(await filtered("suspended")).toEqual(["Saul"]);
    expect(await filtered("banned")).toEqual(["Bart"]);

    const byName = new Map((await list(admin, "q=filtered")).map((m) => [m.user.firstName, m]));
    expect(byName.get("Sam")!.states).toEqual([]);
    expect(byName.get("Sela")!.states).toEqual([]);
    expect(byName.get("Nell")!.states).toEqual(["new", "unconfirmed"]);
    expect(byName.get("Wanda")!.states).toEqual(["waiting"]);
    expect(byName.get("Saul")).toMatchObject({ states: ["suspended"], suspendedUntil: expect.stringMatching(/^\d{4}-/) });
    expect(Date.parse(byName.get("Saul")!.suspendedUntil!)).toBeGreaterThan(Date.now() + 2 * DAY_MS);
    expect(byName.get("Bart")).toMatchObject({ states: ["banned"], suspendedUntil: null });
  });

  it("finds members by part of their name, accents aside, or of their e-mail address", async () => {
    const jose = await createUser(t(), { firstName: "José", lastName: "Searchable", email: "pastor.jose@example.org" });
    await createUser(t(), { firstName: "Marta", lastName: "Searchable", email: "marta.s@example.org" });
    expect(names(await list(admin, "q=jose"))).toEqual(["José"]);
    expect(names(await list(admin, "q=SEARCHABLE"))).toEqual(["Marta", "José"]);
    expect(names(await list(admin, `q=${encodeURIComponent("pastor.jose@")}`))).toEqual(["José"]);
    expect((await list(admin, "q=pastor.jose"))[0]!.email).toBe(jose.email);
    // Wildcards are taken as the characters they are.
    expect(await list(admin, "q=%25")).toEqual([]);
    expect(await list(admin, "q=_")).toEqual([]);
    expect(await list(admin, "q=nobody-by-this-name")).toEqual([]);
  });

  it("pages with a cursor: each page takes up after the last member of the one before", async () => {
    for (const firstName of ["One", "Two", "Three", "Four", "Five"]) await createUser(t(), { firstName, lastName: "Paged" });
    const first = await list(admin, "q=paged&limit=2");
    expect(names(first)).toEqual(["Five", "Four"]);
    const second = await list(admin, `q=paged&limit=2&after=${first.at(-1)!.user.id}`);
    expect(names(second)).toEqual(["Three", "Two"]);
    const third = await list(admin, `q=paged&limit=2&after=${second.at(-1)!.user.id}`);
    expect(names(third)).toEqual(["One"]);
    expect(await list(admin, `q=paged&limit=2&after=${third.at(-1)!.user.id}`)).toEqual([]);
    // With a filter, the cursor still counts from the member named.
    expect(names(await list(admin, `q=paged&filter=new&after=${first[0]!.user.id}`))).toEqual(["Four", "Three", "Two", "One"]);
    // Without a limit, a page of 20.
    for (let i = 0; i < 21; i++) await createUser(t(), { firstName: `P${i}`, lastName: "Bulk" });
    expect(await list(admin, "q=bulk")).toHaveLength(20);
  });

  it("shows a role changed by an admin through the team's role route, which a moderator may not use", async () => {
    const member = await createUser(t(), { firstName: "Rhoda", lastName: "Promoted" });
    const before = await databaseDigest(t().db);
    expectRefusal(await moderator.agent.put(`/api/moderation/roles/${member.user.id}`, { role: "moderator" }), 403);
    expect(await databaseDigest(t().db)).toBe(before);
    ok(await admin.agent.put(`/api/moderation/roles/${member.user.id}`, { role: "moderator" }), 200);
    expect((await list(moderator, "q=promoted"))[0]!.role).toBe("moderator");
    ok(await admin.agent.put(`/api/moderation/roles/${member.user.id}`, { role: "member" }), 200);
    expect((await list(admin, "q=promoted"))[0]!.role).toBe("member");
  });
});
