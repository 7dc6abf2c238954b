import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { roomMembers, signupApprovals, siteInvitations } from "../../../server/db/schema";
import { seedDemo } from "../../../server/demo/seed";
import { addMember } from "../../../server/services/groups/groups";
import { expectRefusal, ok, uploadImage } from "../../helpers/access";
import { databaseDigest } from "../../helpers/digest";
import { connect, createPost, createUser, type SignedInUser } from "../../helpers/factories";
import { png } from "../../helpers/images";
import { makeSiteRole } from "../../helpers/moderation";
import { type EventStream, liveStreams } from "../../helpers/sse";
import { type Agent, listenOnLoopback, useTestApp } from "../../helpers/test-app";
import { jsonIn, unzip } from "../../helpers/unzip";
import { drainAll } from "../../helpers/feed";

// Every route that names something by an id in its path, called by each kind of person: the
// owner of what is named, a connection of the owner, a stranger, a member and non-members of
// a public and of a private group, someone the owner blocked and someone who blocked the
// owner, and a visitor. Whoever may, succeeds; anyone else gets a 401 (visitor), 403 (may see
// it, may not do that) or 404 (may not even know it exists) with a JSON { message } and
// nothing else, and a refused request changes nothing in the database.
// A route added with a `:param`, or under /api/admin/ (the team's console, which names no one
// by id but must refuse everyone else all the same), fails the coverage test below until it
// has rows here.

const registered = new Set<string>();
const t = useTestApp({
  // Photo rows upload an image per case; the hourly upload limit has its own test.
  env: { RATE_LIMIT_UPLOADS_PER_HOUR: "100000", RATE_LIMIT_EXPORTS_PER_HOUR: "100000" },
  onRoute: (route) => {
    for (const method of [route.method].flat()) {
      // A church's routes, events' and private messages' have matrices of their own, with their own kinds of people.
      const churchRoute = /^\/api\/(church(es|-links)|announcements)\//.test(route.url);
      const eventRoute = /^\/api\/(events|calendar)\//.test(route.url) || /^\/api\/(groups|users)\/:id\/events$/.test(route.url);
      const messageRoute = /^\/api\/(conversations|messages)\//.test(route.url);
      // A church's devotions have a matrix of their own too (leader, member, non-member, banned).
      const devotionRoute = route.url.startsWith("/api/devotions/");
      // The Bible reads the same for every member, and a reading plan's key names a plan, not
      // anyone: each member reads and marks only their own. Their own tests ask a visitor to sign
      // in. Plans read together by a group or a church have a matrix of their own.
      const bibleRoute = route.url.startsWith("/api/bible/") || route.url.startsWith("/api/plans/");
      // Whom a writer may mention is asked of a place named in the query (a group, a church, a post).
      const named = route.url.includes(":") || route.url.startsWith("/api/admin/") || route.url === "/api/mentions/suggestions";
      const elsewhere = churchRoute || eventRoute || messageRoute || devotionRoute || bibleRoute;
      if (method !== "HEAD" && named && !elsewhere) registered.add(`${method} ${route.url}`);
    }
  },
});

type Person = "owner" | "connection" | "member" | "stranger" | "blocked" | "blocker";
/** `requester`: someone who asked the owner to connect (made afresh for the rows that need one). */
/** `banned`: someone made afresh and banned (from the site, or from the owner's group in the group rows). */
type Actor = Person | "requester" | "visitor" | TeamRole | "banned";
/** A moderator and an admin of the site (in none of the owner's circles). */
type TeamRole = "moderator" | "admin";
type Method = "GET" | "POST" | "PUT" | "DELETE";
type Call = {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** What a 2xx must (not) show, beyond its status. */
  // biome-ignore lint/suspicious/noExplicitAny: each row reads its own route's JSON answer
  check?: (body: any, actor: Actor) => void;
};
/** One status, or [in a public group, in a private group]. */
type Status = number | readonly [number, number];
type Scene = { isPrivate: boolean; requester?: SignedInUser; banned?: SignedInUser };
type Row = {
  route: string;
  /** What the id in the path names. */
  names: string;
  expect: Partial<Record<Actor, Status>>;
  /** Makes what the id names, afresh for each case, and says how to call the route on it. */
  arrange: (s: Scene, actor: Actor) => Promise<Call>;
  /** The team's console lists members' e-mail addresses, to the team alone. */
  showsAddresses?: true;
};

const GET = (url: string, check?: Call["check"]): Call => ({ method: "GET", url, check });
const POST = (url: string, body?: unknown): Call => ({ method: "POST", url, body });
const PUT = (url: string, body?: unknown): Call => ({ method: "PUT", url, body });
const DELETE = (url: string): Call => ({ method: "DELETE", url });

// The same six people in every case; what they act on is made afresh per case. The member
// is also the owner's connection, since only connections can be invited to a group; the
// connection is in none of the owner's groups; the stranger is connected to nobody. The
// blocked pair had been the owner's connections and belong to the owner's groups (from before
// the block, which a group does not undo): "blocked" is someone the owner blocked, "blocker"
// someone who blocked the owner. To both, the owner and what the owner wrote do not exist.
let people: Record<Person, SignedInUser>;
let demoMemberId: number;

beforeAll(async () => {
  const owner = await createUser(t(), { firstName: "Olive", lastName: "Owner" });
  const connection = await createUser(t(), { firstName: "Connie", lastName: "Connection" });
  const member = await createUser(t(), { firstName: "Mel", lastName: "Member" });
  const stranger = await createUser(t(), { firstName: "Stan", lastName: "Stranger" });
  const blocked = await createUser(t(), { firstName: "Bea", lastName: "Blocked" });
  const blocker = await createUser(t(), { firstName: "Bo", lastName: "Blocker" });
  await connect(t(), owner, connection);
  await connect(t(), owner, member);
  await connect(t(), owner, blocked);
  await connect(t(), owner, blocker);
  ok(await owner.agent.post(`/api/users/${blocked.user.id}/block`), 200);
  ok(await blocker.agent.post(`/api/users/${owner.user.id}/block`), 200);
  people = { owner, connection, member, stranger, blocked, blocker };
  await seedDemo(t().db);
  demoMemberId = ok<{ id: number }[]>(await owner.agent.get("/api/demo/family"), 200)[0]!.id;
});

const wallPost = (imageUrl?: string) =>
  createPost(
    people.owner,
    imageUrl ? { content: "Our new church", type: "image", imageUrl } : { content: "Please pray for my mother", type: "prayer" },
  );

/**
 * A group of the owner's, with the member in it (by invitation, which works for both kinds),
 * and the blocked pair, who joined before the block: added here as accepting the owner's
 * invitation then added them (the owner cannot invite them now).
 */
async function ownersGroup(isPrivate: boolean): Promise<{ id: number }> {
  const { owner, member, blocked, blocker } = people;
  const group = ok(await owner.agent.post("/api/groups", { name: "Prayer Warriors", isPrivate }), 201);
  const invite = ok(await owner.agent.post(`/api/groups/${group.id}/invitations`, { userId: member.user.id }), 201);
  ok(await member.agent.put(`/api/groups/invitations/${invite.id}`, { status: "accepted" }), 200);
  for (const { user } of [blocked, blocker]) await t().db.transaction((tx) => addMember(tx, { groupId: group.id, userId: user.id }));
  return group;
}

/** The member's post in a fresh group of the owner's. */
async function groupPost(isPrivate: boolean, imageUrl?: string): Promise<{ id: number; imageUrl: string | null }> {
  const group = await ownersGroup(isPrivate);
  const body = imageUrl ? { content: "Retreat photo", type: "image", imageUrl } : { content: "Pray for our retreat", type: "prayer" };
  return ok(await people.member.agent.post(`/api/groups/${group.id}/posts`, body), 201);
}

/** The owner's post in a fresh group of theirs. */
async function ownersGroupPost(isPrivate: boolean, imageUrl?: string) {
  const group = await ownersGroup(isPrivate);
  const body = imageUrl ? { content: "Welcome photo", type: "image", imageUrl } : { content: "Welcome, all", type: "prayer" };
  const post = ok<{ id: number; imageUrl: string | null }>(await people.owner.agent.post(`/api/groups/${group.id}/posts`, body), 201);
  return { group, post };
}

/** A request to connect with the owner, from someone new (answering it connects them for good). */
async function requestToOwner(s: Scene) {
  s.requester = await createUser(t(), { firstName: "Rae", lastName: "Requester" });
  return ok(await s.requester.agent.post("/api/connections", { addresseeId: people.owner.user.id }), 201);
}

const ids = (body: { id: number }[]) => body.map((p) => p.id);

