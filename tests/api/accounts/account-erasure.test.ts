import fs from "node:fs";
import { quietContext } from "../../../server/core/context";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { accountTokens, mailOutbox, mailPreferences, roomMembers } from "../../../server/db/schema";
import { sweepFiles } from "../../../server/services/files/file-sweep";
import { localStorage } from "../../../server/storage/local-storage";
import type { ObjectStorage } from "../../../server/core/object-storage";
import { ok, uploadImage } from "../../helpers/access";
import { createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { browserKeys } from "../../helpers/push-endpoint";
import { TEST_SECRET, type TestApp, useTestApp } from "../../helpers/test-app";

// Deleting an account leaves nothing of the member: no row in any table names them or holds
// their address, and none of their stored files remains once the file sweep has run, even if
// the process died right after the deletion committed. The tables are read from the database
// itself, so a table added later is covered without a word here.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "koinonia-erasure-"));
const local = localStorage(root, TEST_SECRET);
// While `down`, stored files cannot be removed: as if the process died right after the commit.
let down = false;
const storage: ObjectStorage = Object.assign(Object.create(local) as ObjectStorage, {
  remove: (key: string) => (down ? Promise.reject(new Error("storage unreachable")) : local.remove(key)),
  uploadOrigins: local.uploadOrigins,
});
const t = useTestApp({ storage: { storage, localUploads: { storage: local, secret: TEST_SECRET } } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const sweep = () => sweepFiles(quietContext(t().db, { storage: local }));
const stored = (key: string) => fs.existsSync(path.join(root, key));
const storedFiles = () =>
  fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();

const deleteAccount = (who: SignedInUser) => who.agent.request("DELETE", "/api/account", { password: who.password, confirmation: "DELETE" });

/** Every table of the app's schema and, per table, the columns that name a member. */
async function userColumns(app: TestApp): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ table_name: string }>(
    app.db,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  // A foreign key to users, or a column named for a user that has none (feed_entries.user_id).
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    app.db,
    sql`select cl.relname as table_name, a.attname as column_name
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and k.confrelid = 'users'::regclass
        union
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and (column_name = 'user_id' or column_name like '%\\_user\\_id')
        union
        select 'users', 'id'`,
  );
  const map = new Map(tables.map((r) => [r.table_name, [] as string[]]));
  for (const c of columns) map.get(c.table_name)?.push(c.column_name);
  return map;
}

/** Per table, how many rows name the member by id or hold their address anywhere in them. */
async function rowsOf(app: TestApp, id: number, email: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, columns] of await userColumns(app)) {
    const named = columns.map((c) => sql`${sql.identifier(c)} = ${id}`);
    const hasEmail = sql`strpos(lower(t::text), ${email.toLowerCase()}) > 0`;
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} t where ${sql.join([...named, hasEmail], sql` or `)}`,
    );
    counts[table] = row!.n;
  }
  return counts;
}

const connectThroughRequests = async (from: SignedInUser, to: SignedInUser, accept: boolean) => {
  const request = ok<{ id: number }>(await from.agent.post("/api/connections", { addresseeId: to.user.id }), 201);
  if (accept) ok(await to.agent.put(`/api/connections/${request.id}`, { status: "accepted" }), 200);
};

/** A member with something of everything, among people who keep things of theirs. */
async function memberWithEverything() {
  const person = (firstName: string) => createUser(t(), { firstName, lastName: "Test" });
  const [ann, bob, cal, dan, eve] = await Promise.all([person("Ann"), person("Bob"), person("Cal"), person("Dan"), person("Eve")]);
  // A second session, in another browser.
  ok(await t().agent().post("/api/auth/login", { email: ann.email, password: ann.password }), 200);
  // Connections both ways, and a request pending each way.
  await connectThroughRequests(ann, bob, true);
  await connectThroughRequests(cal, ann, true);
  await connectThroughRequests(ann, dan, false);
  await connectThroughRequests(eve, ann, false);

  ok(await ann.agent.put("/api/profile-images", { profileImageURL: await uploadImage(ann) }), 200);
  ok(await ann.agent.put("/api/banner-images", { bannerImageURL: await uploadImage(ann) }), 200);
  const photo = await createPost(ann, { content: "Our new church", type: "image", imageUrl: await uploadImage(ann) });
  const prayer = await createPost(ann, { content: "Pray for my exams", type: "prayer" });
  await uploadImage(ann); // never attached: the upload and its file wait for the sweep

  // Groups: one Ann leads (with a photo in it), one she joined; invitations each way.
  const led = ok<{ id: number }>(await ann.agent.post("/api/groups", { name: "Ann's circle", isPrivate: true }), 201);
  ok(await ann.agent.post(`/api/groups/${led.id}/posts`, { content: "Our retreat", type: "image", imageUrl: await uploadImage(ann) }), 201);
  ok(await ann.agent.post(`/api/groups/${led.id}/invitations`, { userId: bob.user.id }), 201);
  ok(await ann.agent.post(`/api/groups/${led.id}/invitations`, { userId: cal.user.id }), 201);
  ok(await cal.agent.put(`/api/groups/invitations/${(await invitationTo(cal, led.id)).id}`, { status: "accepted" }), 200);
  const bobs = ok<{ id: number }>(await bob.agent.post("/api/groups", { name: "Bob's choir", isPrivate: false }), 201);
  ok(await ann.agent.post(`/api/groups/${bobs.id}/join`), 200);
  const bobsPrivate = ok<{ id: number }>(await bob.agent.post("/api/groups", { name: "Bob's study", isPrivate: true }), 201);
  ok(await bob.agent.post(`/api/groups/${bobsPrivate.id}/invitations`, { userId: ann.user.id }), 201);

  // Prayers and comments each way, and the notices they leave.
  const bobsPost = await createPost(bob, { content: "Bob's photo", type: "image", imageUrl: await uploadImage(bob) });
  ok(await ann.agent.post(`/api/posts/${bobsPost.id}/interact`, { type: "prayer" }), 200);
  ok(await ann.agent.post(`/api/posts/${bobsPost.id}/comments`, { content: "Beautiful" }), 201);
  ok(await bob.agent.post(`/api/posts/${prayer.id}/interact`, { type: "prayer" }), 200);
  // A browser that shows her notices.
  ok(await ann.agent.post("/api/push/subscriptions", { endpoint: "https://push.example.invalid/ann", keys: browserKeys().keys }), 201);
  ok(await cal.agent.post(`/api/posts/${photo.id}/comments`, { content: "Lovely" }), 201);
  ok(await ann.agent.post(`/api/posts/${prayer.id}/comments`, { content: "Thank you all" }), 201);

  // Live prayer rooms: one she hosts, and Bob's, which she joined and prayed and wrote in.
  ok(await ann.agent.post("/api/rooms", { title: "Ann's evening prayer" }), 201);
  const bobsRoom = ok<{ id: number }>(await bob.agent.post("/api/rooms", { title: "Bob's vigil" }), 201);
  await t().db.insert(roomMembers).values({ roomId: bobsRoom.id, userId: ann.user.id });
  ok(await ann.agent.post(`/api/rooms/${bobsRoom.id}/requests`, { content: "Ann's request" }), 201);
  ok(await ann.agent.post(`/api/rooms/${bobsRoom.id}/messages`, { content: "Ann's message" }), 201);
  ok(await bob.agent.post(`/api/rooms/${bobsRoom.id}/messages`, { content: "Bob's message" }), 201);

  // What the mail features keep: a token, preferences, a mail waiting.
  await t()
    .db.insert(accountTokens)
    .values({
      id: "a".repeat(64),
      userId: ann.user.id,
      purpose: "reset-password",
      email: ann.email,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  await t().db.insert(mailPreferences).values({ userId: ann.user.id, comments: "off" });
  await t()
    .db.insert(mailOutbox)
    .values({
      userId: ann.user.id,
      toAddress: ann.email,
      subject: "Later",
      textBody: "x",
      htmlBody: "x",
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });

  return { ann, bob, bobsPost, bobsRoom, annsPosts: [photo.id, prayer.id] };
}

async function invitationTo(who: SignedInUser, groupId: number) {
  const invitations = ok<{ id: number; group: { id: number } }[]>(await who.agent.get("/api/groups/invitations"), 200);
  return invitations.find((i) => i.group.id === groupId)!;
}

async function filesOf(app: TestApp, id: number): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    app.db,
    sql`select key from objects where owner_id = ${id} union select 'uploads/' || id from uploads where user_id = ${id}`,
  );
  return rows.map((r) => r.key);
}

/** The receipt is the one row that names the address until it is sent; then it is gone too. */
async function receiptSent(app: TestApp, email: string) {
  const queued = async () =>
    (await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from mail_outbox where to_address = ${email}`))[0]!.n;
  await expect.poll(queued, { timeout: 20_000, message: "the receipt was never sent" }).toBe(0);
}

