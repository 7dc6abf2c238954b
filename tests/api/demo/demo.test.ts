import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../server/demo/seed";
import { sql } from "drizzle-orm";
import { queryRows } from "../../../server/db/client";
import { ok } from "../../helpers/access";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

describe("the demo family", () => {
  let firstSeed: boolean;
  beforeAll(async () => {
    firstSeed = await seedDemo(t().db);
  });

  it("is seeded once and never overwritten", async () => {
    expect(firstSeed).toBe(true);
    expect(await seedDemo(t().db)).toBe(false);
  });

  it("has the church's gatherings on the calendar of whoever connects with their organisers", async () => {
    const me = await createUser(t());
    const [pastor] = await queryRows<{ id: number }>(t().db, sql`select id from users where email like 'james%' and is_demo`);
    expect(ok<unknown[]>(await me.agent.get("/api/events/upcoming"), 200)).toEqual([]);
    await t().db.execute(sql`insert into connections (requester_id, addressee_id, status) values (${me.user.id}, ${pastor!.id}, 'accepted')`);
    const upcoming = ok<{ title: string; localStart: string; goingCount: number }[]>(await me.agent.get("/api/events/upcoming"), 200);
    expect(upcoming[0]).toMatchObject({ title: "Wednesday night prayer meeting", goingCount: 4 });
    expect(upcoming.every((o) => o.title === "Wednesday night prayer meeting" && o.localStart.endsWith("T19:00"))).toBe(true);
  });

  it("lists four members with their roles, and each has demo suggestions and requests", async () => {
    const me = await createUser(t());
    const family = (await me.agent.get("/api/demo/family")).json();
    expect(family.map((m: { firstName: string; role: string }) => `${m.firstName} (${m.role})`)).toEqual([
      "David (Father)",
      "Sarah (Mother)",
      "Emily (Daughter)",
      "Joshua (Son)",
    ]);
    for (const member of family) {
      const suggested = await me.agent.get(`/api/demo/users/${member.id}/suggested`);
      const requests = await me.agent.get(`/api/demo/users/${member.id}/requests`);
      expect(suggested.statusCode).toBe(200);
      expect(suggested.json().length).toBeGreaterThan(0);
      expect(requests.json().length).toBeGreaterThan(0);
      expect(suggested.json()[0].email).toBeUndefined();
    }
    const emily = family.find((m: { firstName: string }) => m.firstName === "Emily");
    const names = (await me.agent.get(`/api/demo/users/${emily.id}/requests`))
      .json()
      .map((r: { requester: { firstName: string } }) => r.requester.firstName);
    expect(names.sort()).toEqual(["Daniel", "Joshua"]);
  });

  it("reveals nothing about real members, and only answers for the family", async () => {
    const me = await createUser(t());
    const family = (await me.agent.get("/api/demo/family")).json();
    const david = family[0];
    // A real member asks David to connect: David's demo requests still show demo people only.
    await me.agent.post("/api/connections", { addresseeId: david.id });
    const requests = (await me.agent.get(`/api/demo/users/${david.id}/requests`)).json();
    expect(requests.map((r: { requester: { id: number } }) => r.requester.id)).not.toContain(me.user.id);
    const suggested = (await me.agent.get(`/api/demo/users/${david.id}/suggested`)).json();
    expect(suggested.map((u: { id: number }) => u.id)).not.toContain(me.user.id);

    const real = await me.agent.get(`/api/demo/users/${me.user.id}/suggested`);
    expect(real.statusCode).toBe(404);
    expect(real.json()).toEqual({ message: "Demo family member not found" });
    expect((await me.agent.get(`/api/demo/users/${me.user.id}/requests`)).statusCode).toBe(404);
    expect((await t().agent().get(`/api/demo/users/${david.id}/suggested`)).statusCode).toBe(401);
    expect((await t().agent().get("/api/demo/family")).statusCode).toBe(401);
  });

  it("cannot be signed in as", async () => {
    const res = await t().agent().post("/api/auth/login", { email: "david@demo.koinonia.invalid", password: "anything" });
    expect(res.statusCode).toBe(401);
  });
});
