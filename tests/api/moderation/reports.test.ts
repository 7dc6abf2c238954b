import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_RECEIVED, type ReportGroup } from "../../../contract/moderation";
import { queryRows } from "../../../server/db/client";
import { blocks, users } from "../../../server/db/schema";
import { expectRefusal, ok } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { establish, makeSiteRole, report } from "../../helpers/moderation";
import { useTestApp } from "../../helpers/test-app";

const t = useTestApp();

const openReports = async (targetType: string, targetId: number) =>
  (
    await queryRows<{ n: number }>(
      t().db,
      sql`select count(*)::int as n from reports where target_type = ${targetType} and target_id = ${targetId} and resolved_at is null`,
    )
  )[0]!.n;

/**
 * An author with `count` connections, each of whom sees the author's wall posts: established
 * members (address confirmed, account past its first day), whose reports count towards a hold.
 */
async function authorAndReaders(count: number): Promise<{ author: SignedInUser; readers: SignedInUser[] }> {
  const author = await createUser(t(), { firstName: "Abe", lastName: "Author" });
  const readers: SignedInUser[] = [];
  for (let i = 0; i < count; i++) {
    const reader = await establish(t(), await createUser(t(), { firstName: "Rita", lastName: `Reader${i}` }));
    await connect(t(), author, reader);
    readers.push(reader);
  }
  return { author, readers };
}

const ids = (body: { id: number }[]) => body.map((item) => item.id);