describe("deleting an account", () => {
  it("leaves no row of the member in any table, and no stored file of theirs", async () => {
    const { ann, bob, bobsPost, bobsRoom, annsPosts } = await memberWithEverything();
    const before = await rowsOf(t(), ann.user.id, ann.email);
    // The member really has something everywhere the app keeps anything of a member.
    for (const table of [
      "users",
      "sessions",
      "connections",
      "posts",
      "interactions",
      "comments",
      "notifications",
      "uploads",
      "objects",
      "groups",
      "group_members",
      "group_invitations",
      "feed_entries",
      "account_tokens",
      "mail_outbox",
      "mail_preferences",
      "push_subscriptions",
      "rooms",
      "room_members",
      "room_requests",
      "room_messages",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const annsFiles = await filesOf(t(), ann.user.id);
    expect(annsFiles.filter(stored).length).toBeGreaterThanOrEqual(5);
    const bobsFiles = (await filesOf(t(), bob.user.id)).filter(stored);
    expect(bobsFiles.length).toBeGreaterThan(0);
    const othersFiles = storedFiles().filter((f) => !annsFiles.includes(f));

    expect((await deleteAccount(ann)).statusCode).toBe(204);
    await receiptSent(t(), ann.email);
    await sweep();

    const after = await rowsOf(t(), ann.user.id, ann.email);
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(18);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const [pointing] = await queryRows<{ n: number }>(
      t().db,
      sql`select count(*)::int as n from feed_entries where post_id = any(${sql.param(annsPosts)}::int[])`,
    );
    expect(pointing!.n).toBe(0);

    expect(annsFiles.filter(stored)).toEqual([]);
    expect(storedFiles()).toEqual(othersFiles);
    expect(bobsFiles.every(stored)).toBe(true);
    expect(ok(await bob.agent.get(`/api/posts/${bobsPost.id}`), 200)).toMatchObject({ prayerCount: 0, commentCount: 0 });
    // Bob's room stays, with his own words; hers, and the request she was being prayed for in it, are gone.
    const room = ok(await bob.agent.get(`/api/rooms/${bobsRoom.id}`), 200);
    expect(room).toMatchObject({ requests: [], currentRequestId: null, joinedCount: 0 });
    expect(room.messages.map((m: { content: string }) => m.content)).toEqual(["Bob's message"]);
  });

  it("removes the member's files with a later sweep when they could not be removed after the commit", async () => {
    const ann = await createUser(t());
    ok(await ann.agent.put("/api/profile-images", { profileImageURL: await uploadImage(ann) }), 200);
    await createPost(ann, { content: "A photo", type: "image", imageUrl: await uploadImage(ann) });
    await uploadImage(ann);
    const files = (await filesOf(t(), ann.user.id)).filter(stored);
    expect(files.length).toBeGreaterThanOrEqual(3);

    down = true;
    try {
      expect((await deleteAccount(ann)).statusCode).toBe(204);
    } finally {
      down = false;
    }
    expect(files.filter(stored)).toEqual(files);
    const queued = await queryRows<{ key: string }>(t().db, sql`select key from file_removals where key = any(${sql.param(files)}::text[])`);
    expect(queued.map((r) => r.key).sort()).toEqual([...files].sort());

    await sweep();
    expect(files.filter(stored)).toEqual([]);
    const left = await queryRows<{ key: string }>(t().db, sql`select key from file_removals where key = any(${sql.param(files)}::text[])`);
    expect(left).toEqual([]);
  });
});
