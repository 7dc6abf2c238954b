import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import pg from "pg";

// The network Koinonia's seeder made, copied into a Misskey database with SQL, so both servers
// serve the same people, the same follows and the same posts: each person a local user with a
// token, each accepted connection a follow each way (Misskey's follows go one way, a
// connection both), each post a note visible to followers (a Koinonia post is its author's
// connections' to see), with ids in the same order as the posts'. Then each user's home
// timeline is written into Redis as Misskey's fan-out (FanoutTimelineService, NoteCreateService)
// would have left it, so Misskey serves timelines from Redis as it does in production.

type Person = { id: number; seed: number; firstName: string; lastName: string; createdAt: Date };
type Post = { id: number; authorId: number; content: string; createdAt: Date };
export type Network = { people: Person[]; connections: [number, number][]; posts: Post[] };

export async function readNetwork(koinoniaUrl: string): Promise<Network> {
  const client = new pg.Client({ connectionString: koinoniaUrl });
  await client.connect();
  try {
    const people = await client.query(
      `select id, substring(email from 'seed(\\d+)@')::int as seed, first_name as "firstName", last_name as "lastName", created_at as "createdAt"
       from users where email like 'seed%@example.org' order by id`,
    );
    const connections = await client.query(`select requester_id as a, addressee_id as b from connections where status = 'accepted'`);
    // Only posts the home feed can show: none in a group, none held or removed. Seeded posts
    // are all to the author's connections; any other audience has no faithful copy here.
    const posts = await client.query(
      `select id, author_id as "authorId", content, created_at as "createdAt", audience
       from posts where group_id is null and moderation is null order by id`,
    );
    const other = posts.rows.find((p) => p.audience !== "connections");
    if (other) throw new Error(`post ${other.id} is to "${other.audience}": only posts to connections are copied`);
    return {
      people: people.rows,
      connections: connections.rows.map((r) => [r.a, r.b]),
      posts: posts.rows,
    };
  } finally {
    await client.end();
  }
}

// Misskey's "aidx" ids: 8 base-36 digits of milliseconds since 2000, 4 of a node id, 4 of a
// counter. They sort as strings by time, so notes made from posts in time order sort as the
// posts do; the node part keeps users, notes and follows apart, the counter is Koinonia's id.
const TIME2000 = 946_684_800_000;
const aidx = (at: Date, node: string, counter: number) =>
  (at.getTime() - TIME2000).toString(36).padStart(8, "0").slice(-8) + node + counter.toString(36).padStart(4, "0").slice(-4);

export type Copied = {
  userIdOf: Map<number, string>;
  tokenOf: Map<number, string>;
  noteIdOf: Map<number, string>;
  usernameOf: Map<number, string>;
};

/** Inserts the network into Misskey's migrated database (no users of its own yet). */
export type Visibility = "followers" | "public";