/** An invitation to the site the owner made, waiting to be used. */
async function ownersInvitation() {
  const [invitation] = await t()
    .db.insert(siteInvitations)
    .values({ code: randomBytes(9).toString("base64url"), inviterId: people.owner.user.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  return invitation!;
}

let lastRoom: number | undefined;
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
/**
 * A prayer room the owner opens for their connections (now, or at `startsAt`). A host has one
 * room at a time, so the one before is ended or called off first (whatever the case left it as).
 */
async function ownersRoom(startsAt?: string): Promise<{ id: number }> {
  if (lastRoom !== undefined) {
    await people.owner.agent.post(`/api/rooms/${lastRoom}/end`);
    await people.owner.agent.post(`/api/rooms/${lastRoom}/cancel`);
  }
  const room = ok<{ id: number }>(await people.owner.agent.post("/api/rooms", startsAt ? { startsAt } : {}), 201);
  lastRoom = room.id;
  return room;
}

/** The owner's room, which their connection has come into (as its page would have them join). */
async function roomWithConnection(): Promise<{ id: number }> {
  const room = await ownersRoom();
  await t().db.insert(roomMembers).values({ roomId: room.id, userId: people.connection.user.id });
  return room;
}

/** What the blocked pair get: one status for both. */
const blockedPair = (status: Status) => ({ blocked: status, blocker: status });
const inBlockedPair = (actor: Actor): actor is "blocked" | "blocker" => actor === "blocked" || actor === "blocker";

// ---------------------------------------------------------------------------------------
// Things of the owner's outside groups: seen by the owner and their connections only.
const personalRows: Row[] = [
  {
    route: "GET /api/posts/:id",
    names: "a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/posts/${(await wallPost()).id}`),
  },
  {
    route: "DELETE /api/posts/:id",
    names: "a post on the owner's wall",
    expect: { owner: 204, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => DELETE(`/api/posts/${(await wallPost()).id}`),
  },
  {
    route: "GET /api/posts/:id/comments",
    names: "a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/posts/${(await wallPost()).id}/comments`),
  },
  {
    route: "POST /api/posts/:id/comments",
    names: "a post on the owner's wall",
    expect: { owner: 201, connection: 201, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/posts/${(await wallPost()).id}/comments`, { content: "Amen" }),
  },
  {
    // A reply: whoever may comment on the post answers a comment on it they see.
    route: "POST /api/posts/:id/comments",
    names: "the connection's comment on a post on the owner's wall, answered",
    expect: { owner: 201, connection: 201, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const post = await wallPost();
      const comment = ok(await people.connection.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }), 201);
      const call = POST(`/api/posts/${post.id}/comments`, { content: "And amen", parentId: comment.id });
      return { ...call, check: (body) => expect(body.parentId).toBe(comment.id) };
    },
  },
  {
    // Whoever may comment names the owner, their connection; the owner never names themself.
    route: "POST /api/posts/:id/comments",
    names: "a post on the owner's wall, mentioning the owner",
    expect: { owner: 400, connection: 201, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const call = POST(`/api/posts/${(await wallPost()).id}/comments`, { content: "Amen, @Olive Owner", mentions: [people.owner.user.id] });
      return { ...call, check: (body) => expect(body.mentions).toEqual([{ id: people.owner.user.id, name: "Olive Owner" }]) };
    },
  },
  {
    // Whom a writer may mention under the post: never themself, and only under a post they see.
    route: "GET /api/mentions/suggestions",
    names: "a post on the owner's wall, where the owner is looked for",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () =>
      GET(`/api/mentions/suggestions?q=Olive&postId=${(await wallPost()).id}`, (body, actor) =>
        expect(ids(body)).toEqual(actor === "connection" ? [people.owner.user.id] : []),
      ),
  },
  {
    route: "GET /api/posts/:id/interactions",
    names: "a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/posts/${(await wallPost()).id}/interactions`),
  },
  {
    route: "POST /api/posts/:id/interact",
    names: "a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/posts/${(await wallPost()).id}/interact`, { type: "prayer" }),
  },
  {
    // Anyone signed in may open a profile; a stranger sees it without its posts.
    route: "GET /api/posts/user/:userId",
    names: "the owner's posts",
    expect: { owner: 200, connection: 200, stranger: 200, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const post = await wallPost();
      return GET(`/api/posts/user/${people.owner.user.id}`, (body, actor) => {
        if (actor === "stranger") expect(body).toEqual([]);
        else expect(ids(body)).toContain(post.id);
      });
    },
  },
  {
    route: "GET /api/users/:id",
    names: "the owner's profile",
    expect: { owner: 200, connection: 200, stranger: 200, ...blockedPair(404), visitor: 401 },
    arrange: async () =>
      GET(`/api/users/${people.owner.user.id}`, (body, actor) => {
        expect(body).toMatchObject({ id: people.owner.user.id, firstName: "Olive" });
        const relationship: Partial<Record<Actor, string>> = { owner: "self", connection: "connected" };
        expect(body.relationship).toBe(relationship[actor] ?? "none");
      }),
  },
  {
    // Only the person asked may answer; the one who asked may see the request, not answer it.
    route: "PUT /api/connections/:id",
    names: "a request to connect with the owner, accepted",
    expect: { owner: 200, requester: 403, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async (s) => PUT(`/api/connections/${(await requestToOwner(s)).id}`, { status: "accepted" }),
  },
  {
    route: "PUT /api/connections/:id",
    names: "a request to connect with the owner, declined",
    expect: { owner: 200, requester: 403, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async (s) => PUT(`/api/connections/${(await requestToOwner(s)).id}`, { status: "rejected" }),
  },
  {
    // The connection caused the notice (by commenting), and still may not touch it.
    route: "PUT /api/notifications/:id/read",
    names: "the owner's notice of a connection's comment",
    expect: { owner: 200, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const post = await wallPost();
      ok(await people.connection.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying" }), 201);
      const [notice] = ok<{ id: number; postId: number }[]>(await people.owner.agent.get("/api/notifications"), 200);
      expect(notice!.postId).toBe(post.id);
      return PUT(`/api/notifications/${notice!.id}/read`);
    },
  },
  {
    route: "GET /objects/images/:file",
    names: "the photo of a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET((await wallPost(await uploadImage(people.owner))).imageUrl!),
  },
  {
    route: "GET /objects/images/:file",
    names: "the owner's profile picture",
    expect: { owner: 200, connection: 200, stranger: 200, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const profileImageURL = await uploadImage(people.owner);
      return GET(ok(await people.owner.agent.put("/api/profile-images", { profileImageURL }), 200).profileImageUrl);
    },
  },
  {
    // The signed URL, not the cookie, is the credential here (as with S3's presigned PUTs,
    // which this stands in for), so even a visitor meets the signature check: 403.
    // Others try their own signed URL pointed at the owner's upload; the visitor the owner's
    // URL with a forged signature.
    route: "PUT /api/objects/uploads/:id",
    names: "the owner's upload",
    expect: { owner: 200, connection: 403, stranger: 403, ...blockedPair(403), visitor: 403 },
    arrange: async (_s, actor) => {
      const { uploadURL } = ok(await people.owner.agent.post("/api/objects/upload"), 200);
      const url = new URL(uploadURL, "http://localhost");
      if (actor === "visitor") url.searchParams.set("signature", "A".repeat(43));
      if (actor === "connection" || actor === "stranger" || inBlockedPair(actor)) {
        const own = new URL(ok(await people[actor].agent.post("/api/objects/upload"), 200).uploadURL, "http://localhost");
        url.search = own.search;
      }
      return { method: "PUT", url: `${url.pathname}${url.search}`, body: await png(), headers: { "content-type": "image/png" } };
    },
  },
  {
    route: "DELETE /api/account/sessions/:id",
    names: "the owner's session on another device",
    expect: { owner: 204, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const device = t().agent();
      ok(await device.post("/api/auth/login", { email: people.owner.email, password: people.owner.password }), 200);
      const sessions = ok<{ id: string; current: boolean }[]>(await device.get("/api/account/sessions"), 200);
      return DELETE(`/api/account/sessions/${sessions.find((s) => s.current)!.id}`);
    },
  },
  ...(["suggested", "requests"] as const).flatMap((list): Row[] => [
    {
      route: `GET /api/demo/users/:id/${list}`,
      names: "a demo family member",
      expect: { owner: 200, connection: 200, stranger: 200, ...blockedPair(200), visitor: 401 },
      arrange: async () => GET(`/api/demo/users/${demoMemberId}/${list}`),
    },
    {
      // The demo calls never look into a real member's network, not even one's own.
      route: `GET /api/demo/users/:id/${list}`,
      names: "a real member (the owner)",
      expect: { owner: 404, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
      arrange: async () => GET(`/api/demo/users/${people.owner.user.id}/${list}`),
    },
  ]),
  // -------------------------------------------------------------------------------------
  // Moderation: the site's team acts here, whatever the owner's circles; a member made afresh
  // per case is the one named. Everyone else is refused alike (403: these pages are no secret).
  {
    route: "PUT /api/moderation/roles/:id",
    names: "a new member, appointed a moderator",
    expect: { admin: 200, moderator: 403, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    arrange: async () => PUT(`/api/moderation/roles/${(await createUser(t())).user.id}`, { role: "moderator" }),
  },
  {
    route: "PUT /api/admin/sign-ups/:id",
    names: "someone who signed up and waits to be admitted",
    expect: { admin: 204, moderator: 204, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    arrange: async () => {
      const waiting = await createUser(t());
      await t().db.insert(signupApprovals).values({ userId: waiting.user.id });
      return PUT(`/api/admin/sign-ups/${waiting.user.id}`, { admit: true });
    },
  },
  {
    route: "GET /api/admin/sign-ups",
    names: "the sign-ups waiting",
    expect: { admin: 200, moderator: 200, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    showsAddresses: true,
    arrange: async () => {
      const waiting = await createUser(t());
      await t().db.insert(signupApprovals).values({ userId: waiting.user.id });
      return GET("/api/admin/sign-ups", (body) => expect(body.map((w: { id: number }) => w.id)).toContain(waiting.user.id));
    },
  },
  {
    route: "GET /api/admin/members",
    names: "the site's members (a filtered page)",
    expect: { admin: 200, moderator: 200, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    showsAddresses: true,
    arrange: async () => GET("/api/admin/members?filter=all&q=olive&limit=5", (body) => expect(body[0].user.id).toBe(people.owner.user.id)),
  },
  {
    route: "GET /api/admin/figures",
    names: "the site's figures",
    expect: { admin: 200, moderator: 200, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    arrange: async () => GET("/api/admin/figures?timeZone=Europe/Lisbon", (body) => expect(body.members).toBeGreaterThan(6)),
  },
  // -------------------------------------------------------------------------------------
  // A member's invitations to the site: revoked by their maker alone; whoever holds a code,
  // a visitor too, sees who invited them. (Made in the database: this site is open, and
  // making them has its own tests.)
  {
    route: "DELETE /api/site-invitations/:id",
    names: "an invitation the owner made",
    expect: { owner: 204, connection: 404, stranger: 404, ...blockedPair(404), admin: 404, visitor: 401 },
    arrange: async () => DELETE(`/api/site-invitations/${(await ownersInvitation()).id}`),
  },
  {
    route: "GET /api/site-invitations/:code",
    names: "the code of an invitation the owner made",
    expect: { owner: 200, connection: 200, stranger: 200, ...blockedPair(200), admin: 200, visitor: 200 },
    arrange: async () => GET(`/api/site-invitations/${(await ownersInvitation()).code}`, (body) => expect(body.inviter.firstName).toBe("Olive")),
  },
  {
    route: "POST /api/moderation/actions/:id/undo",
    names: "a moderator's warning to a new member",
    expect: { admin: 200, moderator: 403, owner: 403, connection: 403, stranger: 403, visitor: 401 },
    arrange: async () => {
      const warned = await createUser(t());
      const body = { action: "warn", targetType: "user", targetId: warned.user.id, reason: "Be kind" };
      return POST(`/api/moderation/actions/${ok(await team.moderator.agent.post("/api/moderation/actions", body), 201).id}/undo`);
    },
  },

  // -------------------------------------------------------------------------------------
  // Blocking and muting a person. The blocked pair stay as they are for every other row: a
  // row naming the owner leaves out whoever it would change (the blocker unblocking, anyone
  // muting them), and rows for everyone name someone new, who asked the owner to connect.
  {
    // Blocking again changes nothing.
    route: "POST /api/users/:id/block",
    names: "the owner",
    expect: { owner: 400, blocker: 200, visitor: 401 },
    arrange: async () => POST(`/api/users/${people.owner.user.id}/block`),
  },
  {
    route: "POST /api/users/:id/block",
    names: "someone who asked the owner to connect",
    expect: { owner: 200, requester: 400, connection: 200, stranger: 200, ...blockedPair(200), visitor: 401 },
    arrange: async (s) => {
      await requestToOwner(s);
      return { ...POST(`/api/users/${s.requester!.user.id}/block`), check: (body) => expect(body).toEqual({ blocked: true, muted: false }) };
    },
  },
  {
    // Nobody lifts a block but its maker: the blocked are answered that they block nobody.
    route: "DELETE /api/users/:id/block",
    names: "the owner",
    expect: { owner: 400, connection: 200, stranger: 200, blocked: 200, visitor: 401 },
    arrange: async () => ({
      ...DELETE(`/api/users/${people.owner.user.id}/block`),
      check: (body) => expect(body).toEqual({ blocked: false, muted: false }),
    }),
  },
  {
    route: "DELETE /api/users/:id/block",
    names: "someone who asked the owner to connect, blocked by whoever unblocks them",
    expect: { owner: 200, requester: 400, connection: 200, stranger: 200, ...blockedPair(200), visitor: 401 },
    arrange: async (s, actor) => {
      await requestToOwner(s);
      if (actor !== "requester" && actor !== "visitor") ok(await agentOf(actor, s).post(`/api/users/${s.requester!.user.id}/block`), 200);
      return { ...DELETE(`/api/users/${s.requester!.user.id}/block`), check: (body) => expect(body).toEqual({ blocked: false, muted: false }) };
    },
  },
  {
    // Only someone the member sees may be muted.
    route: "POST /api/users/:id/mute",
    names: "the owner",
    expect: { owner: 400, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/users/${people.owner.user.id}/mute`),
  },
  {
    route: "POST /api/users/:id/mute",
    names: "someone who asked the owner to connect",
    expect: { owner: 200, requester: 400, connection: 200, stranger: 200, ...blockedPair(200), visitor: 401 },
    arrange: async (s) => {
      await requestToOwner(s);
      return { ...POST(`/api/users/${s.requester!.user.id}/mute`), check: (body) => expect(body).toEqual({ blocked: false, muted: true }) };
    },
  },
  {
    route: "DELETE /api/users/:id/mute",
    names: "the owner",
    expect: { owner: 400, connection: 200, stranger: 200, ...blockedPair(404), visitor: 401 },
    arrange: async () => DELETE(`/api/users/${people.owner.user.id}/mute`),
  },
  {
    route: "DELETE /api/users/:id/mute",
    names: "someone who asked the owner to connect, muted by whoever unmutes them",
    expect: { owner: 200, requester: 400, connection: 200, stranger: 200, ...blockedPair(200), visitor: 401 },
    arrange: async (s, actor) => {
      await requestToOwner(s);
      if (actor !== "requester" && actor !== "visitor") ok(await agentOf(actor, s).post(`/api/users/${s.requester!.user.id}/mute`), 200);
      return { ...DELETE(`/api/users/${s.requester!.user.id}/mute`), check: (body) => expect(body).toEqual({ blocked: false, muted: false }) };
    },
  },
  {
    // "Not now" on a suggestion: only for someone the member sees, and never themself.
    route: "DELETE /api/users/suggested/:id",
    names: "the owner",
    expect: { owner: 400, connection: 204, stranger: 204, ...blockedPair(404), visitor: 401 },
    arrange: async () => DELETE(`/api/users/suggested/${people.owner.user.id}`),
  },
  // --- Deleting comments: their authors (and group admins, in the group rows) ---
  {
    // The post's author may see the comment, not delete it.
    route: "DELETE /api/comments/:id",
    names: "the connection's comment on a post on the owner's wall",
    expect: { owner: 403, connection: 204, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const post = await wallPost();
      const comment = ok(await people.connection.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }), 201);
      return DELETE(`/api/comments/${comment.id}`);
    },
  },
  // --- A prayer request's updates, answer and check-in (its author's alone), and the prayer list ---
  {
    route: "GET /api/posts/:id/updates",
    names: "a prayer request on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/posts/${(await wallPost()).id}/updates`),
  },
  {
    route: "POST /api/posts/:id/updates",
    names: "a prayer request on the owner's wall",
    expect: { owner: 201, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/posts/${(await wallPost()).id}/updates`, { content: "Surgery went well" }),
  },
  {
    route: "POST /api/posts/:id/answered",
    names: "a prayer request on the owner's wall",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/posts/${(await wallPost()).id}/answered`, { testimony: "She is home" }),
  },
  {
    route: "POST /api/posts/:id/check-in",
    names: "a prayer request on the owner's wall",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/posts/${(await wallPost()).id}/check-in`, { action: "close" }),
  },
  {
    // A list is its member's own: on anyone else's it is not there.
    route: "DELETE /api/prayer/list/:postId",
    names: "a prayer request on the owner's prayer list",
    expect: { owner: 204, connection: 404, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const post = await wallPost();
      ok(await people.owner.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" }), 200);
      return DELETE(`/api/prayer/list/${post.id}`);
    },
  },
  // A prayer room the owner hosts for their connections (opened afresh for each case; the
  // owner's room before it is ended first, since a host has one room at a time).
  {
    route: "GET /api/rooms/:id",
    names: "the owner's prayer room",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/rooms/${(await ownersRoom()).id}`),
  },
  {
    // Allowed, the stream stays open (what it carries is tested with the rooms); refused, it
    // never opens.
    route: "GET /api/rooms/:id/stream",
    names: "the owner's prayer room",
    expect: { stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => GET(`/api/rooms/${(await ownersRoom()).id}/stream`),
  },
  {
    route: "POST /api/rooms/:id/requests",
    names: "the owner's prayer room",
    expect: { owner: 201, connection: 201, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom()).id}/requests`, { content: "For my neighbour" }),
  },
  {
    route: "POST /api/rooms/:id/next",
    names: "the owner's prayer room, with a request",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const room = await ownersRoom();
      ok(await people.owner.agent.post(`/api/rooms/${room.id}/requests`, { content: "For my neighbour" }), 201);
      return POST(`/api/rooms/${room.id}/next`);
    },
  },
  {
    route: "POST /api/rooms/:id/amen",
    names: "the owner's prayer room",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom()).id}/amen`),
  },
  {
    route: "POST /api/rooms/:id/messages",
    names: "the owner's prayer room",
    expect: { owner: 201, connection: 201, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom()).id}/messages`, { content: "Amen" }),
  },
  {
    // The one silenced is the owner's connection, who has come into the room (and so also
    // tries to lift it themself).
    route: "POST /api/rooms/:id/silenced",
    names: "the owner's prayer room (silencing their connection in it)",
    expect: { owner: 204, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await roomWithConnection()).id}/silenced`, { userId: people.connection.user.id }),
  },
  {
    route: "DELETE /api/rooms/:id/silenced/:userId",
    names: "the owner's prayer room (letting their silenced connection write again)",
    expect: { owner: 204, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => {
      const room = await roomWithConnection();
      const silenced = await people.owner.agent.post(`/api/rooms/${room.id}/silenced`, { userId: people.connection.user.id });
      expect(silenced.statusCode, silenced.body).toBe(204);
      return DELETE(`/api/rooms/${room.id}/silenced/${people.connection.user.id}`);
    },
  },
  {
    route: "POST /api/rooms/:id/end",
    names: "the owner's prayer room",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom()).id}/end`),
  },
  {
    route: "POST /api/rooms/:id/start",
    names: "the owner's prayer room set for tomorrow",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom(tomorrow())).id}/start`),
  },
  {
    route: "POST /api/rooms/:id/cancel",
    names: "the owner's prayer room set for tomorrow",
    expect: { owner: 204, connection: 403, stranger: 404, ...blockedPair(404), visitor: 401 },
    arrange: async () => POST(`/api/rooms/${(await ownersRoom(tomorrow())).id}/cancel`),
  },
  // --- Reactions to posts and comments: whoever may join in gives and takes back their own; who
  // reacted is for the author alone. The one banned from the site was the owner's connection:
  // the ban ended their sessions.
  {
    route: "PUT /api/posts/:id/reaction",
    names: "a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      await siteBannedIf(s, actor);
      return { ...PUT(`/api/posts/${(await wallPost()).id}/reaction`, { kind: "amen" }), check: (body) => expect(body).toEqual(amen) };
    },
  },
  {
    route: "DELETE /api/posts/:id/reaction",
    names: "the actor's own reaction to a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      const post = await wallPost();
      await reactFirst(actor, `/api/posts/${post.id}`);
      await siteBannedIf(s, actor, `/api/posts/${post.id}`);
      return { ...DELETE(`/api/posts/${post.id}/reaction`), check: (body) => expect(body).toEqual(none) };
    },
  },
  {
    route: "GET /api/posts/:id/reactions",
    names: "a post on the owner's wall, with the connection's reaction",
    expect: { owner: 200, connection: 403, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      const post = await wallPost();
      await reactFirst("connection", `/api/posts/${post.id}`);
      await siteBannedIf(s, actor, `/api/posts/${post.id}`);
      return GET(`/api/posts/${post.id}/reactions`, (body) => expect(reactorIds(body)).toEqual([people.connection.user.id]));
    },
  },
  {
    route: "PUT /api/comments/:id/reaction",
    names: "the connection's comment on a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      await siteBannedIf(s, actor);
      return {
        ...PUT(`/api/comments/${(await connectionsComment()).id}/reaction`, { kind: "amen" }),
        check: (body) => expect(body).toEqual(amen),
      };
    },
  },
  {
    route: "DELETE /api/comments/:id/reaction",
    names: "the actor's own reaction to the connection's comment on a post on the owner's wall",
    expect: { owner: 200, connection: 200, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      const comment = await connectionsComment();
      await reactFirst(actor, `/api/comments/${comment.id}`);
      await siteBannedIf(s, actor, `/api/comments/${comment.id}`);
      return { ...DELETE(`/api/comments/${comment.id}/reaction`), check: (body) => expect(body).toEqual(none) };
    },
  },
  {
    route: "GET /api/comments/:id/reactions",
    names: "the connection's comment on a post on the owner's wall, with the owner's reaction",
    expect: { connection: 200, owner: 403, stranger: 404, ...blockedPair(404), banned: 401, visitor: 401 },
    arrange: async (s, actor) => {
      const comment = await connectionsComment();
      await reactFirst("owner", `/api/comments/${comment.id}`);
      await siteBannedIf(s, actor, `/api/comments/${comment.id}`);
      return GET(`/api/comments/${comment.id}/reactions`, (body) => expect(reactorIds(body)).toEqual([people.owner.user.id]));
    },
  },
];

const amen = { reactions: { amen: 1 }, myReaction: "amen" };
const none = { reactions: {}, myReaction: null };
const reactorIds = (body: { items: { user: { id: number } }[] }) => body.items.map((item) => item.user.id);

/** The connection's comment on a fresh post on the owner's wall. */
async function connectionsComment(): Promise<{ id: number }> {
  return ok(await people.connection.agent.post(`/api/posts/${(await wallPost()).id}/comments`, { content: "Amen" }), 201);
}

/** The actor reacts to what `path` names first, if they are one of the six people (whether or not they may). */
async function reactFirst(actor: Actor, path: string): Promise<void> {
  if (actor in people) await people[actor as Person].agent.put(`${path}/reaction`, { kind: "love" });
}

/**
 * For the banned actor: a new connection of the owner's (who first reacts to what `path`
 * names, if given), then banned from the site by its team.
 */
async function siteBannedIf(s: Scene, actor: Actor, path?: string): Promise<void> {
  if (actor !== "banned") return;
  s.banned = await createUser(t(), { firstName: "Ban", lastName: "Ned" });
  await connect(t(), people.owner, s.banned);
  if (path) ok(await s.banned.agent.put(`${path}/reaction`, { kind: "love" }), 200);
  const body = { action: "ban", targetType: "user", targetId: s.banned.user.id, reason: "Spam" };
  ok(await team.moderator.agent.post("/api/moderation/actions", body), 201);
}

let team: Record<TeamRole, SignedInUser>;
beforeAll(async () => {
  team = {
    moderator: await makeSiteRole(t(), await createUser(t(), { firstName: "Mo", lastName: "Moderator" }), "moderator"),
    admin: await makeSiteRole(t(), await createUser(t(), { firstName: "Ada", lastName: "Admin" }), "admin"),
  };
});

// ---------------------------------------------------------------------------------------
// The owner's group (the owner is its admin) and the member's post in it. Where outsiders
// differ: [public group, private group]. A private group is not there for outsiders (404); a
// public one they see but may not take part in (403) until they join.
const OUTSIDER_SEES = [200, 404] as const;
const OUTSIDER_REFUSED = [403, 404] as const;
const outsiders = (status: Status) => ({ connection: status, stranger: status });

const groupRows: Row[] = [
  {
    route: "GET /api/groups/:id",
    names: "the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}`),
  },
  {
    route: "PUT /api/groups/:id",
    names: "the owner's group",
    expect: { owner: 200, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => PUT(`/api/groups/${(await ownersGroup(s.isPrivate)).id}`, { name: "Renamed", isPrivate: !s.isPrivate }),
  },
  {
    route: "DELETE /api/groups/:id",
    names: "the owner's group",
    expect: { owner: 204, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => DELETE(`/api/groups/${(await ownersGroup(s.isPrivate)).id}`),
  },
  {
    // A private group is joined by invitation only.
    route: "POST /api/groups/:id/join",
    names: "the owner's group",
    expect: { owner: 409, member: 409, ...outsiders(OUTSIDER_SEES), ...blockedPair(409), visitor: 401 },
    arrange: async (s) => POST(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/join`),
  },
  {
    // The last admin must hand over before leaving: 409.
    route: "POST /api/groups/:id/leave",
    names: "the owner's group",
    expect: { owner: 409, member: 204, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(204), visitor: 401 },
    arrange: async (s) => POST(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/leave`),
  },
  {
    // Each member's own choice of what the group brings to their home feed.
    route: "GET /api/groups/:id/home-feed",
    names: "the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/home-feed`),
  },
  {
    route: "PUT /api/groups/:id/home-feed",
    names: "the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => PUT(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/home-feed`, { feed: "highlights" }),
  },
  {
    route: "GET /api/groups/:id/members",
    names: "the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/members`),
  },
  {
    route: "PUT /api/groups/:id/members/:userId",
    names: "the member of the owner's group (made admin)",
    expect: { owner: 204, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => PUT(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/members/${people.member.user.id}`, { role: "admin" }),
  },
  {
    route: "DELETE /api/groups/:id/members/:userId",
    names: "the member of the owner's group (removed)",
    expect: { owner: 204, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => DELETE(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/members/${people.member.user.id}`),
  },
  {
    // The invitee is the owner's connection, who is thus also trying to invite themselves.
    route: "POST /api/groups/:id/invitations",
    names: "the owner's group (inviting the owner's connection)",
    expect: { owner: 201, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => POST(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/invitations`, { userId: people.connection.user.id }),
  },
  {
    route: "GET /api/groups/:id/invitations",
    names: "the owner's group",
    expect: { owner: 200, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/invitations`),
  },
  {
    // Only admins withdraw an invitation; the invitee is the owner's connection.
    route: "DELETE /api/groups/:id/invitations/:userId",
    names: "the owner's invitation to their connection (revoked)",
    expect: { owner: 204, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => {
      const group = await ownersGroup(s.isPrivate);
      ok(await people.owner.agent.post(`/api/groups/${group.id}/invitations`, { userId: people.connection.user.id }), 201);
      return DELETE(`/api/groups/${group.id}/invitations/${people.connection.user.id}`);
    },
  },
  {
    route: "GET /api/groups/:id/posts",
    names: "the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/posts`),
  },
  {
    route: "POST /api/groups/:id/posts",
    names: "the owner's group",
    expect: { owner: 201, member: 201, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(201), visitor: 401 },
    arrange: async (s) => POST(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/posts`, { content: "Hello", type: "text" }),
  },
  ...(["accepted", "declined"] as const).map(
    (status): Row => ({
      // Only the invitee answers; to everyone else the invitation is not there.
      route: "PUT /api/groups/invitations/:id",
      names: `the owner's invitation to their connection, ${status}`,
      expect: { owner: 404, member: 404, connection: 200, stranger: 404, ...blockedPair(404), visitor: 401 },
      arrange: async (s) => {
        const group = await ownersGroup(s.isPrivate);
        const invite = ok(await people.owner.agent.post(`/api/groups/${group.id}/invitations`, { userId: people.connection.user.id }), 201);
        return PUT(`/api/groups/invitations/${invite.id}`, { status });
      },
    }),
  ),
  {
    route: "GET /api/posts/:id",
    names: "the member's post in the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await groupPost(s.isPrivate)).id}`),
  },
  {
    // The author, and the group's admin as its moderator.
    route: "DELETE /api/posts/:id",
    names: "the member's post in the owner's group",
    expect: { owner: 204, member: 204, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(403), visitor: 401 },
    arrange: async (s) => DELETE(`/api/posts/${(await groupPost(s.isPrivate)).id}`),
  },
  {
    route: "GET /api/posts/:id/comments",
    names: "the member's post in the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await groupPost(s.isPrivate)).id}/comments`),
  },
  {
    route: "POST /api/posts/:id/comments",
    names: "the member's post in the owner's group",
    expect: { owner: 201, member: 201, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(201), visitor: 401 },
    arrange: async (s) => POST(`/api/posts/${(await groupPost(s.isPrivate)).id}/comments`, { content: "Amen" }),
  },
  {
    route: "POST /api/posts/:id/comments",
    names: "the member's comment on their post in the owner's group, answered",
    expect: { owner: 201, member: 201, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(201), visitor: 401 },
    arrange: async (s) => {
      const post = await groupPost(s.isPrivate);
      const comment = ok(await people.member.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }), 201);
      const call = POST(`/api/posts/${post.id}/comments`, { content: "And amen", parentId: comment.id });
      return { ...call, check: (body) => expect(body.parentId).toBe(comment.id) };
    },
  },
  {
    // A group's members, and the writer's connections, may be named there: the owner is the
    // member's connection and in the group, and the blocked pair's blocked (either way).
    route: "GET /api/mentions/suggestions",
    names: "the member's post in the owner's group, where the owner is looked for",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(200), visitor: 401 },
    arrange: async (s) =>
      GET(`/api/mentions/suggestions?q=Olive&postId=${(await groupPost(s.isPrivate)).id}`, (body, actor) =>
        expect(ids(body)).toEqual(actor === "member" ? [people.owner.user.id] : []),
      ),
  },
  {
    route: "GET /api/mentions/suggestions",
    names: "the owner's group, where the owner is looked for",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(200), visitor: 401 },
    arrange: async (s) =>
      GET(`/api/mentions/suggestions?q=Olive&groupId=${(await ownersGroup(s.isPrivate)).id}`, (body, actor) =>
        expect(ids(body)).toEqual(actor === "member" ? [people.owner.user.id] : []),
      ),
  },
  {
    route: "GET /api/posts/:id/interactions",
    names: "the member's post in the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await groupPost(s.isPrivate)).id}/interactions`),
  },
  {
    route: "POST /api/posts/:id/interact",
    names: "the member's post in the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => POST(`/api/posts/${(await groupPost(s.isPrivate)).id}/interact`, { type: "prayer" }),
  },
  {
    route: "GET /objects/images/:file",
    names: "the photo of the member's post in the owner's group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => GET((await groupPost(s.isPrivate, await uploadImage(people.member))).imageUrl!),
  },

  // -------------------------------------------------------------------------------------
  // The owner's own post in their group: the blocked pair belong to the group and see it and
  // the member's posts, but not the owner's post, nor the owner among its members (nor the
  // owner them).
  {
    route: "GET /api/posts/:id",
    names: "the owner's post in their group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}`),
  },
  {
    route: "DELETE /api/posts/:id",
    names: "the owner's post in their group",
    expect: { owner: 204, member: 403, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => DELETE(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}`),
  },
  {
    route: "GET /api/posts/:id/comments",
    names: "the owner's post in their group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}/comments`),
  },
  {
    route: "POST /api/posts/:id/comments",
    names: "the owner's post in their group",
    expect: { owner: 201, member: 201, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => POST(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}/comments`, { content: "Amen" }),
  },
  {
    route: "GET /api/posts/:id/interactions",
    names: "the owner's post in their group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => GET(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}/interactions`),
  },
  {
    route: "POST /api/posts/:id/interact",
    names: "the owner's post in their group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => POST(`/api/posts/${(await ownersGroupPost(s.isPrivate)).post.id}/interact`, { type: "prayer" }),
  },
  {
    route: "GET /objects/images/:file",
    names: "the photo of the owner's post in their group",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(404), visitor: 401 },
    arrange: async (s) => GET((await ownersGroupPost(s.isPrivate, await uploadImage(people.owner))).post.imageUrl!),
  },
  {
    route: "GET /api/groups/:id/posts",
    names: "the owner's group, with a post of the owner's and one of the member's",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) => {
      const { group, post } = await ownersGroupPost(s.isPrivate);
      const members = ok(await people.member.agent.post(`/api/groups/${group.id}/posts`, { content: "Hello", type: "text" }), 201);
      return GET(`/api/groups/${group.id}/posts`, (body, actor) => {
        expect(ids(body)).toEqual(inBlockedPair(actor) ? [members.id] : [members.id, post.id]);
      });
    },
  },
  {
    route: "GET /api/groups/:id/members",
    names: "the owner's group, the blocked pair among its members",
    expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_SEES), ...blockedPair(200), visitor: 401 },
    arrange: async (s) =>
      GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/members`, (body, actor) => {
        const { owner, member, blocked, blocker } = people;
        const shown = actor === "owner" ? [owner, member] : inBlockedPair(actor) ? [member, blocked, blocker] : [owner, member, blocked, blocker];
        expect(body.map((m: { user: { id: number } }) => m.user.id).sort()).toEqual(shown.map((p) => p.user.id).sort());
      }),
  },
  // --- Group moderation: deleting comments in the group, and bans (the group's admins only) ---
  {
    // The author, and the group's admin as its moderator.
    route: "DELETE /api/comments/:id",
    names: "the member's comment on their post in the owner's group",
    expect: { owner: 204, member: 204, ...blockedPair(403), ...outsiders(OUTSIDER_REFUSED), visitor: 401 },
    arrange: async (s) => {
      const post = await groupPost(s.isPrivate);
      const comment = ok(await people.member.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" }), 201);
      return DELETE(`/api/comments/${comment.id}`);
    },
  },
  {
    route: "GET /api/groups/:id/bans",
    names: "the owner's group",
    expect: { owner: 200, member: 403, ...blockedPair(403), ...outsiders(OUTSIDER_REFUSED), visitor: 401 },
    arrange: async (s) => GET(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/bans`),
  },
  {
    route: "POST /api/groups/:id/bans",
    names: "the owner's group (banning the member)",
    expect: { owner: 204, member: 403, ...blockedPair(403), ...outsiders(OUTSIDER_REFUSED), visitor: 401 },
    arrange: async (s) => POST(`/api/groups/${(await ownersGroup(s.isPrivate)).id}/bans`, { userId: people.member.user.id }),
  },
  {
    // The banned one is the owner's connection, who thus also tries to let themself back in.
    route: "DELETE /api/groups/:id/bans/:userId",
    names: "the owner's ban of their connection (lifted)",
    expect: { owner: 204, member: 403, ...blockedPair(403), ...outsiders(OUTSIDER_REFUSED), visitor: 401 },
    arrange: async (s) => {
      const group = await ownersGroup(s.isPrivate);
      const banned = await people.owner.agent.post(`/api/groups/${group.id}/bans`, { userId: people.connection.user.id });
      expect(banned.statusCode, banned.body).toBe(204);
      return DELETE(`/api/groups/${group.id}/bans/${people.connection.user.id}`);
    },
  },
  // --- Reactions in the owner's group: its members join in, the blocked pair too on the member's
  // post and comment (not on the owner's); who reacted is for the author alone. The one banned
  // here was a member of the group, banned from it by the owner.
  ...(["member", "owner"] as const).flatMap((author): Row[] => {
    const blocked = author === "owner" ? 404 : 200;
    const post = (s: Scene) => (author === "owner" ? ownersGroupPost(s.isPrivate).then((made) => made.post) : groupPost(s.isPrivate));
    const names = author === "owner" ? "the owner's post in their group" : "the member's post in the owner's group";
    // Who reacted is for the author; the other of the two, who sees it, is refused.
    const authorOnly = author === "owner" ? { owner: 200, member: 403 } : { owner: 403, member: 200 };
    const other = () => (author === "owner" ? people.member : people.owner);
    return [
      {
        route: "PUT /api/posts/:id/reaction",
        names,
        expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(blocked), banned: OUTSIDER_REFUSED, visitor: 401 },
        arrange: async (s, actor) => {
          const made = await post(s);
          await groupBannedIf(s, actor, made.id);
          return { ...PUT(`/api/posts/${made.id}/reaction`, { kind: "amen" }), check: (body) => expect(body).toEqual(amen) };
        },
      },
      {
        route: "DELETE /api/posts/:id/reaction",
        names: `the actor's own reaction to ${names}`,
        expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(blocked), banned: OUTSIDER_REFUSED, visitor: 401 },
        arrange: async (s, actor) => {
          const made = await post(s);
          await reactFirst(actor, `/api/posts/${made.id}`);
          await groupBannedIf(s, actor, made.id);
          return { ...DELETE(`/api/posts/${made.id}/reaction`), check: (body) => expect(body).toEqual(none) };
        },
      },
      {
        route: "GET /api/posts/:id/reactions",
        names: `${names}, with a reaction of the other's`,
        expect: {
          ...authorOnly,
          ...outsiders(OUTSIDER_REFUSED),
          ...blockedPair(author === "owner" ? 404 : 403),
          banned: OUTSIDER_REFUSED,
          visitor: 401,
        },
        arrange: async (s, actor) => {
          const made = await post(s);
          ok(await other().agent.put(`/api/posts/${made.id}/reaction`, { kind: "praise" }), 200);
          await groupBannedIf(s, actor, made.id);
          return GET(`/api/posts/${made.id}/reactions`, (body) => expect(reactorIds(body)).toEqual([other().user.id]));
        },
      },
      {
        route: "PUT /api/comments/:id/reaction",
        names: `the ${author}'s comment on ${names}`,
        expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(blocked), banned: OUTSIDER_REFUSED, visitor: 401 },
        arrange: async (s, actor) => {
          const made = await post(s);
          const comment = ok(await people[author].agent.post(`/api/posts/${made.id}/comments`, { content: "Amen" }), 201);
          await groupBannedIf(s, actor, made.id);
          return { ...PUT(`/api/comments/${comment.id}/reaction`, { kind: "amen" }), check: (body) => expect(body).toEqual(amen) };
        },
      },
      {
        route: "DELETE /api/comments/:id/reaction",
        names: `the actor's own reaction to the ${author}'s comment on ${names}`,
        expect: { owner: 200, member: 200, ...outsiders(OUTSIDER_REFUSED), ...blockedPair(blocked), banned: OUTSIDER_REFUSED, visitor: 401 },
        arrange: async (s, actor) => {
          const made = await post(s);
          const comment = ok(await people[author].agent.post(`/api/posts/${made.id}/comments`, { content: "Amen" }), 201);
          await reactFirst(actor, `/api/comments/${comment.id}`);
          await groupBannedIf(s, actor, made.id);
          return { ...DELETE(`/api/comments/${comment.id}/reaction`), check: (body) => expect(body).toEqual(none) };
        },
      },
      {
        route: "GET /api/comments/:id/reactions",
        names: `the ${author}'s comment on ${names}, with a reaction of the other's`,
        expect: {
          ...authorOnly,
          ...outsiders(OUTSIDER_REFUSED),
          ...blockedPair(author === "owner" ? 404 : 403),
          banned: OUTSIDER_REFUSED,
          visitor: 401,
        },
        arrange: async (s, actor) => {
          const made = await post(s);
          const comment = ok(await people[author].agent.post(`/api/posts/${made.id}/comments`, { content: "Amen" }), 201);
          ok(await other().agent.put(`/api/comments/${comment.id}/reaction`, { kind: "praise" }), 200);
          await groupBannedIf(s, actor, made.id);
          return GET(`/api/comments/${comment.id}/reactions`, (body) => expect(reactorIds(body)).toEqual([other().user.id]));
        },
      },
    ];
  }),
];

