import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { users } from "../../../server/db/schema";
import { ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { createUser, type SignedInUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// An account younger than a day writes less each hour: posts (on a wall and in groups,
// counted together), comments and connection requests, each per person, whatever address
// they come from. An older account is not counted at all. Over a limit: a 429 with
// Retry-After, as every limit answers, and nothing is written.

const t = useTestApp({
  env: {
    RATE_LIMIT_NEW_ACCOUNT_POSTS_PER_HOUR: "2",
    RATE_LIMIT_NEW_ACCOUNT_COMMENTS_PER_HOUR: "2",
    RATE_LIMIT_NEW_ACCOUNT_REQUESTS_PER_HOUR: "2",
  },
});

/** A 429 as a client sees it: within the hour's window, with a message. */
async function expectLimited(send: () => Promise<LightMyRequestResponse>) {
  const before = await databaseDigest(t().db);
  const res = await send();
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
  expect(await databaseDigest(t().db), "a limited write changed data").toBe(before);
}

const post = (who: SignedInUser, content = "Grace and peace") => who.agent.post("/api/posts", { content, type: "text" });
const groupPost = (who: SignedInUser, groupId: number) => who.agent.post(`/api/groups/${groupId}/posts`, { content: "Hello, all", type: "text" });
const comment = (who: SignedInUser, postId: number) => who.agent.post(`/api/posts/${postId}/comments`, { content: "Amen" });
const ask = (who: SignedInUser, other: SignedInUser) => who.agent.post("/api/connections", { addresseeId: other.user.id });

/** Makes the account older than a day, and signs it in again (a session carries its account's age). */
async function agedADay(who: SignedInUser): Promise<SignedInUser> {
  await t().db.update(users).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(users.id, who.user.id));
  const agent = t().agent();
  ok(await agent.post("/api/auth/login", { email: who.email, password: who.password }), 200);
  return { ...who, agent };
}

/** A public group that `who` has joined. */
async function groupJoinedBy(who: SignedInUser): Promise<number> {
  const founder = await agedADay(await createUser(t(), { firstName: "Fran" }));
  const group = ok<{ id: number }>(await founder.agent.post("/api/groups", { name: "Open Circle", isPrivate: false }), 201);
  ok(await who.agent.post(`/api/groups/${group.id}/join`), 200);
  return group.id;
}

describe("a new account", () => {
  it("posts twice an hour, on its wall and in groups together", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const groupId = await groupJoinedBy(ann);
    ok(await post(ann), 201);
    ok(await groupPost(ann, groupId), 201);
    await expectLimited(() => post(ann));
    await expectLimited(() => groupPost(ann, groupId));
  });

  it("comments twice an hour", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const target = ok<{ id: number }>(await post(ann), 201);
    ok(await comment(ann, target.id), 201);
    ok(await comment(ann, target.id), 201);
    await expectLimited(() => comment(ann, target.id));
  });

  it("asks twice an hour to connect", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const others = await Promise.all([1, 2, 3].map(() => createUser(t(), { firstName: "Other" })));
    ok(await ask(ann, others[0]!), 201);
    ok(await ask(ann, others[1]!), 201);
    await expectLimited(() => ask(ann, others[2]!));
  });

  it("is counted as one person on every device, and apart from other people at the same address", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const bob = await createUser(t(), { firstName: "Bob" });
    const annsPhone = t().agent();
    ok(await annsPhone.post("/api/auth/login", { email: ann.email, password: ann.password }), 200);
    ok(await post(ann), 201);
    ok(await post({ ...ann, agent: annsPhone }), 201);
    await expectLimited(() => post(ann));
    // Bob writes from the same address as Ann (every test request does): his own two.
    ok(await post(bob), 201);
    ok(await post(bob), 201);
    await expectLimited(() => post(bob));
  });

  it("is not limited in its other writes: praying, for one", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const target = ok<{ id: number }>(await post(ann), 201);
    for (let i = 0; i < 4; i++) ok(await ann.agent.post(`/api/posts/${target.id}/interact`, { type: "prayer" }), 200);
  });
});

describe("an account older than a day", () => {
  it("is not limited: it posts, comments and asks to connect as often as it likes", async () => {
    const ann = await agedADay(await createUser(t(), { firstName: "Ann" }));
    const groupId = await groupJoinedBy(ann);
    const others = await Promise.all([1, 2, 3, 4].map(() => createUser(t(), { firstName: "Other" })));
    const target = ok<{ id: number }>(await post(ann), 201);
    for (let i = 0; i < 4; i++) {
      ok(await post(ann), 201);
      ok(await groupPost(ann, groupId), 201);
      ok(await comment(ann, target.id), 201);
      ok(await ask(ann, others[i]!), 201);
    }
  });

  it("is not held back by what it wrote while new", async () => {
    const ann = await createUser(t(), { firstName: "Ann" });
    const target = ok<{ id: number }>(await post(ann), 201);
    ok(await post(ann), 201);
    await expectLimited(() => post(ann));
    const older = await agedADay(ann);
    ok(await post(older), 201);
    ok(await comment(older, target.id), 201);
  });
});
