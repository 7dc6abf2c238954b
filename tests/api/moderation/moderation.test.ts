import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ModerationAction, ReportGroup } from "../../../contract/moderation";
import { accountHolds, posts, users } from "../../../server/db/schema";
import { expectRefusal, ok, uploadImage } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { type SignedInUser, connect, createPost, createUser } from "../../helpers/factories";
import { mailTo, useMailApp } from "../../helpers/mail-app";
import { act, establish, makeSiteRole, report } from "../../helpers/moderation";
import { openEventStream } from "../../helpers/sse";
import { listenOnLoopback } from "../../helpers/test-app";

// A test mail server, and a clock the tests move (suspensions end).
const m = useMailApp();
const t = () => m().t;
let base: string;
beforeAll(async () => {
  ({ base } = await listenOnLoopback(t()));
});

const DAY = 24 * 60 * 60 * 1000;
const ids = (body: { id: number }[]) => body.map((item) => item.id);

/** An author, a reader connected to them, and a moderator and an admin: new people per test. */
async function scene() {
  const author = await createUser(t(), { firstName: "Abe", lastName: "Author" });
  const reader = await createUser(t(), { firstName: "Rita", lastName: "Reader" });
  await connect(t(), author, reader);
  const moderator = await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator");
  const admin = await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin");
  return { author, reader, moderator, admin };
}

async function queue(staff: SignedInUser): Promise<ReportGroup[]> {
  return ok(await staff.agent.get("/api/moderation/reports"), 200);
}

const queued = (groups: ReportGroup[], type: string, id: number) => groups.find((g) => g.target.type === type && g.target.id === id);

const notices = async (member: SignedInUser) =>
  ok<{ type: string; title: string; message: string; postId: number | null; actorId: number | null }[]>(
    await member.agent.get("/api/notifications"),
    200,
  );

const signIn = (member: SignedInUser) => t().agent().post("/api/auth/login", { email: member.email, password: member.password });

describe("the moderators' queue", () => {
  it("groups open reports by target, the most reported first, each in context with what is known of its subject", async () => {
    const { author, reader, moderator } = await scene();
    const others = [await createUser(t()), await createUser(t())];
    for (const other of others) await connect(t(), author, other);
    const group = ok(await author.agent.post("/api/groups", { name: "Bible Study", isPrivate: false }), 201);
    const imageUrl = await uploadImage(author);
    const groupPost = ok(await author.agent.post(`/api/groups/${group.id}/posts`, { content: "Buy my book", type: "image", imageUrl }), 201);
    const wallPost = await createPost(author, { content: "Hello all" });
    const comment = ok(await author.agent.post(`/api/posts/${wallPost.id}/comments`, { content: "Rude words" }), 201);
    for (const member of [reader, ...others]) await ok(await member.agent.post(`/api/groups/${group.id}/join`), 200);

    await report(reader, "comment", comment.id, "harassment");
    await report(reader, "post", groupPost.id, "other", "An advert");
    await report(others[0]!, "post", groupPost.id, "spam");
    await report(others[1]!, "user", author.user.id, "spam");
    await report(others[1]!, "group", group.id, "false-teaching");

    const mine = (await queue(moderator)).filter((g) => g.target.subject?.id === author.user.id);
    expect(mine.map((g) => `${g.target.type}:${g.target.id}`)).toEqual([
      `post:${groupPost.id}`,
      `comment:${comment.id}`,
      `user:${author.user.id}`,
      `group:${group.id}`,
    ]);
    const [post, onComment, person, reportedGroup] = mine as [ReportGroup, ReportGroup, ReportGroup, ReportGroup];
    expect(post.target).toMatchObject({
      gone: false,
      content: "Buy my book",
      imageUrl: groupPost.imageUrl,
      groupId: group.id,
      groupName: "Bible Study",
      moderation: null,
    });
    expect(post.reports.map((r) => [r.reporter.id, r.reason, r.details])).toEqual([
      [reader.user.id, "other", "An advert"],
      [others[0]!.user.id, "spam", null],
    ]);
    expect(onComment.target).toMatchObject({ content: "Rude words", postId: wallPost.id, postContent: "Hello all" });
    expect(person.target).toMatchObject({ subject: { id: author.user.id, firstName: "Abe" }, content: null });
    expect(reportedGroup.target).toMatchObject({ content: null, groupId: group.id, groupName: "Bible Study" });
    for (const g of mine) {
      expect(g.reportsAgainstSubject).toBe(5);
      expect(g.history).toEqual([]);
      expect(g.hold).toBeNull();
    }
    // A moderator sees the photo of a post they could not otherwise see (held, in a group).
    expect((await moderator.agent.get(groupPost.imageUrl)).statusCode).toBe(200);
    // No e-mail address is in it.
    expect(JSON.stringify(mine)).not.toMatch(/@example\.org/);
  });

  it("shows the subject's past actions, newest first, and their hold", async () => {
    const { author, reader, moderator } = await scene();
    const first = await act(moderator, { action: "warn", targetType: "user", targetId: author.user.id, reason: "Be kind" });
    const second = await act(moderator, { action: "suspend", targetType: "user", targetId: author.user.id, reason: "Spam again", days: 3 });
    await report(reader, "user", author.user.id, "spam");
    const entry = queued(await queue(moderator), "user", author.user.id)!;
    expect(entry.history.map((h) => h.id)).toEqual([second.id, first.id]);
    expect(entry.history[0]).toMatchObject({ action: "suspend", reason: "Spam again", actor: { id: moderator.user.id } });
    expect(entry.hold).toEqual({ kind: "suspension", until: second.until, reason: "Spam again" });
  });
});

