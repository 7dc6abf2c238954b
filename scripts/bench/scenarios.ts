// The benchmarks' named scenarios: what requests each one sends, as which signed-in member.
// `npm run bench` (api.ts) and `npm run bench:compare` (compare.ts) both drive these, so a
// scenario measured by one is the same scenario in the other.
import type { SeededPerson } from "./app-processes";
import type { FixedRateRequest } from "./fixed-rate";
import { nameQuery, postQuery } from "./search-queries";

/** The scenarios that read, at saturation: `npm run bench` runs these as parts of its own. */
export const READ_SCENARIOS = ["floor", "healthz", "feed", "deep", "count", "suggestions", "home"] as const;

export const SCENARIO_NAMES = [
  ...READ_SCENARIOS,
  "create-post",
  "create-post-verses",
  "toggle-prayer",
  "comment",
  "search-names",
  "search-posts",
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/**
 * Requests sent in turn, one (or one per post) for each signed-in member, so a member reads
 * their own deep cursor and prays on their own feed's posts. All connections share one
 * rotation through them, so no two move through the list in step (which would have them
 * toggle the same prayer at the same moment).
 */
export type RequestScenario = {
  kind: "requests";
  name: ScenarioName;
  title: string;
  requests: FixedRateRequest[];
  /** Connections at saturation, when not the run's own: writes hold row locks, and more only queue. */
  connections?: number;
  /** It writes: the feed's copying to readers is waited for after it (see settleFanout). */
  writes?: boolean;
};
/** A member's whole first load of the home page as one unit (home-page.ts), `members` at once. */
export type HomeScenario = { kind: "home"; name: "home"; title: string; cookies: string[]; members: number };
export type Scenario = RequestScenario | HomeScenario;

const pray = (id: number) => `/api/posts/${id}/interact`;
const comment = (id: number) => `/api/posts/${id}/comments`;

/** One request per member (`perPost`: one per post of their feed's first page). */
const asEach = (
  people: SeededPerson[],
  path: (person: SeededPerson, postId: number, index: number) => string,
  { method = "GET", body, perPost = false }: { method?: "GET" | "POST"; body?: unknown; perPost?: boolean } = {},
): FixedRateRequest[] =>
  people.flatMap((person, index) =>
    (perPost ? person.postIds : [0]).map((postId) => ({ method, path: path(person, postId, index), cookie: person.cookie, body })),
  );

/** Every scenario, for these signed-in members. */
export function scenarios(people: SeededPerson[], options: { homeMembers: number }): Record<ScenarioName, Scenario> {
  const requests = (name: ScenarioName, title: string, list: FixedRateRequest[], more: Partial<RequestScenario> = {}): RequestScenario => ({
    kind: "requests",
    name,
    title,
    requests: list,
    ...more,
  });
  const writes = { connections: 10, writes: true };
  return {
    // What any /api request costs before its handler: the HTTP round trip, every request hook
    // (the session is read as for the others: remembered, so a member's lookup is one query
    // per 10 s), routing, and the error shape of the 404. No handler, no query of its own.
    floor: requests(
      "floor",
      "floor: unknown /api path (404)",
      asEach(people, () => "/api/no-such-path"),
    ),
    healthz: requests("healthz", "GET /healthz", [{ path: "/healthz" }]),
    feed: requests(
      "feed",
      "feed, first page",
      asEach(people, () => "/api/posts/feed"),
    ),
    deep: requests(
      "deep",
      "feed, deep page (cursor)",
      asEach(
        people.filter((p) => p.deepCursor),
        (person) => `/api/posts/feed?cursor=${person.deepCursor}`,
      ),
    ),
    count: requests(
      "count",
      "unread count",
      asEach(people, () => "/api/notifications/count"),
    ),
    suggestions: requests(
      "suggestions",
      "suggestions",
      asEach(people, () => "/api/users/suggested"),
    ),
    home: {
      kind: "home",
      name: "home",
      title: `home pages, ${options.homeMembers} members at once`,
      cookies: people.map((p) => p.cookie),
      members: options.homeMembers,
    },
    "create-post": requests(
      "create-post",
      "create post",
      asEach(people, () => "/api/posts", { method: "POST", body: { content: "Bench post", type: "text" } }),
      writes,
    ),
    // Every post with two Bible references in it, which the server finds and stores with it.
    "create-post-verses": requests(
      "create-post-verses",
      "create post with references",
      asEach(people, () => "/api/posts", {
        method: "POST",
        body: { content: "Romans 8:28 has been on my heart all week; praying Psalm 23 over you tonight.", type: "text" },
      }),
      writes,
    ),
    "toggle-prayer": requests(
      "toggle-prayer",
      "toggle prayer",
      asEach(people, (_, id) => pray(id), { method: "POST", body: { type: "prayer" }, perPost: true }),
      writes,
    ),
    comment: requests(
      "comment",
      "comment",
      asEach(people, (_, id) => comment(id), { method: "POST", body: { content: "Amen" }, perPost: true }),
      writes,
    ),
    "search-names": requests(
      "search-names",
      "search, names",
      asEach(people, (_, __, i) => nameQuery(i)),
    ),
    "search-posts": requests(
      "search-posts",
      "search, post text",
      asEach(people, (_, __, i) => postQuery(i)),
    ),
  };
}

/**
 * The writes offered beside the feed: a prayer request, a prayer and a comment in turn, each
 * member on their own feed's posts.
 */
export const writeMix = (people: SeededPerson[]): FixedRateRequest[] =>
  people.flatMap((person) =>
    person.postIds.flatMap((postId) => [
      { method: "POST" as const, path: "/api/posts", cookie: person.cookie, body: { content: "Bench post", type: "prayer" } },
      { method: "POST" as const, path: pray(postId), cookie: person.cookie, body: { type: "prayer" } },
      { method: "POST" as const, path: comment(postId), cookie: person.cookie, body: { content: "Amen" } },
    ]),
  );

/** The next of `list` on each call, from the first again after the last. */
export function rotation<T>(list: T[]): () => T {
  let turn = 0;
  return () => list[turn++ % list.length]!;
}
