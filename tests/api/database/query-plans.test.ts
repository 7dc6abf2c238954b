import { describe, expect, it } from "vitest";
import { drainFanouts } from "../../../server/services/posts/feed-entries";
import { connect, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Every query the app runs on the read and write paths of posts, prayers, comments,
// notifications and sessions must be able to use an index. With sequential scans disabled,
// the planner still picks one only where no index serves the query, so a "Seq Scan" in the
// plan names a missing index. (At realistic sizes the scale suite checks the real plans.)
const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const t = useTestApp({
  database: { logQuery: (query, params) => capturing && captured.push({ query, params }) },
});

const WATCHED =
  /Seq Scan on (posts|interactions|comments|notifications|sessions|users|connections|group_members|group_invitations|feed_entries)\b/;

describe("query plans", () => {
  it("use an index for every query of the feed, posts, prayers, comments, connections, notifications and sessions", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const post = await createPost(friend, { type: "prayer" });
    for (let i = 0; i < 3; i++) await createPost(me);

    capturing = true;
    // The feed reads queued posts until they are fanned out, and entries after: both paths.
    await me.agent.get("/api/posts/feed?limit=2");
    await drainFanouts(t().db, 100);
    const first = (await me.agent.get("/api/posts/feed?limit=2")).json();
    await me.agent.get(`/api/posts/feed?limit=2&cursor=${first[1].id}`);
    // The prayer requests' feed, of every category or one, and its next page.
    await me.agent.get("/api/posts/feed?type=prayer&limit=2");
    await me.agent.get("/api/posts/feed?type=prayer&category=health&limit=2");
    await me.agent.get(`/api/posts/feed?type=prayer&limit=2&cursor=${first[1].id}`);
    await me.agent.get(`/api/posts/user/${friend.user.id}?answered=true`);
    await me.agent.get(`/api/posts/user/${friend.user.id}`);
    await me.agent.get(`/api/posts/${post.id}`);
    await me.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await me.agent.get(`/api/posts/${post.id}/interactions`);
    await me.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await me.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" });
    await me.agent.get(`/api/posts/${post.id}/comments`);
    const notes = (await friend.agent.get("/api/notifications")).json();
    await friend.agent.get("/api/notifications/count");
    await friend.agent.put(`/api/notifications/${notes[0].id}/read`);
    await friend.agent.put("/api/notifications/read");
    await me.agent.delete(`/api/posts/${first[0].id}`);
    // Posts for named connections and for the author alone, and deleting one of them.
    await friend.agent.post("/api/posts", { content: "For you", type: "prayer", audience: { kind: "people", userIds: [me.user.id] } });
    const mine = (await me.agent.post("/api/posts", { content: "Mine", type: "prayer", audience: { kind: "private" } })).json();
    await me.agent.delete(`/api/posts/${mine.id}`);
    const stranger = await createUser(t());
    const request = (await stranger.agent.post("/api/connections", { addresseeId: me.user.id })).json();
    await me.agent.get("/api/connections/requests");
    await me.agent.put(`/api/connections/${request.id}`, { status: "accepted" });
    await me.agent.get("/api/connections");
    await me.agent.get("/api/users/suggested");
    const group = (await me.agent.post("/api/groups", { name: "Prayer Circle", isPrivate: true })).json();
    await me.agent.post(`/api/groups/${group.id}/posts`, { content: "In the group", type: "prayer" });
    await me.agent.get(`/api/groups/${group.id}/posts`);
    await me.agent.get(`/api/groups/${group.id}/posts?answered=true`);
    await me.agent.get(`/api/groups/${group.id}/members`);
    await me.agent.get("/api/groups/my");
    // Now with a group of mine to walk for people I may know.
    await me.agent.get("/api/users/suggested");
    await me.agent.post(`/api/groups/${group.id}/invitations`, { userId: stranger.user.id });
    await stranger.agent.get("/api/groups/invitations");
    capturing = false;

    const reads = captured.filter((c) => /^\s*(select|with|update|delete)/i.test(c.query) && !/^select 1$/.test(c.query));
    expect(reads.length).toBeGreaterThan(15);

    const offenders = await t().database.onOneConnection(async (query) => {
      await query("set enable_seqscan = off");
      try {
        const found: string[] = [];
        for (const { query: text, params } of reads) {
          const { rows } = await query(`explain ${text}`, params);
          const plan = rows.map((r) => Object.values(r as object)[0]).join("\n");
          if (WATCHED.test(plan)) found.push(`${text}\n${plan}`);
        }
        return found;
      } finally {
        await query("reset enable_seqscan");
      }
    });
    expect(offenders).toEqual([]);
  });

  it("search finds people, churches, groups and words through their own indexes", async () => {
    const POST_WORDS = /posts_(wall_words_idx|search_idx|pkey)[\s\S]*posts_(group_posts_idx|search_idx|pkey)[\s\S]*comments_(search|post_id)_idx/;
    const me = await createUser(t(), { firstName: "José", lastName: "Thompson" });
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const post = await createPost(friend, { content: "Praying for healing" });
    await me.agent.post(`/api/posts/${post.id}/comments`, { content: "Healing prayers" });
    await me.agent.post("/api/groups", { name: "Healing Rooms", isPrivate: false });

    const searches: [string, RegExp][] = [
      // Names and churches: the distinct keys by trigrams, then each key's people by its index.
      ["q=tompson&type=people", /search_keys_name_idx[\s\S]*users_name_key_id_idx/],
      ["q=church&type=people", /search_keys_church_idx[\s\S]*users_church_key_id_idx/],
      ["q=healing&type=groups", /groups_name_key_idx/],
      // Words: wall posts and group posts each by their circle's words index, the text index or
      // (in a database this small) the slice's range of ids; comments by theirs.
      ["q=healing&type=posts&sort=best", POST_WORDS],
      ["q=healing&type=posts&sort=newest", POST_WORDS],
    ];
    for (const [query, index] of searches) {
      captured.length = 0;
      capturing = true;
      const res = await me.agent.get(`/api/search?${query}`);
      capturing = false;
      expect(res.statusCode, res.body).toBe(200);
      // The statement that searches (a post search first reads the newest post id, where its
      // slices start; on PostgreSQL the session's own statements are captured too).
      const search = captured.find((c) => /search_words|search_keys|name_key/.test(c.query));
      const plan = await t().database.onOneConnection(async (run) => {
        // The test database is tiny: left to itself the planner reads a few pages in sequence,
        // or walks a handful of groups by their key. Bitmap scans, which the text and trigram
        // indexes answer through, stay allowed.
        await run("set enable_seqscan = off");
        await run("set enable_indexscan = off");
        try {
          const { rows } = await run(`explain ${search!.query}`, search!.params);
          return rows.map((r) => Object.values(r as object)[0]).join("\n");
        } finally {
          await run("reset enable_seqscan");
          await run("reset enable_indexscan");
        }
      });
      expect(plan, query).toMatch(index);
      expect(plan, query).not.toMatch(WATCHED);
    }
  });

  it("read a member's suggestions by the stored list's index, never scanning the suggestion tables", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    await createUser(t());
    // The first read works the list out; the next ones only read it.
    await me.agent.get("/api/users/suggested");
    captured.length = 0;
    capturing = true;
    await me.agent.get("/api/users/suggested");
    capturing = false;

    const reads = captured.filter((c) => /\bfrom suggestions s\b/.test(c.query));
    expect(reads).toHaveLength(1);
    const plans = await t().database.onOneConnection(async (query) => {
      await query("set enable_seqscan = off");
      try {
        const { rows } = await query(`explain ${reads[0]!.query}`, reads[0]!.params);
        return rows.map((r) => Object.values(r as object)[0]).join("\n");
      } finally {
        await query("reset enable_seqscan");
      }
    });
    expect(plans).toMatch(/suggestions_user_position_idx|suggestions_user_id_candidate_id_pk/);
    expect(plans).not.toMatch(/Seq Scan on (suggestions|suggestion_dismissals|users|connections|mutes|blocks)\b/);
  });
});