describe("POST /api/moderation/actions", () => {
  it("resolves the target's reports; the author is told why and each reporter that it was handled, also live", async () => {
    const { author, reader, moderator } = await scene();
    const post = await createPost(author, { content: "Cheap watches here" });
    const authorStream = await openEventStream(`${base}/api/notifications/stream`, author.agent.cookieHeader);
    const readerStream = await openEventStream(`${base}/api/notifications/stream`, reader.agent.cookieHeader);
    await authorStream.next((e) => e.event === "count");
    await readerStream.next((e) => e.event === "count");
    await report(reader, "post", post.id, "spam");

    const action = await act(moderator, { action: "remove", targetType: "post", targetId: post.id, reason: "Advertising is not allowed" });
    expect(action).toMatchObject({
      action: "remove",
      targetType: "post",
      targetId: post.id,
      actor: { id: moderator.user.id },
      subject: { id: author.user.id },
      reason: "Advertising is not allowed",
      until: null,
      undoneAt: null,
      undoneBy: null,
    });
    expect(queued(await queue(moderator), "post", post.id)).toBeUndefined();

    const [toAuthor] = await notices(author);
    expect(toAuthor).toMatchObject({
      type: "moderation",
      title: "Your post was removed",
      message: 'A moderator removed your post "Cheap watches here". Reason: Advertising is not allowed',
      postId: post.id,
      actorId: null,
    });
    const [toReader] = await notices(reader);
    expect(toReader).toMatchObject({ type: "report_handled", title: "Report handled", actorId: null });
    expect(toReader!.message).toBe('Thank you for reporting the post "Cheap watches here". Our moderators have looked into it.');
    expect(toReader!.message).not.toMatch(/remov|Advertising/i);

    const live = await authorStream.next((e) => e.event === "notification");
    expect(live.data).toMatchObject({ notification: { type: "moderation", title: "Your post was removed" } });
    const heard = await readerStream.next((e) => e.event === "notification");
    expect(heard.data).toMatchObject({ notification: { type: "report_handled" } });
    await Promise.all([authorStream.close(), readerStream.close()]);

    // The removal is mailed at once; the reporter's thanks are not.
    const mail = await mailTo(m().smtp, author.email, "Your post was removed");
    expect(mail.text).toContain("Advertising is not allowed");
  });

  it("dismiss: nothing was wrong, and a post or comment held by reports is shown again", async () => {
    const { author, moderator } = await scene();
    const readers = [await createUser(t()), await createUser(t()), await createUser(t())];
    for (const r of readers) await establish(t(), r);
    for (const r of readers) await connect(t(), author, r);
    const post = await createPost(author);
    const comment = ok(await author.agent.post(`/api/posts/${post.id}/comments`, { content: "Fine words" }), 201);
    for (const r of readers) await report(r, "comment", comment.id);
    for (const r of readers) await report(r, "post", post.id);
    expectRefusal(await readers[0]!.agent.get(`/api/posts/${post.id}`), 404);

    await act(moderator, { action: "dismiss", targetType: "post", targetId: post.id, reason: "Nothing wrong" });
    await act(moderator, { action: "dismiss", targetType: "comment", targetId: comment.id, reason: "Nothing wrong" });
    expect(ok(await readers[0]!.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    expect(ids(ok(await readers[0]!.agent.get("/api/posts/feed"), 200))).toContain(post.id);
    expect(ids(ok(await readers[0]!.agent.get(`/api/posts/${post.id}/comments`), 200))).toEqual([comment.id]);
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    // The author is not told of a dismissal; each reporter is told their reports were handled.
    expect((await notices(author)).filter((n) => n.type === "moderation")).toEqual([]);
    expect((await notices(readers[1]!)).filter((n) => n.type === "report_handled")).toHaveLength(2);
  });

  it("remove: a post, a comment or a group is taken down; its author still sees a post or comment, marked", async () => {
    const { author, reader, moderator } = await scene();
    const post = await createPost(author);
    const other = await createPost(reader);
    const comment = ok(await author.agent.post(`/api/posts/${other.id}/comments`, { content: "Nasty" }), 201);
    const group = ok(await author.agent.post("/api/groups", { name: "Bad place", isPrivate: false }), 201);
    ok(await reader.agent.post(`/api/groups/${group.id}/join`), 200);

    await act(moderator, { action: "remove", targetType: "post", targetId: post.id, reason: "Spam" });
    await act(moderator, { action: "remove", targetType: "comment", targetId: comment.id, reason: "Unkind" });
    await act(moderator, { action: "remove", targetType: "group", targetId: group.id, reason: "Hateful" });

    expectRefusal(await reader.agent.get(`/api/posts/${post.id}`), 404);
    expect(ids(ok(await reader.agent.get("/api/posts/feed"), 200))).not.toContain(post.id);
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200).moderation).toBe("removed");
    expect(ok(await reader.agent.get(`/api/posts/${other.id}/comments`), 200)).toEqual([]);
    expect(ok(await author.agent.get(`/api/posts/${other.id}/comments`), 200)).toEqual([
      expect.objectContaining({ id: comment.id, moderation: "removed" }),
    ]);
    // A removed group is gone for everyone, its members and creator included.
    expectRefusal(await reader.agent.get(`/api/groups/${group.id}`), 404);
    expectRefusal(await author.agent.get(`/api/groups/${group.id}`), 404);

    const told = (await notices(author)).filter((n) => n.type === "moderation").map((n) => n.title);
    expect(told.sort()).toEqual(["Your comment was removed", "Your group was removed", "Your post was removed"]);
    const groupNotice = (await notices(author)).find((n) => n.title === "Your group was removed")!;
    expect(groupNotice.message).toBe("A moderator removed your group Bad place. Reason: Hateful");

    // Removing it again: 409, nothing changed.
    const before = await databaseDigest(t().db);
    const again = await moderator.agent.post("/api/moderation/actions", { action: "remove", targetType: "post", targetId: post.id, reason: "x" });
    expectRefusal(again, 409);
    expect(again.json().message).toBe("This post was already removed");
    expect(await databaseDigest(t().db)).toBe(before);
  });

  it("acts on a group whose creator has left: it may be removed, but there is nobody to warn", async () => {
    const { author, moderator } = await scene();
    const group = ok(await author.agent.post("/api/groups", { name: "Orphaned", isPrivate: false }), 201);
    await t().db.delete(users).where(eq(users.id, author.user.id));
    const before = await databaseDigest(t().db);
    const res = await moderator.agent.post("/api/moderation/actions", { action: "warn", targetType: "group", targetId: group.id, reason: "x" });
    expectRefusal(res, 409);
    expect(res.json().message).toBe("Whoever made this group has left: there is nobody to warn");
    expect(await databaseDigest(t().db)).toBe(before);
    expect((await act(moderator, { action: "remove", targetType: "group", targetId: group.id, reason: "Hateful" })).subject).toBeNull();
  });

  it("warn: the author of what was reported is told why, and nothing else changes", async () => {
    const { author, reader, moderator } = await scene();
    const post = await createPost(author, { content: "Harsh words" });
    await report(reader, "post", post.id, "harassment");
    const action = await act(moderator, { action: "warn", targetType: "post", targetId: post.id, reason: "Please speak kindly" });
    expect(action.subject?.id).toBe(author.user.id);
    const [warning] = await notices(author);
    expect(warning).toMatchObject({
      type: "moderation",
      title: "A warning from the moderators",
      message: 'A moderator warned you about your post "Harsh words". Reason: Please speak kindly',
    });
    expect(ok(await reader.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    expect(ok(await author.agent.get("/api/auth/user"), 200).id).toBe(author.user.id);
    await mailTo(m().smtp, author.email, "A warning from the moderators");
  });

  it("ban: every session of theirs ends, sign-in is refused with the reason, and what they wrote vanishes", async () => {
    const { author, reader, moderator } = await scene();
    const post = await createPost(author, { content: "Spam" });
    const readersPost = await createPost(reader);
    const comment = ok(await author.agent.post(`/api/posts/${readersPost.id}/comments`, { content: "More spam" }), 201);
    const otherDevice = t().agent();
    ok(await otherDevice.post("/api/auth/login", { email: author.email, password: author.password }), 200);
    const stream = await openEventStream(`${base}/api/notifications/stream`, author.agent.cookieHeader);
    await stream.next((e) => e.event === "count");

    // Banned from a comment of theirs: the ban is on its author.
    const action = await act(moderator, { action: "ban", targetType: "comment", targetId: comment.id, reason: "A spam account" });
    expect(action).toMatchObject({ action: "ban", subject: { id: author.user.id }, until: null });

    expectRefusal(await author.agent.get("/api/auth/user"), 401);
    expectRefusal(await otherDevice.get("/api/posts/feed"), 401);
    await stream.next((e) => e.event === "closed" && (e.data as { reason: string }).reason === "signed-out");
    await stream.ended;

    const refused = await signIn(author);
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe("This account has been banned: A spam account");
    // A wrong password is still only a wrong password: the ban is told to the account's owner alone.
    expectRefusal(await t().agent().post("/api/auth/login", { email: author.email, password: "wrong password" }), 401);

    expectRefusal(await reader.agent.get(`/api/posts/${post.id}`), 404);
    expect(ids(ok(await reader.agent.get("/api/posts/feed"), 200))).not.toContain(post.id);
    expect(ok(await reader.agent.get(`/api/posts/${readersPost.id}/comments`), 200)).toEqual([]);
    expectRefusal(await reader.agent.get(`/api/users/${author.user.id}`), 404);
    // Moderators still read it as it is.
    expect(queued(await queue(moderator), "comment", comment.id)).toBeUndefined();
    await mailTo(m().smtp, author.email, "Your account has been banned");

    // Banning again: 409.
    const again = await moderator.agent.post("/api/moderation/actions", {
      action: "ban",
      targetType: "user",
      targetId: author.user.id,
      reason: "x",
    });
    expectRefusal(again, 409);
    expect(again.json().message).toBe("This member is already banned");
  });

  it("suspend: sign-in is refused until the time, then works again", async () => {
    const { author, moderator } = await scene();
    const action = await act(moderator, { action: "suspend", targetType: "user", targetId: author.user.id, reason: "Cool off", days: 7 });
    expect(Date.parse(action.until!) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expectRefusal(await author.agent.get("/api/auth/user"), 401);

    const day = new Date(action.until!).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const refused = await signIn(author);
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe(`This account is suspended until ${day}: Cool off`);
    expect(refused.json().message).toMatch(/until \d{1,2} [A-Z][a-z]+ \d{4}: Cool off$/);
    await mailTo(m().smtp, author.email, "Your account is suspended");

    m().advance(7 * DAY - 60 * 60 * 1000);
    expectRefusal(await signIn(author), 403);
    m().advance(60 * 60 * 1000 + 1000);
    const device = t().agent();
    const back = await device.post("/api/auth/login", { email: author.email, password: author.password });
    expect(back.statusCode, back.body).toBe(200);
    expect(await t().db.select().from(accountHolds).where(eq(accountHolds.userId, author.user.id))).toEqual([]);
    // The notice waited for them.
    const [notice] = ok(await device.get("/api/notifications"), 200);
    expect(notice).toMatchObject({
      type: "moderation",
      title: "Your account is suspended",
      message: `Your account is suspended until ${day}. Reason: Cool off`,
    });
  });

  it("acts on a person with no open report (from their history): a moderator may", async () => {
    const { author, moderator } = await scene();
    const action = await act(moderator, { action: "warn", targetType: "user", targetId: author.user.id, reason: "Mind your words" });
    expect(action.subject?.id).toBe(author.user.id);
    const [warning] = await notices(author);
    expect(warning!.message).toBe("A moderator warned you. Reason: Mind your words");
  });

  it("dismisses the reports of something deleted since; acting on it otherwise is a 404", async () => {
    const { author, reader, moderator } = await scene();
    const post = await createPost(author, { content: "Soon gone" });
    await report(reader, "post", post.id);
    expect((await author.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    const entry = queued(await queue(moderator), "post", post.id)!;
    expect(entry.target).toMatchObject({ gone: true, content: null, subject: { id: author.user.id } });

    expectRefusal(
      await moderator.agent.post("/api/moderation/actions", { action: "remove", targetType: "post", targetId: post.id, reason: "x" }),
      404,
    );
    await act(moderator, { action: "dismiss", targetType: "post", targetId: post.id, reason: "Deleted by its author" });
    const [thanks] = await notices(reader);
    expect(thanks!.message).toBe("Thank you for reporting a post since deleted. Our moderators have looked into it.");
    const res = await moderator.agent.post("/api/moderation/actions", { action: "dismiss", targetType: "post", targetId: post.id, reason: "x" });
    expectRefusal(res, 404);
    expect(res.json().message).toBe("Post not found");
  });
});

describe("who may act on whom", () => {
  const attempt = (staff: SignedInUser, targetId: number, action = "warn") =>
    staff.agent.post("/api/moderation/actions", { action, targetType: "user", targetId, reason: "Testing", days: 1 });

  it("a moderator acts on members only: never on a moderator or an admin, nor on themselves (403, nothing changed)", async () => {
    const { moderator, admin } = await scene();
    const otherModerator = await makeSiteRole(t(), await createUser(t()), "moderator");
    const hisPost = await createPost(otherModerator);
    const cases: [number, string, string][] = [
      [admin.user.id, "ban", "Nobody can moderate an admin or what they wrote"],
      [otherModerator.user.id, "suspend", "Only an admin can moderate a moderator or what they wrote"],
      [moderator.user.id, "warn", "You cannot moderate yourself or what you wrote: another moderator will"],
    ];
    for (const [targetId, action, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await attempt(moderator, targetId, action);
      expectRefusal(res, 403, `${action} ${targetId}`);
      expect(res.json().message).toBe(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
    // What a moderator wrote is theirs: the same rule.
    const res = await moderator.agent.post("/api/moderation/actions", {
      action: "remove",
      targetType: "post",
      targetId: hisPost.id,
      reason: "x",
    });
    expectRefusal(res, 403);
    expectRefusal(await attempt(moderator, otherModerator.user.id, "dismiss"), 403);
    const aboutAdmin = await attempt(moderator, admin.user.id, "dismiss");
    expectRefusal(aboutAdmin, 403);
    expect(aboutAdmin.json().message).toBe("Only an admin can dismiss reports about an admin");
  });

  it("an admin acts on a moderator, and only dismisses reports about another admin", async () => {
    const { admin } = await scene();
    const moderator = await makeSiteRole(t(), await createUser(t()), "moderator");
    const otherAdmin = await makeSiteRole(t(), await createUser(t()), "admin");
    await act(admin, { action: "suspend", targetType: "user", targetId: moderator.user.id, reason: "Abused the role", days: 2 });
    expectRefusal(await attempt(admin, otherAdmin.user.id), 403);
    expectRefusal(await attempt(admin, admin.user.id), 403);
    expectRefusal(await attempt(admin, admin.user.id, "dismiss"), 403);
    // Reports about another admin: dismissed, and no more.
    await act(admin, { action: "dismiss", targetType: "user", targetId: otherAdmin.user.id, reason: "Nothing wrong" });
  });

  it("refuses bad bodies with clear messages, and changes nothing", async () => {
    const { author, moderator } = await scene();
    const target = { targetType: "user", targetId: author.user.id };
    const cases: [unknown, string][] = [
      [{ ...target, action: "suspend", reason: "x" }, "Say how many days the suspension lasts"],
      [{ ...target, action: "suspend", reason: "x", days: 0 }, "A suspension lasts at least 1 day"],
      [{ ...target, action: "suspend", reason: "x", days: 366 }, "A suspension lasts at most 365 days"],
      [{ ...target, action: "suspend", reason: "x", days: 1.5 }, "Days must be a whole number"],
      [{ ...target, action: "remove", reason: "x" }, "A person cannot be removed: suspend or ban them"],
      [{ ...target, action: "delete", reason: "x" }, "Action must be one of dismiss, remove, warn, suspend, ban"],
      [{ ...target, action: "warn" }, "Reason must be text"],
      [{ ...target, action: "warn", reason: "  " }, "Give a reason"],
      [{ ...target, action: "warn", reason: "x".repeat(1001) }, "Reason must be at most 1000 characters"],
      [{ targetType: "prayer", targetId: 1, action: "warn", reason: "x" }, "Target must be a post, comment, user or group"],
      [{ targetType: "user", targetId: -4, action: "warn", reason: "x" }, "Invalid id"],
    ];
    for (const [body, message] of cases) {
      const before = await databaseDigest(t().db);
      const res = await moderator.agent.post("/api/moderation/actions", body);
      expectRefusal(res, 400, JSON.stringify(body));
      expect(res.json().message).toContain(message);
      expect(await databaseDigest(t().db)).toBe(before);
    }
    expectRefusal(await moderator.agent.post("/api/moderation/actions", { ...target, targetId: 2147483647, action: "warn", reason: "x" }), 404);
  });
});

describe("POST /api/moderation/actions/:id/undo", () => {
  const undo = (staff: SignedInUser, id: number) => staff.agent.post(`/api/moderation/actions/${id}/undo`);

  it("an admin undoes a removal: shown again", async () => {
    const { author, reader, moderator, admin } = await scene();
    const post = await createPost(author);
    const action = await act(moderator, { action: "remove", targetType: "post", targetId: post.id, reason: "Mistake" });
    const undone = ok<ModerationAction>(await undo(admin, action.id), 200);
    expect(undone).toMatchObject({ id: action.id, undoneBy: { id: admin.user.id } });
    expect(undone.undoneAt).not.toBeNull();
    expect(ok(await reader.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
    const again = await undo(admin, action.id);
    expectRefusal(again, 409);
    expect(again.json().message).toBe("Already undone");
  });

  it("an admin lifts a ban or a suspension: the member signs in again, and what they wrote is back", async () => {
    const { author, reader, moderator, admin } = await scene();
    const post = await createPost(author);
    const ban = await act(moderator, { action: "ban", targetType: "user", targetId: author.user.id, reason: "Wrong person" });
    expectRefusal(await reader.agent.get(`/api/posts/${post.id}`), 404);
    ok(await undo(admin, ban.id), 200);
    expect(ok(await reader.agent.get(`/api/posts/${post.id}`), 200).id).toBe(post.id);
    expect((await signIn(author)).statusCode).toBe(200);

    const suspension = await act(moderator, { action: "suspend", targetType: "user", targetId: author.user.id, reason: "Too harsh", days: 30 });
    expectRefusal(await signIn(author), 403);
    ok(await undo(admin, suspension.id), 200);
    expect((await signIn(author)).statusCode).toBe(200);
  });

  it("lifts only the hold its action made: a ban made since stands", async () => {
    const { author, moderator, admin } = await scene();
    const suspension = await act(moderator, { action: "suspend", targetType: "user", targetId: author.user.id, reason: "First", days: 3 });
    await act(moderator, { action: "ban", targetType: "user", targetId: author.user.id, reason: "Then worse" });
    ok(await undo(admin, suspension.id), 200);
    const refused = await signIn(author);
    expectRefusal(refused, 403);
    expect(refused.json().message).toBe("This account has been banned: Then worse");
  });

  it("marks a warning or a dismissal undone, and changes nothing else", async () => {
    const { author, moderator, admin } = await scene();
    const warning = await act(moderator, { action: "warn", targetType: "user", targetId: author.user.id, reason: "Careful" });
    const post = await createPost(author);
    const dismissal = await act(moderator, { action: "dismiss", targetType: "post", targetId: post.id, reason: "Fine" });
    for (const action of [warning, dismissal]) {
      expect(ok<ModerationAction>(await undo(admin, action.id), 200).undoneBy?.id).toBe(admin.user.id);
    }
    expect(ok(await author.agent.get(`/api/posts/${post.id}`), 200).moderation).toBeNull();
  });

  it("is 403 for a moderator and 404 for an action that does not exist", async () => {
    const { author, moderator, admin } = await scene();
    const post = await createPost(author);
    const action = await act(moderator, { action: "remove", targetType: "post", targetId: post.id, reason: "Spam" });
    const before = await databaseDigest(t().db);
    const res = await undo(moderator, action.id);
    expectRefusal(res, 403);
    expect(res.json().message).toBe("Only admins can do that");
    expect(await databaseDigest(t().db)).toBe(before);
    expectRefusal(await undo(admin, 2147483647), 404);
    const [row] = await t().db.select({ moderation: posts.moderation }).from(posts).where(eq(posts.id, post.id));
    expect(row!.moderation).toBe("removed");
  });
});

describe("GET /api/moderation/actions: the audit log", () => {
  it("lists every action newest first, paged by cursor, for moderators and admins", async () => {
    const { author, moderator, admin } = await scene();
    const made: number[] = [];
    for (const reason of ["one", "two", "three"]) {
      made.push((await act(moderator, { action: "warn", targetType: "user", targetId: author.user.id, reason })).id);
    }
    const first = ok<ModerationAction[]>(await admin.agent.get("/api/moderation/actions?limit=2"), 200);
    expect(first.map((a) => a.id)).toEqual([made[2], made[1]]);
    const next = ok<ModerationAction[]>(await moderator.agent.get(`/api/moderation/actions?limit=2&cursor=${made[1]}`), 200);
    expect(next[0]).toMatchObject({ id: made[0], reason: "one", actor: { id: moderator.user.id }, subject: { id: author.user.id } });
    expectRefusal(await admin.agent.get("/api/moderation/actions?limit=0"), 400);
  });
});

describe("members and visitors", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/api/moderation/reports"],
    ["GET", "/api/moderation/reports/count"],
    ["GET", "/api/moderation/team"],
    ["GET", "/api/moderation/actions"],
    ["POST", "/api/moderation/actions", { action: "warn", targetType: "user", targetId: 1, reason: "x" }],
    ["POST", "/api/moderation/actions", { nonsense: true }],
    ["POST", "/api/moderation/actions/1/undo"],
    ["PUT", "/api/moderation/roles/1", { role: "moderator" }],
    ["PUT", "/api/moderation/roles/abc", { role: "admin" }],
  ];

  it("gets 403 from every moderation route, whatever it sends; a visitor 401", async () => {
    const member = await createUser(t());
    for (const [method, url, body] of routes) {
      const before = await databaseDigest(t().db);
      const res = await member.agent.request(method as "GET", url, body);
      expectRefusal(res, 403, `${method} ${url}`);
      expect(res.json().message).toBe("Only moderators can do that");
      expectRefusal(
        await t()
          .agent()
          .request(method as "GET", url, body),
        401,
        `visitor ${method} ${url}`,
      );
      expect(await databaseDigest(t().db)).toBe(before);
    }
  });
});