/**
 * For the banned actor: a new member of the group the post `postId` is in, banned from it by
 * the owner (who is its admin), which takes them out of it.
 */
async function groupBannedIf(s: Scene, actor: Actor, postId: number): Promise<void> {
  if (actor !== "banned") return;
  const { groupId } = ok<{ groupId: number }>(await people.owner.agent.get(`/api/posts/${postId}`), 200);
  s.banned = await createUser(t(), { firstName: "Ban", lastName: "Ned" });
  await t().db.transaction((tx) => addMember(tx, { groupId, userId: s.banned!.user.id }));
  const ban = await people.owner.agent.post(`/api/groups/${groupId}/bans`, { userId: s.banned.user.id });
  expect(ban.statusCode, ban.body).toBe(204);
}

function agentOf(actor: Actor, s: Scene): Agent {
  if (actor === "visitor") return t().agent();
  if (actor === "requester") return s.requester!.agent;
  if (actor === "banned") return s.banned!.agent;
  if (actor === "moderator" || actor === "admin") return team[actor].agent;
  return people[actor].agent;
}

// Nobody's e-mail, nor anything about passwords, is in any answer these routes give.
const PRIVATE_DATA = /@example\.org|@demo\.koinonia|password/i;

async function runCase(row: Row, actor: Actor, status: Status, isPrivate: boolean) {
  const expected = typeof status === "number" ? status : status[isPrivate ? 1 : 0];
  const s: Scene = { isPrivate };
  const call = await row.arrange(s, actor);
  const context = `${actor}: ${call.method} ${call.url}`;
  const before = await databaseDigest(t().db);
  const res = await agentOf(actor, s).request(call.method, call.url, call.body, call.headers);
  if (expected >= 400) {
    expectRefusal(res, expected, context);
    // Refused, the blocked person is told the thing is not there, never why.
    if (actor === "blocked") expect(res.json().message, context).not.toMatch(/block/i);
    expect(await databaseDigest(t().db), `${context} was refused but changed data`).toBe(before);
    return;
  }
  expect(res.statusCode, `${context} -> ${res.body.slice(0, 300)}`).toBe(expected);
  if (String(res.headers["content-type"]).startsWith("application/json")) {
    if (!row.showsAddresses) expect(res.body, context).not.toMatch(PRIVATE_DATA);
    call.check?.(res.json(), actor);
  }
}