describe("POST /api/reports", () => {
  it("takes a member's report of a post, comment, person or group they see, with thanks", async () => {
    const { author, readers } = await authorAndReaders(1);
    const reader = readers[0]!;
    const post = await createPost(author);
    const comment = ok(await author.agent.post(`/api/posts/${post.id}/comments`, { content: "Buy cheap pills" }), 201);
    const group = ok(await author.agent.post("/api/groups", { name: "Spam Hall", isPrivate: false }), 201);

    for (const [targetType, targetId] of [
      ["post", post.id],
      ["comment", comment.id],
      ["user", author.user.id],
      ["group", group.id],
    ] as const) {
      const res = await reader.agent.post("/api/reports", { targetType, targetId, reason: "other", details: "Selling things" });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: REPORT_RECEIVED });
      expect(await openReports(targetType, targetId)).toBe(1);
    }
    // Each names whose it is: the author, the person, the group's creator.
    const subjects = await queryRows<{ subject_id: number }>(t().db, sql`select subject_id from reports where reporter_id = ${reader.user.id}`);
    expect(subjects.map((r) => r.subject_id)).toEqual([author.user.id, author.user.id, author.user.id, author.user.id]);
  });

  it("changes nothing when the member reports the same thing again while their report is open", async () => {
    const { author, readers } = await authorAndReaders(1);
    const post = await createPost(author);
    await report(readers[0]!, "post", post.id, "spam");
    const before = await databaseDigest(t().db);
    const again = await readers[0]!.agent.post("/api/reports", { targetType: "post", targetId: post.id, reason: "harassment" });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: REPORT_RECEIVED });
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("is a 404 for what the member may not see, as for what does not exist", async () => {
    const { author } = await authorAndReaders(0);
    const stranger = await createUser(t(), { firstName: "Stan", lastName: "Stranger" });
    const post = await createPost(author);
    const comment = ok(await author.agent.post(`/api/posts/${post.id}/comments`, { content: "A note" }), 201);
    const secret = ok(await author.agent.post("/api/groups", { name: "Inner room", isPrivate: true }), 201);
    const blocker = await createUser(t(), { firstName: "Bea", lastName: "Blocker" });
    await t().db.insert(blocks).values({ blockerId: blocker.user.id, blockedId: stranger.user.id });

    const cases = [
      ["post", post.id, "Post not found"],
      ["comment", comment.id, "Comment not found"],
      ["group", secret.id, "Group not found"],
      ["user", blocker.user.id, "User not found"],
      ["post", 2147483647, "Post not found"],
      ["user", 2147483647, "User not found"],
    ] as const;
    for (const [targetType, targetId, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await stranger.agent.post("/api/reports", { targetType, targetId, reason: "spam" });
      expectRefusal(res, 404, `${targetType} ${targetId}`);
      expect(res.json().message).toBe(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("refuses a member's report of themself or of what they wrote or made (400)", async () => {
    const { author, readers } = await authorAndReaders(1);
    const post = await createPost(author);
    const comment = ok(await author.agent.post(`/api/posts/${post.id}/comments`, { content: "Mine" }), 201);
    const group = ok(await author.agent.post("/api/groups", { name: "My group", isPrivate: false }), 201);
    const cases = [
      ["post", post.id, "You cannot report your own post"],
      ["comment", comment.id, "You cannot report your own comment"],
      ["user", author.user.id, "You cannot report yourself"],
      ["group", group.id, "You cannot report your own group"],
    ] as const;
    for (const [targetType, targetId, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await author.agent.post("/api/reports", { targetType, targetId, reason: "spam" });
      expectRefusal(res, 400, targetType);
      expect(res.json().message).toBe(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
    // A reader's report of the same things is taken.
    await report(readers[0]!, "post", post.id);
  });

  it("refuses a bad body with a clear message, and files nothing", async () => {
    const { author, readers } = await authorAndReaders(1);
    const post = await createPost(author);
    const cases: [unknown, string][] = [
      [{ targetType: "post", targetId: post.id }, "Choose a reason for the report"],
      [{ targetType: "post", targetId: post.id, reason: "rude" }, "Choose a reason for the report"],
      [{ targetType: "post", targetId: post.id, reason: "other" }, "Tell us what is wrong"],
      [{ targetType: "post", targetId: post.id, reason: "other", details: "   " }, "Tell us what is wrong"],
      [{ targetType: "prayer", targetId: post.id, reason: "spam" }, "Report a post, comment, user or group"],
      [{ targetType: "post", targetId: "abc", reason: "spam" }, "Invalid id"],
      [{ targetType: "post", targetId: post.id, reason: "spam", details: "x".repeat(1001) }, "Details must be at most 1000 characters"],
    ];
    for (const [body, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await readers[0]!.agent.post("/api/reports", body);
      expectRefusal(res, 400, JSON.stringify(body));
      expect(res.json().message).toContain(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });

  it("is 401 for a visitor", async () => {
    const res = await t().agent().post("/api/reports", { targetType: "user", targetId: 1, reason: "spam" });
    expectRefusal(res, 401);
  });
});

describe("reports by enough members hold a post or a comment until a moderator looks", () => {
  it("holds a post reported by three different members: its author still sees it, marked; others no longer do", async () => {
    const { author, readers } = await authorAndReaders(4);
    const post = await createPost(author, { content: "Spam spam spam" });
    const [a, b, c, bystander] = readers as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    await report(a, "post", post.id);
    await report(b, "post", post.id, "harassment");
    // Two reports are not enough.
    expect(ok(await bystander.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    expect(ids(ok(await bystander.agent.get("/api/posts/feed"), 200))).toContain(post.id);

    await report(c, "post", post.id, "other", "It is an advert");
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200)).toMatchObject({ id: post.id, moderation: "held" });
    expect(ids(ok(await author.agent.get("/api/posts/feed"), 200))).toContain(post.id);
    expectRefusal(await bystander.agent.get(`/api/posts/${post.id}`), 404);
    expect(ids(ok(await bystander.agent.get("/api/posts/feed"), 200))).not.toContain(post.id);
    expect(ids(ok(await bystander.agent.get(`/api/posts/user/${author.user.id}`), 200))).not.toContain(post.id);
    // Its reporters no longer see it either, and cannot report it again.
    expectRefusal(await a.agent.get(`/api/posts/${post.id}`), 404);
  });

  it("holds a comment reported by three different members", async () => {
    const { author, readers } = await authorAndReaders(4);
    const post = await createPost(author);
    const [a, b, c, commenter] = readers as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    const comment = ok(await commenter.agent.post(`/api/posts/${post.id}/comments`, { content: "Click my link" }), 201);
    for (const reporter of [a, b, c]) await report(reporter, "comment", comment.id);

    const theirs = ok(await commenter.agent.get(`/api/posts/${post.id}/comments`), 200);
    expect(theirs).toEqual([expect.objectContaining({ id: comment.id, moderation: "held" })]);
    expect(ok(await author.agent.get(`/api/posts/${post.id}/comments`), 200)).toEqual([]);
    expect(ok(await a.agent.get(`/api/posts/${post.id}/comments`), 200)).toEqual([]);
    // The post itself stays.
    expect(ok(await a.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
  });

  it("does not hold what one member reports three times", async () => {
    const { author, readers } = await authorAndReaders(2);
    const post = await createPost(author);
    for (const reason of ["spam", "harassment", "danger"]) await report(readers[0]!, "post", post.id, reason);
    expect(await openReports("post", post.id)).toBe(1);
    expect(ok(await readers[1]!.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
  });

  it("holds a post once when three members report it at the same moment", async () => {
    const { author, readers } = await authorAndReaders(3);
    const post = await createPost(author);
    const fire = () => Promise.all(readers.map((r) => r.agent.post("/api/reports", { targetType: "post", targetId: post.id, reason: "spam" })));
    // On a server that runs transactions side by side, the three are made to meet: no report
    // can be written until all three are waiting, so none is counted before the others begin.
    const { database } = t();
    const answers =
      database.kind === "pglite"
        ? await fire()
        : await database.onOneConnection(async (query) => {
            await query("begin");
            await query("lock table reports in share mode");
            const sent = fire();
            // A transaction sees the activity as it first looked, unless told to look again.
            const waiting = async () => {
              await query("select pg_stat_clear_snapshot()");
              const { rows } = await query(
                "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
              );
              return (rows[0] as { n: number }).n;
            };
            await expect.poll(waiting, { timeout: 20_000 }).toBe(3);
            await query("commit");
            return sent;
          });
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(await openReports("post", post.id)).toBe(3);
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200).moderation).toBe("held");
    expectRefusal(await readers[0]!.agent.get(`/api/posts/${post.id}`), 404);
  });

  it("counts only established members towards a hold: new or unconfirmed accounts' reports reach the moderators but hold nothing", async () => {
    const { author, readers } = await authorAndReaders(3);
    const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
    const post = await createPost(author, { content: "Reported by throwaways" });
    // Three accounts made a minute ago, and three older ones whose address nobody confirmed.
    const newcomers = [await createUser(t()), await createUser(t()), await createUser(t())];
    for (const newcomer of newcomers) await t().db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, newcomer.user.id));
    const unconfirmed = [await createUser(t()), await createUser(t()), await createUser(t())];
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    for (const member of unconfirmed) await t().db.update(users).set({ createdAt: longAgo }).where(eq(users.id, member.user.id));
    for (const member of [...newcomers, ...unconfirmed]) {
      await connect(t(), author, member);
      await report(member, "post", post.id);
    }
    expect(ok(await readers[0]!.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    const queued = ok<ReportGroup[]>(await moderator.agent.get("/api/moderation/reports"), 200).find(
      (g) => g.target.type === "post" && g.target.id === post.id,
    );
    expect(queued?.reports).toHaveLength(6);

    // Two established members' reports are not enough; a third's is.
    await report(readers[0]!, "post", post.id);
    await report(readers[1]!, "post", post.id);
    expect(ok(await readers[2]!.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    await report(readers[2]!, "post", post.id);
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200).moderation).toBe("held");
  });

  it("does not hold a person or a group, however many report them", async () => {
    const { author, readers } = await authorAndReaders(3);
    const group = ok(await author.agent.post("/api/groups", { name: "Loud group", isPrivate: false }), 201);
    for (const reader of readers) {
      await report(reader, "user", author.user.id);
      await report(reader, "group", group.id);
    }
    expect(ok(await readers[0]!.agent.get(`/api/users/${author.user.id}`), 200).id).toBe(author.user.id);
    expect(ok(await readers[0]!.agent.get(`/api/groups/${group.id}`), 200).id).toBe(group.id);
  });
});

describe("how often a member may report", () => {
  it("takes 30 reports an hour from one member, then answers 429", async () => {
    const { author, readers } = await authorAndReaders(1);
    const post = await createPost(author);
    for (let i = 0; i < 30; i++) await report(readers[0]!, "post", post.id);
    const res = await readers[0]!.agent.post("/api/reports", { targetType: "post", targetId: post.id, reason: "spam" });
    expectRefusal(res, 429);
    // Another member is not held back by it.
    await report(author, "user", readers[0]!.user.id);
  });
});
