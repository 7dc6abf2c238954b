import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../helpers/factories";
import { idsOf, suggestedTo } from "../../helpers/suggestions";
import { useTestApp } from "../../helpers/test-app";

// The background task stays out of the way, so a list worked out stays as it was worked out.
// This file's database starts with no members: the first one here is the first of the site.
const t = useTestApp({ env: { SUGGESTIONS_EVERY_SECONDS: "3600" } });

describe("suggestions: never empty while anyone may be offered", () => {
  it("a newcomer whose church and groups match nobody, and whose list was worked out before anyone else joined, is offered people nearby, then the newest, each with why; never anyone kept from them", async () => {
    const newcomer = await createUser(t());
    await t().db.execute(sql`update users set church_affiliation = 'St. Nobody Else', location = 'Springfield' where id = ${newcomer.user.id}`);
    // Alone on the site: the list is worked out, and empty.
    expect(await suggestedTo(newcomer)).toEqual([]);

    // Then others join; the newcomer's list is not due again for a day.
    const neighbour = await createUser(t(), { firstName: "Neighbour" });
    await t().db.execute(sql`update users set location = 'springfield' where id = ${neighbour.user.id}`);
    const first = await createUser(t(), { firstName: "First" });
    const blockedByMe = await createUser(t());
    const blockedMe = await createUser(t());
    const muted = await createUser(t());
    const asked = await createUser(t());
    const askedMe = await createUser(t());
    const dismissed = await createUser(t());
    const banned = await createUser(t());
    const newest = await createUser(t(), { firstName: "Newest" });
    expect((await newcomer.agent.post(`/api/users/${blockedByMe.user.id}/block`)).statusCode).toBe(200);
    expect((await blockedMe.agent.post(`/api/users/${newcomer.user.id}/block`)).statusCode).toBe(200);
    expect((await newcomer.agent.post(`/api/users/${muted.user.id}/mute`)).statusCode).toBe(200);
    expect((await newcomer.agent.post("/api/connections", { addresseeId: asked.user.id })).statusCode).toBe(201);
    expect((await askedMe.agent.post("/api/connections", { addresseeId: newcomer.user.id })).statusCode).toBe(201);
    expect((await newcomer.agent.delete(`/api/users/suggested/${dismissed.user.id}`)).statusCode).toBe(204);
    await t().db.execute(sql`insert into account_holds (user_id, kind, reason) values (${banned.user.id}, 'ban', 'Spam')`);

    const list = await suggestedTo(newcomer);
    expect(idsOf(list)).toEqual([neighbour.user.id, newest.user.id, first.user.id]);
    expect(list.map((u) => u.why)).toEqual([{ reason: "nearby", location: "springfield" }, { reason: "new" }, { reason: "new" }]);
  });

  it("a member whose every stored suggestion was asked since is offered whoever is left", async () => {
    const me = await createUser(t());
    const stored = idsOf(await suggestedTo(me));
    expect(stored.length).toBeGreaterThan(0);
    for (const id of stored) expect((await me.agent.post("/api/connections", { addresseeId: id })).statusCode).toBe(201);
    const joinedSince = await createUser(t());

    expect(idsOf(await suggestedTo(me))).toEqual([joinedSince.user.id]);
  });
});