export async function writeNetwork(misskeyUrl: string, network: Network, visibility: Visibility): Promise<Copied> {
  const userIdOf = new Map(network.people.map((p) => [p.id, aidx(p.createdAt, "kusr", p.id)]));
  const tokenOf = new Map(network.people.map((p) => [p.id, randomBytes(8).toString("hex")]));
  const usernameOf = new Map(network.people.map((p) => [p.id, `seed${p.seed}`]));
  // Posts written at once (a benchmark's, in a reused database) may take their ids in another
  // order than their times: a note's time is never earlier than the one before it, so the
  // notes sort exactly as the posts' ids do (the counter orders notes of one millisecond).
  let latest = 0;
  const noteIdOf = new Map(
    network.posts.map((p) => {
      latest = Math.max(latest, p.createdAt.getTime());
      return [p.id, aidx(new Date(latest), "knot", p.id)];
    }),
  );
  const known = new Set(userIdOf.keys());
  const follows = network.connections
    .filter(([a, b]) => known.has(a) && known.has(b))
    .flatMap(([a, b]) => [
      [a, b],
      [b, a],
    ]);
  const count = (ids: number[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<number, number>());
  const following = count(follows.map(([follower]) => follower!));
  const followers = count(follows.map(([, followee]) => followee!));
  const notes = count(network.posts.map((p) => p.authorId));
  // Misskey signs what it sends other servers with each user's key. Nothing leaves this
  // benchmark, and an RSA key per user takes minutes to make: one key serves every user.
  const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const publicKey = keys.publicKey.export({ type: "spki", format: "pem" }) as string;
  const privateKey = keys.privateKey.export({ type: "pkcs8", format: "pem" }) as string;

  const client = new pg.Client({ connectionString: misskeyUrl });
  await client.connect();
  try {
    await client.query("begin");
    const people = network.people;
    const ids = people.map((p) => userIdOf.get(p.id)!);
    await client.query(
      `insert into "user" (id, username, "usernameLower", name, token, "followersCount", "followingCount", "notesCount", "updatedAt")
       select * from unnest($1::varchar[], $2::varchar[], $2::varchar[], $3::varchar[], $4::char(16)[], $5::int[], $6::int[], $7::int[], $8::timestamptz[])`,
      [
        ids,
        people.map((p) => usernameOf.get(p.id)!),
        people.map((p) => `${p.firstName} ${p.lastName}`),
        people.map((p) => tokenOf.get(p.id)!),
        people.map((p) => followers.get(p.id) ?? 0),
        people.map((p) => following.get(p.id) ?? 0),
        people.map((p) => notes.get(p.id) ?? 0),
        people.map((p) => p.createdAt),
      ],
    );
    await client.query(`insert into user_profile ("userId") select unnest($1::varchar[])`, [ids]);
    await client.query(`insert into user_keypair ("userId", "publicKey", "privateKey") select unnest($1::varchar[]), $2, $3`, [
      ids,
      publicKey,
      privateKey,
    ]);
    const now = new Date();
    await client.query(
      `insert into following (id, "followerId", "followeeId")
       select * from unnest($1::varchar[], $2::varchar[], $3::varchar[])`,
      [follows.map((_, i) => aidx(now, "kfol", i)), follows.map(([a]) => userIdOf.get(a!)!), follows.map(([, b]) => userIdOf.get(b!)!)],
    );
    const posts = network.posts;
    await client.query(
      `insert into note (id, "userId", text, visibility)
       select * from unnest($1::varchar[], $2::varchar[], $3::text[], $4::note_visibility_enum[])`,
      [
        posts.map((p) => noteIdOf.get(p.id)!),
        posts.map((p) => userIdOf.get(p.authorId)!),
        posts.map((p) => p.content),
        posts.map(() => visibility),
      ],
    );
    await client.query("commit");
    // As Koinonia's seeder does, so neither server reads from tables the planner knows nothing of.
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
  return { userIdOf, tokenOf, noteIdOf, usernameOf };
}

/**
 * Each user's home timeline (their own notes and those of whom they follow) and own-notes
 * timeline in Redis, newest first as LPUSH leaves them, cut to Misskey's caps from its meta.
 */
export async function fillTimelines(
  redis: Redis,
  prefix: string,
  network: Network,
  copied: Copied,
  caps: { home: number; user: number },
): Promise<number> {
  const own = new Map<number, number[]>();
  // Posts are in id order; each list is built newest first.
  const add = (map: Map<number, number[]>, key: number, value: number) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const post of [...network.posts].reverse()) add(own, post.authorId, post.id);
  const followees = new Map<number, number[]>();
  for (const [a, b] of network.connections) {
    add(followees, a, b);
    add(followees, b, a);
  }
  let entries = 0;
  for (const person of network.people) {
    const userId = copied.userIdOf.get(person.id)!;
    const home = [person.id, ...(followees.get(person.id) ?? [])]
      .flatMap((id) => (own.get(id) ?? []).slice(0, caps.home))
      .sort((x, y) => y - x)
      .slice(0, caps.home)
      .map((id) => copied.noteIdOf.get(id)!);
    const mine = (own.get(person.id) ?? []).slice(0, caps.user).map((id) => copied.noteIdOf.get(id)!);
    const pipeline = redis.pipeline();
    pipeline.del(`${prefix}:list:homeTimeline:${userId}`, `${prefix}:list:userTimeline:${userId}`);
    if (home.length) pipeline.rpush(`${prefix}:list:homeTimeline:${userId}`, ...home);
    if (mine.length) pipeline.rpush(`${prefix}:list:userTimeline:${userId}`, ...mine);
    await pipeline.exec();
    entries += home.length;
  }
  return entries;
}