function matrix(rows: Row[], isPrivate: boolean) {
  for (const row of rows) {
    describe(`${row.route}: ${row.names}`, () => {
      for (const [actor, status] of Object.entries(row.expect) as [Actor, Status][]) {
        const expected = typeof status === "number" ? status : status[isPrivate ? 1 : 0];
        it(`${actor} -> ${expected}`, () => runCase(row, actor, status, isPrivate));
      }
    });
  }
}

describe("what the owner has outside groups", () => matrix(personalRows, false));
describe("a public group", () => matrix(groupRows, false));
describe("a private group", () => matrix(groupRows, true));

// ---------------------------------------------------------------------------------------
// A prayer request of each audience, on every path that can carry it: the home feed (also
// filtered), the owner's profile, its page, comments, praying and who prayed, each one's
// archive and the live stream. Who may see it finds it everywhere; to anyone else it does not
// exist (404 where it is named, absent from every list), and a refused request changes nothing.
type PostAudience = "connections" | "group" | "people" | "private" | "anonymous";
/** Who may see it: the member is also named in "people" and in the (private) group; the connection is in neither. */
const READERS: Record<PostAudience, Person[]> = {
  connections: ["owner", "connection", "member"],
  group: ["owner", "member"],
  people: ["owner", "member"],
  private: ["owner"],
  anonymous: ["owner", "connection", "member"],
};
const EVERYONE: Person[] = ["owner", "connection", "member", "stranger", "blocked", "blocker"];

async function postFor(audience: PostAudience): Promise<{ id: number; content: string }> {
  const content = `Please pray (${audience}, ${Math.random().toString(36).slice(2)})`;
  const shared = {
    connections: {},
    group: { audience: { kind: "group", groupId: (await ownersGroup(true)).id } },
    people: { audience: { kind: "people", userIds: [people.member.user.id] } },
    private: { audience: { kind: "private" } },
    anonymous: { anonymous: true },
  }[audience];
  return ok(await people.owner.agent.post("/api/posts", { content, type: "prayer", category: "health", ...shared }), 201);
}

/** The post's page, comments, who prayed and praying: 2xx to whoever sees it, 404 (changing nothing) to anyone else. */
const NAMED_PATHS: { path: string; call: (postId: number) => Call; status: number }[] = [
  { path: "GET /api/posts/:id", call: (id) => GET(`/api/posts/${id}`), status: 200 },
  { path: "GET /api/posts/:id/comments", call: (id) => GET(`/api/posts/${id}/comments`), status: 200 },
  { path: "GET /api/posts/:id/interactions", call: (id) => GET(`/api/posts/${id}/interactions`), status: 200 },
  { path: "POST /api/posts/:id/interact", call: (id) => POST(`/api/posts/${id}/interact`, { type: "prayer" }), status: 200 },
];

const AUDIENCES = Object.keys(READERS) as PostAudience[];
let liveBase = "";
const streamOf = liveStreams(() => liveBase);
let streams: Record<Person, EventStream>;
beforeAll(async () => {
  ({ base: liveBase } = await listenOnLoopback(t()));
  const opened = await Promise.all(EVERYONE.map((who) => streamOf(people[who])));
  streams = Object.fromEntries(EVERYONE.map((who, i) => [who, opened[i]!])) as Record<Person, EventStream>;
});

describe.each(AUDIENCES)("a prayer request for %s", (audience) => {
  const readers = READERS[audience];
  const sees = (who: Person) => readers.includes(who);
  // A group's posts are in its own list, never in a home feed or on a profile.
  const onWall = audience !== "group";

  it.each(NAMED_PATHS.map((p) => [p.path, p] as const))("%s: found by whoever sees it, 404 to anyone else", async (_path, { call, status }) => {
    const post = await postFor(audience);
    for (const who of EVERYONE) {
      const { method, url, body } = call(post.id);
      const before = await databaseDigest(t().db);
      const res = await people[who].agent.request(method, url, body);
      if (!sees(who)) {
        expectRefusal(res, 404, `${who}: ${method} ${url}`);
        expect(await databaseDigest(t().db), `${who}: ${method} ${url} changed data`).toBe(before);
        continue;
      }
      expect(res.statusCode, `${who}: ${method} ${url} -> ${res.body.slice(0, 200)}`).toBe(status);
      if (url === `/api/posts/${post.id}`) {
        const named = audience !== "anonymous" || who === "owner";
        expect(res.json(), who).toMatchObject({ authorId: named ? people.owner.user.id : null, anonymous: audience === "anonymous" });
      }
    }
  });

  it("the home feed, filtered or not: in the feeds of whoever sees it", async () => {
    const post = await postFor(audience);
    // A wall post is read from the fan-out's queue until it is copied; a group's reaches its
    // members once copied.
    if (audience === "group") await drainAll(t());
    for (const query of ["", "?type=prayer", "?type=prayer&category=health"]) {
      for (const who of EVERYONE) {
        const feed = ids(ok(await people[who].agent.get(`/api/posts/feed${query}`), 200));
        // A group's post reaches its members' feeds as a wall post reaches its readers'.
        expect(feed.includes(post.id), `${who}: feed${query}`).toBe(sees(who));
      }
    }
  });

  it("the owner's profile: on it for whoever sees it, unless it is anonymous (then for the owner alone)", async () => {
    const post = await postFor(audience);
    for (const who of EVERYONE) {
      const res = await people[who].agent.get(`/api/posts/user/${people.owner.user.id}`);
      if (inBlockedPair(who)) {
        expectRefusal(res, 404, who);
        continue;
      }
      const listed = onWall && sees(who) && (audience !== "anonymous" || who === "owner");
      expect(ids(ok(res, 200)).includes(post.id), who).toBe(listed);
    }
  });

  it("each one's archive: the owner's posts hold it; nobody else's holds it, but as one they prayed for", async () => {
    const post = await postFor(audience);
    for (const who of EVERYONE) await people[who].agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    for (const who of EVERYONE) {
      const res = await people[who].agent.get("/api/account/export");
      expect(res.statusCode, who).toBe(200);
      const files = await unzip(res.rawPayload);
      const prayedFor = jsonIn(files, "prayers.json").prayedFor.map((p: { postId: number }) => p.postId);
      expect(prayedFor.includes(post.id), who).toBe(sees(who));
      if (who === "owner") {
        const mine = jsonIn(files, "posts.json").find((p: { id: number }) => p.id === post.id);
        expect(mine).toMatchObject({ content: post.content, audience: audience === "anonymous" ? "connections" : audience });
        expect(mine.anonymous).toBe(audience === "anonymous");
        continue;
      }
      for (const [name, file] of files) expect(file.toString("latin1").includes(post.content), `${who}: ${name}`).toBe(false);
    }
  });

  it("the live stream: its arrival and its deletion reach whoever sees it, and nobody else", async () => {
    const post = await postFor(audience);
    const about = (kind: string) => (e: { event: string; data: unknown }) =>
      e.event === "changed" && (e.data as { kind: string; postId?: number }).kind === kind && (e.data as { postId?: number }).postId === post.id;
    // The owner is told of the deletion (as every viewer of it is); its arrival goes to the other readers.
    const told: Record<"new-post" | "post-deleted", Person[]> = {
      "new-post": readers.filter((who) => who !== "owner"),
      "post-deleted": readers,
    };
    for (const who of told["new-post"]) await streams[who].next(about("new-post"), 5_000);
    expect((await people.owner.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    for (const who of told["post-deleted"]) await streams[who].next(about("post-deleted"), 5_000);
    for (const kind of ["new-post", "post-deleted"] as const) {
      for (const who of EVERYONE) {
        expect(streams[who].events.some(about(kind)), `${who} told of ${kind}`).toBe(told[kind].includes(who));
      }
    }
  });
});

// Fastify answers HEAD for every GET route with the GET's handler; those routes are left out
// of the coverage list, so here is the proof that they refuse alike.
describe("HEAD, as its GET", () => {
  const gets = [...personalRows, ...groupRows].filter((r) => r.route.startsWith("GET "));
  it.each(gets.map((r) => [`${r.route}: ${r.names}`, r] as const))("%s", async (_name, row) => {
    for (const [actor, status] of Object.entries(row.expect) as [Actor, Status][]) {
      const s: Scene = { isPrivate: true };
      const call = await row.arrange(s, actor);
      // The Agent's type names no HEAD; inject takes it all the same.
      const res = await agentOf(actor, s).request("HEAD" as "GET", call.url);
      expect(res.statusCode, `${actor}: HEAD ${call.url}`).toBe(typeof status === "number" ? status : status[1]);
    }
  });
});

// ---------------------------------------------------------------------------------------
// Ids that name nothing, and ids that are not ids: a 4xx with { message }, never a 5xx, and
// nothing changed. Each route gets what else it needs (a body, a signed query) so that the id
// alone is what is judged. Asked by the stranger and by a visitor.
type IdCheck = {
  body?: unknown;
  query?: string;
  headers?: Record<string, string>;
  /** An id of the right shape that names nothing, and ids of the wrong shape. */
  unknown?: string;
  malformed?: string[];
  expect?: { unknown?: number; malformed?: number; visitor?: number };
};

const MALFORMED_IDS = ["abc", "-1", "0", "1.5", "1e3", "%20", "2147483648", "99999999999999999999"];
const NOBODYS_ID = "2147483647"; // the largest integer id PostgreSQL holds

const ID_CHECKS: Record<string, IdCheck> = {
  "GET /api/posts/:id": {},
  "DELETE /api/posts/:id": {},
  "GET /api/posts/:id/comments": {},
  "POST /api/posts/:id/comments": { body: { content: "Amen" } },
  "GET /api/posts/:id/interactions": {},
  "POST /api/posts/:id/interact": { body: { type: "prayer" } },
  "GET /api/posts/user/:userId": {},
  "GET /api/users/:id": {},
  "POST /api/users/:id/block": {},
  "DELETE /api/users/:id/block": {},
  "POST /api/users/:id/mute": {},
  "DELETE /api/users/:id/mute": {},
  "DELETE /api/users/suggested/:id": {},
  "PUT /api/connections/:id": { body: { status: "accepted" } },
  "PUT /api/notifications/:id/read": {},
  "GET /api/demo/users/:id/suggested": {},
  "GET /api/demo/users/:id/requests": {},
  "PUT /api/groups/invitations/:id": { body: { status: "accepted" } },
  "GET /api/groups/:id": {},
  "PUT /api/groups/:id": { body: { name: "Renamed" } },
  "DELETE /api/groups/:id": {},
  "POST /api/groups/:id/join": {},
  "POST /api/groups/:id/leave": {},
  "GET /api/groups/:id/members": {},
  "GET /api/groups/:id/home-feed": {},
  "PUT /api/groups/:id/home-feed": { body: { feed: "none" } },
  "PUT /api/groups/:id/members/:userId": { body: { role: "admin" } },
  "DELETE /api/groups/:id/members/:userId": {},
  "POST /api/groups/:id/invitations": { body: { userId: 1 } },
  "GET /api/groups/:id/invitations": {},
  "DELETE /api/groups/:id/invitations/:userId": {},
  "GET /api/groups/:id/posts": {},
  "POST /api/groups/:id/posts": { body: { content: "Hello", type: "text" } },
  "DELETE /api/comments/:id": {},
  "GET /api/groups/:id/bans": {},
  "POST /api/groups/:id/bans": { body: { userId: 1 } },
  "DELETE /api/groups/:id/bans/:userId": {},
  "GET /api/posts/:id/updates": {},
  "GET /api/rooms/:id": {},
  "GET /api/rooms/:id/stream": {},
  "POST /api/rooms/:id/requests": { body: { content: "For my neighbour" } },
  "POST /api/rooms/:id/next": {},
  "POST /api/rooms/:id/amen": {},
  "POST /api/rooms/:id/messages": { body: { content: "Amen" } },
  "POST /api/rooms/:id/silenced": { body: { userId: 1 } },
  "DELETE /api/rooms/:id/silenced/:userId": {},
  "POST /api/rooms/:id/end": {},
  "POST /api/rooms/:id/start": {},
  "POST /api/rooms/:id/cancel": {},
  "POST /api/posts/:id/updates": { body: { content: "News" } },
  "POST /api/posts/:id/answered": { body: {} },
  "POST /api/posts/:id/check-in": { body: { action: "keep" } },
  "DELETE /api/prayer/list/:postId": {},
  "PUT /api/posts/:id/reaction": { body: { kind: "amen" } },
  "DELETE /api/posts/:id/reaction": {},
  "GET /api/posts/:id/reactions": {},
  "PUT /api/comments/:id/reaction": { body: { kind: "amen" } },
  "DELETE /api/comments/:id/reaction": {},
  "GET /api/comments/:id/reactions": {},
  // A session's id is the SHA-256 (hex) of its token.
  "DELETE /api/account/sessions/:id": { unknown: "0".repeat(64), malformed: ["abc", "A".repeat(64), "a".repeat(65), `${"a".repeat(63)}g`] },
  // To anyone not on the site's team, every moderation route is a 403, whatever the id.
  "PUT /api/moderation/roles/:id": { body: { role: "moderator" }, expect: { unknown: 403, malformed: 403 } },
  "POST /api/moderation/actions/:id/undo": { expect: { unknown: 403, malformed: 403 } },
  // Only the team answers sign-ups: anyone else is refused whatever the id (a malformed one is a 400 first).
  "PUT /api/admin/sign-ups/:id": { body: { admit: true }, expect: { unknown: 403 } },
  "DELETE /api/site-invitations/:id": {},
  // Open to visitors: a code that names nothing is a 404 to them too.
  "GET /api/site-invitations/:code": {
    unknown: "AAAAAAAAAAAA",
    malformed: ["abc", "A".repeat(13), "A".repeat(11), `${"A".repeat(11)}!`, "%20"],
    expect: { visitor: 404 },
  },
  // Any name of another shape names nothing we store: 404 rather than 400.
  "GET /objects/images/:file": {
    unknown: "nothing-here.webp",
    malformed: ["abc", "x.png", "..%2F..%2Fapp-secret", "%2Fetc%2Fpasswd", "a%00.webp"],
    expect: { malformed: 404 },
  },
  // A well-formed query whose signature fits no upload: 403 for anyone (see the matrix row).
  "PUT /api/objects/uploads/:id": {
    query: "?user=1&max=10&expires=99999999999999&signature=abc",
    body: Buffer.from("not an image"),
    headers: { "content-type": "application/octet-stream" },
    unknown: "A".repeat(32),
    malformed: ["abc", "A".repeat(65), `%2E%2E%2F${"A".repeat(22)}`, `${"A".repeat(21)}!`],
    expect: { unknown: 403, visitor: 403 },
  },
};

describe("ids that name nothing and ids that are not ids", () => {
  // A route with two ids is tried with each in turn, the other one real: a group the
  // stranger runs, and a person who is not in it (so the :userId is what answers 404).
  let strangersGroup: number;
  beforeAll(async () => {
    strangersGroup = ok(await people.stranger.agent.post("/api/groups", { name: "Stan's circle", isPrivate: false }), 201).id;
  });

  for (const [route, check] of Object.entries(ID_CHECKS)) {
    const [method, path] = route.split(" ") as [Method, string];
    const params = path.match(/:\w+/g)!;
    it(route, async () => {
      const real: Record<string, string> = { ":id": String(strangersGroup), ":userId": String(people.member.user.id) };
      const ask = async (agent: Agent, param: string, value: string, status: number) => {
        const url = params.reduce((u, p) => u.replace(p, p === param ? value : real[p]!), path) + (check.query ?? "");
        const before = await databaseDigest(t().db);
        const res = await agent.request(method, url, check.body, check.headers);
        expectRefusal(res, status, `${method} ${url}`);
        expect(await databaseDigest(t().db), `${method} ${url} changed data`).toBe(before);
      };
      for (const param of params) {
        const unknownStatus = check.expect?.unknown ?? 404;
        await ask(people.stranger.agent, param, check.unknown ?? NOBODYS_ID, unknownStatus);
        for (const bad of check.malformed ?? MALFORMED_IDS) await ask(people.stranger.agent, param, bad, check.expect?.malformed ?? 400);
        await ask(t().agent(), param, check.unknown ?? NOBODYS_ID, check.expect?.visitor ?? 401);
      }
    });
  }
});

describe("the matrix covers every route", () => {
  it("has rows for every route with a parameter in its path or under /api/admin/, id checks for each parameter, and no others", () => {
    const inMatrix = new Set([...personalRows, ...groupRows].map((r) => r.route));
    expect(registered.size).toBeGreaterThan(20);
    expect([...registered].filter((r) => !inMatrix.has(r)).sort(), "routes no matrix row calls").toEqual([]);
    expect([...inMatrix].filter((r) => !registered.has(r)).sort(), "matrix rows for no route").toEqual([]);
    expect(Object.keys(ID_CHECKS).sort(), "id checks").toEqual([...registered].filter((r) => r.includes(":")).sort());
    const cases = (rows: Row[]) => rows.reduce((n, r) => n + Object.keys(r.expect).length, 0);
    console.log(`access matrix: ${registered.size} routes; ${cases(personalRows)} personal cases + 2 x ${cases(groupRows)} group cases`);
  });
});
