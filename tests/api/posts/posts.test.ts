import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { presentPost } from "../../../server/presenters/post";
import { feedCardColumns, feedJsonStatement, hydratePosts, postColumns } from "../../../server/services/posts/post-query";
import { connect, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// A second name the site answers to, whose host is as much this site as the request's own.
const t = useTestApp({ env: { ALLOWED_ORIGINS: "https://www.koinonia.example" } });

const countPosts = async () => (await queryRows<{ n: number }>(t().db, sql`select count(*)::int as n from posts`))[0]!.n;

describe("POST /api/posts", () => {
  it("creates a post with its author, counters at zero, content trimmed", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const res = await ann.agent.post("/api/posts", { content: "  Please pray for my mother  ", type: "prayer" });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      authorId: ann.user.id,
      content: "Please pray for my mother",
      type: "prayer",
      imageUrl: null,
      videoUrl: null,
      prayerCount: 0,
      commentCount: 0,
      prayedByMe: false,
    });
    expect(post.author).toMatchObject({ id: ann.user.id, firstName: "Ann", lastName: "Lee" });
    expect(post.author.email).toBeUndefined();
    expect(new Date(post.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("takes a video link", async () => {
    const ann = await createUser(t());
    const post = await createPost(ann, { type: "video", videoUrl: "https://videos.example.org/sermon.mp4" });
    expect(post).toMatchObject({ type: "video", videoUrl: "https://videos.example.org/sermon.mp4" });
  });

  it.each([
    ["empty content", { content: "" }, "Post content is required"],
    ["blank content", { content: "   \n " }, "Post content is required"],
    ["missing content", { content: undefined }, "Post content is required"],
    ["5001 characters", { content: "x".repeat(5001) }, "Post content must be at most 5000 characters"],
    ["an unknown type", { type: "poll" }, "Post type must be one of text, image, video, prayer"],
    ["a photo post without a photo", { type: "image" }, "A photo post needs a photo"],
    ["a video post without a link", { type: "video" }, "A video post needs a video URL"],
    ["a photo from another site", { type: "image", imageUrl: "https://tracker.example/pixel.png" }, "Image URL must be an uploaded image"],
    ["a javascript: link", { type: "video", videoUrl: "javascript:alert(1)" }, "Video URL must be an https:// link"],
    ["a data: link", { type: "video", videoUrl: "data:text/html,hi" }, "Video URL must be an https:// link"],
    ["a path outside our objects", { imageUrl: "/objects/../etc/passwd" }, "Image URL must be an uploaded image"],
    ["a number for a URL", { videoUrl: 12 }, "Video URL must be a string"],
  ])("refuses %s with 400, creating nothing", async (_label, change, message) => {
    const ann = await createUser(t());
    const before = await countPosts();
    const res = await ann.agent.post("/api/posts", { content: "Hello", type: "text", ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await countPosts()).toBe(before);
  });

  it("needs a signed-in user", async () => {
    const res = await t().agent().post("/api/posts", { content: "Hello", type: "text" });
    expect(res.statusCode).toBe(401);
  });

  it("never lets the body choose the author or the counters", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    const res = await ann.agent.post("/api/posts", { content: "Hi", type: "text", authorId: bob.user.id, prayerCount: 99, id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ authorId: ann.user.id, prayerCount: 0 });
  });
});

describe("video links", () => {
  const videoPost = (videoUrl: string) => ({ content: "Watch this", type: "video", videoUrl });

  it.each([
    "https://videos.example.org/sermon.mp4",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://www.vimeo.com/76979871/",
  ])("takes %s", async (videoUrl) => {
    const ann = await createUser(t());
    const post = await createPost(ann, videoPost(videoUrl));
    expect(post).toMatchObject({ type: "video", videoUrl });
  });

  // Every viewer's browser would request these with their own session cookie.
  it.each([
    ["a path of this site", "/api/logout", "Video URL must link to a video on another site, not this one"],
    ["one of our object paths", "/objects/uploads/abcdefghijklmnopqrstuv", "Video URL must link to a video on another site, not this one"],
    ["this site over http", "http://localhost/api/logout", "Video URL must be an https:// link"],
    ["this site over https", "https://localhost/api/logout", "Video URL must link to a video on another site, not this one"],
    ["this site on another port", "https://localhost:8443/api/logout", "Video URL must link to a video on another site, not this one"],
    [
      "this site in capitals, with a trailing dot",
      "https://LOCALHOST./api/logout",
      "Video URL must link to a video on another site, not this one",
    ],
    ["an allowed origin of this site", "https://www.koinonia.example/api/logout", "Video URL must link to a video on another site, not this one"],
    ["an http:// link elsewhere", "http://videos.example.org/sermon.mp4", "Video URL must be an https:// link"],
    ["a protocol-relative link", "//videos.example.org/sermon.mp4", "Video URL must be an https:// link"],
    ["a link with a password", "https://ann:secret@videos.example.org/sermon.mp4", "Video URL must not contain a user name or password"],
    ["a YouTube channel", "https://www.youtube.com/@koinonia", "Video URL must link to one YouTube or Vimeo video"],
    ["a YouTube id of the wrong length", "https://youtu.be/dQw4w9WgXc", "Video URL must link to one YouTube or Vimeo video"],
    ["a YouTube id with a stray character", "https://www.youtube.com/watch?v=dQw4w9WgXc%22", "Video URL must link to one YouTube or Vimeo video"],
    ["a Vimeo page that is not a video", "https://vimeo.com/channels/staffpicks", "Video URL must link to one YouTube or Vimeo video"],
  ])("refuses %s with 400, creating nothing", async (_label, videoUrl, message) => {
    const ann = await createUser(t());
    const before = await countPosts();
    const res = await ann.agent.post("/api/posts", videoPost(videoUrl));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await countPosts()).toBe(before);
  });

  it("may play in the two video players' frames and no other", async () => {
    const res = await t().agent().get("/healthz");
    const directives = String(res.headers["content-security-policy"]).split(";");
    expect(directives.filter((d) => d.startsWith("frame-src"))).toEqual(["frame-src https://www.youtube-nocookie.com https://player.vimeo.com"]);
    expect(directives).toContain("media-src 'self' blob: https:");
  });

  it("refuses a link to this site in a group's post too", async () => {
    const ann = await createUser(t());
    const group = (await ann.agent.post("/api/groups", { name: "Choir", isPrivate: false })).json();
    const before = await countPosts();
    const res = await ann.agent.post(`/api/groups/${group.id}/posts`, videoPost("https://localhost/api/logout"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Video URL must link to a video on another site, not this one" });
    expect(await countPosts()).toBe(before);
  });
});

describe("GET /api/posts/feed", () => {
  it("shows my posts and my connections', newest first, never a stranger's or a pending request's", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    const pending = await createUser(t());
    await connect(t(), me, friend);
    await t().db.execute(sql`insert into connections (requester_id, addressee_id, status) values (${pending.user.id}, ${me.user.id}, 'pending')`);

    const mine = await createPost(me, { content: "mine" });
    const friends = await createPost(friend, { content: "friend's" });
    await createPost(stranger, { content: "stranger's" });
    await createPost(pending, { content: "pending's" });

    const res = await me.agent.get("/api/posts/feed");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([friends.id, mine.id]);

    const theirs = await friend.agent.get("/api/posts/feed");
    expect(theirs.json().map((p: { id: number }) => p.id)).toEqual([friends.id, mine.id]);
  });

  it("pages by keyset cursor, 20 by default", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await createPost(i % 2 ? me : friend, { content: `post ${i}` })).id);
    const newestFirst = [...ids].reverse();

    const first = (await me.agent.get("/api/posts/feed")).json();
    expect(first.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(0, 20));
    const second = (await me.agent.get(`/api/posts/feed?cursor=${first.at(-1).id}`)).json();
    expect(second.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(20));
    const small = (await me.agent.get(`/api/posts/feed?limit=3&cursor=${newestFirst[4]}`)).json();
    expect(small.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(5, 8));
  });

  it.each(["cursor=abc", "cursor=-1", "cursor=99999999999", "limit=0", "limit=51", "limit=2.5"])(
    "refuses a bad page query (%s) with 400",
    async (query) => {
      const me = await createUser(t());
      const res = await me.agent.get(`/api/posts/feed?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe("string");
    },
  );

  it("carries counts and whether I prayed", async () => {
    const me = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const post = await createPost(friend);
    await me.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await me.agent.post(`/api/posts/${post.id}/comments`, { content: "Amen" });
    const [item] = (await me.agent.get("/api/posts/feed")).json();
    expect(item).toMatchObject({ id: post.id, prayerCount: 1, commentCount: 1, prayedByMe: true });
    const [theirs] = (await friend.agent.get("/api/posts/feed")).json();
    expect(theirs).toMatchObject({ id: post.id, prayerCount: 1, commentCount: 1, prayedByMe: false });
  });

  it("is 401 for a visitor", async () => {
    expect((await t().agent().get("/api/posts/feed")).statusCode).toBe(401);
  });

  // The feed's JSON is written by the database (feedJsonStatement, from each row's stored card),
  // every other route's by
  // the app: the two must agree to the byte's meaning, field for field.
  it("gives each post exactly as the post's own page does, and an empty feed as []", async () => {
    const me = await createUser(t());
    expect((await me.agent.get("/api/posts/feed")).body).toBe("[]");
    const friend = await createUser(t(), { firstName: "Zoë", lastName: "O'Brien" });
    const profile = await friend.agent.put("/api/users/profile", {
      firstName: "Zoë",
      lastName: "O'Brien",
      churchAffiliation: 'St. Mark\'s "Upper Room"',
      location: "Zürich",
      aboutMe: "Line one\nline two\ttabbed </script> 🙏",
    });
    expect(profile.statusCode, profile.body).toBe(200);
    await connect(t(), me, friend);
    const posts = [
      await createPost(friend, { type: "prayer", content: 'Pray for "Anna" & the café\n\u2028 </script>' }),
      await createPost(friend, { type: "video", videoUrl: "https://videos.example.org/sermon.mp4" }),
      await createPost(me, { content: "Mine, with nothing prayed yet" }),
    ];
    await me.agent.post(`/api/posts/${posts[0]!.id}/interact`, { type: "prayer" });
    await me.agent.post(`/api/posts/${posts[0]!.id}/comments`, { content: "Amen" });

    const res = await me.agent.get("/api/posts/feed");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const feed = res.json() as { id: number }[];
    expect(feed.map((p) => p.id)).toEqual(posts.map((p) => p.id).reverse());
    for (const item of feed) expect(item).toStrictEqual((await me.agent.get(`/api/posts/${item.id}`)).json());
    expect(feed.at(-1)).toMatchObject({ prayerCount: 1, commentCount: 1, prayedByMe: true });
  });

  // The same agreement on every kind of row at once, straight from the two writers: a group's
  // post, one with a photo and a profile picture, one without (the nulls).
  it("writes every post's JSON in SQL as the presenter writes it from the row", async () => {
    const me = await createUser(t(), { firstName: "Zoë", lastName: "O'Brien" });
    const group = (await me.agent.post("/api/groups", { name: "Choir", isPrivate: false })).json() as { id: number };
    const inGroup = await me.agent.post(`/api/groups/${group.id}/posts`, { content: "In the group" });
    expect(inGroup.statusCode, inGroup.body).toBe(201);
    const withPhoto = await createPost(me, { content: "With a photo" });
    await createPost(me, { type: "video", videoUrl: "https://videos.example.org/sermon.mp4" });
    await me.agent.post(`/api/posts/${withPhoto.id}/interact`, { type: "prayer" });
    await t().db.execute(sql`update posts set image_url = '/objects/photo.webp' where id = ${withPhoto.id}`);
    await t().db.execute(sql`update users set profile_image_url = '/objects/me.webp' where id = ${me.user.id}`);

    const where = sql`from posts p where p.author_id = ${me.user.id}`;
    const [written] = await queryRows<{ page: string }>(
      t().db,
      feedJsonStatement(me.user.id, sql`select ${feedCardColumns(me.user.id)} ${where}`),
    );
    const rows = (await hydratePosts(t().db, me.user.id, sql`select ${postColumns} ${where}`)).map(presentPost);
    expect(rows.map((p) => [p.groupId, p.imageUrl, p.prayedByMe])).toEqual([
      [null, null, false],
      [null, "/objects/photo.webp", true],
      [group.id, null, false],
    ]);
    expect(JSON.parse(written!.page)).toStrictEqual(JSON.parse(JSON.stringify(rows)));
  });

  // A prayer request's own fields (its times, its testimony) and an anonymous one: named to its
  // author, no one's to anyone else, in both writers.
  it("writes a prayer request's times and an anonymous author in SQL as the presenter does", async () => {
    const me = await createUser(t(), { firstName: "Zoë", lastName: "O'Brien" });
    const friend = await createUser(t());
    await connect(t(), me, friend);
    const answered = await createPost(me, { type: "prayer", content: "For the exams" });
    const anonymous = await me.agent.post("/api/posts", { type: "prayer", content: "Unnamed", anonymous: true, category: "health" });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    await t().db.execute(sql`update posts set answered_at = '2026-03-04T05:06:07.891234Z', testimony = 'He answered "yes"',
      closed_at = '2026-04-01T00:00:00Z', update_count = 2 where id = ${answered.id}`);
    for (const viewer of [me, friend]) {
      const where = sql`from posts p where p.author_id = ${me.user.id}`;
      const [written] = await queryRows<{ page: string }>(
        t().db,
        feedJsonStatement(viewer.user.id, sql`select ${feedCardColumns(viewer.user.id)} ${where}`),
      );
      const rows = (await hydratePosts(t().db, viewer.user.id, sql`select ${postColumns} ${where}`)).map(presentPost);
      expect(rows.map((p) => [p.authorId, p.anonymous, p.answeredAt])).toEqual([
        [viewer === me ? me.user.id : null, true, null],
        [me.user.id, false, "2026-03-04T05:06:07.891Z"],
      ]);
      expect(JSON.parse(written!.page)).toStrictEqual(JSON.parse(JSON.stringify(rows)));
    }
  });
});

describe("reading one post and a person's posts", () => {
  it("GET /api/posts/:id shows a post to its author and connections, and is 404 to a stranger", async () => {
    const ann = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), ann, friend);
    const post = await createPost(ann);
    expect((await ann.agent.get(`/api/posts/${post.id}`)).json()).toMatchObject({ id: post.id });
    expect((await friend.agent.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
    const res = await stranger.agent.get(`/api/posts/${post.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Post not found" });
    expect((await ann.agent.get("/api/posts/2147483647")).statusCode).toBe(404);
    expect((await ann.agent.get("/api/posts/nope")).json()).toEqual({ message: "Invalid id" });
  });

  it("GET /api/posts/user/:userId lists what the viewer may see", async () => {
    const ann = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), ann, friend);
    const a1 = await createPost(ann);
    const a2 = await createPost(ann);
    await createPost(friend);
    const ids = (res: { json(): { id: number }[] }) => res.json().map((p) => p.id);
    expect(ids(await ann.agent.get(`/api/posts/user/${ann.user.id}`))).toEqual([a2.id, a1.id]);
    expect(ids(await friend.agent.get(`/api/posts/user/${ann.user.id}`))).toEqual([a2.id, a1.id]);
    expect(ids(await stranger.agent.get(`/api/posts/user/${ann.user.id}`))).toEqual([]);
    expect((await ann.agent.get("/api/posts/user/2147483600")).json()).toEqual({ message: "User not found" });
  });
});

describe("DELETE /api/posts/:id", () => {
  it("lets the author delete, with the post's prayers and comments", async () => {
    const ann = await createUser(t());
    const friend = await createUser(t());
    await connect(t(), ann, friend);
    const post = await createPost(ann);
    await friend.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    await friend.agent.post(`/api/posts/${post.id}/comments`, { content: "Praying" });
    const res = await ann.agent.delete(`/api/posts/${post.id}`);
    expect(res.statusCode).toBe(204);
    expect((await ann.agent.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      t().db,
      sql`select (select count(*) from interactions where post_id = ${post.id}) + (select count(*) from comments where post_id = ${post.id}) + (select count(*) from notifications where post_id = ${post.id}) as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });

  it("refuses a connection (403) and a stranger (404), changing nothing", async () => {
    const ann = await createUser(t());
    const friend = await createUser(t());
    const stranger = await createUser(t());
    await connect(t(), ann, friend);
    const post = await createPost(ann);
    const byFriend = await friend.agent.delete(`/api/posts/${post.id}`);
    expect(byFriend.statusCode).toBe(403);
    expect(byFriend.json()).toEqual({ message: "Only the author can delete this post" });
    expect((await stranger.agent.delete(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await t().agent().delete(`/api/posts/${post.id}`)).statusCode).toBe(401);
    expect((await ann.agent.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
  });
});

describe("praying", () => {
  it("toggles the prayer, keeps the count in step and notifies the author once", async () => {
    const ann = await createUser(t(), { firstName: "Ann", lastName: "Lee" });
    const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
    await connect(t(), ann, bob);
    const post = await createPost(ann, { type: "prayer", content: "Surgery on Monday" });

    const on = await bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ prayed: true, prayerCount: 1 });
    expect((await bob.agent.get(`/api/posts/${post.id}/interactions`)).json()).toEqual([{ type: "prayer", userId: bob.user.id }]);

    const notes = (await ann.agent.get("/api/notifications")).json();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "post_prayer",
      title: "Someone is praying for you",
      message: "Bob Ray is praying for your prayer request.",
      isRead: false,
      actorId: bob.user.id,
      postId: post.id,
    });

    const off = await bob.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" });
    expect(off.json()).toEqual({ prayed: false, prayerCount: 0 });
    expect((await bob.agent.get(`/api/posts/${post.id}/interactions`)).json()).toEqual([]);
    // The unread notice is withdrawn with the prayer.
    expect((await ann.agent.get("/api/notifications/count")).json()).toEqual({ count: 0 });
  });

  it("does not notify authors who pray for their own post", async () => {
    const ann = await createUser(t());
    const post = await createPost(ann);
    expect((await ann.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" })).json()).toEqual({ prayed: true, prayerCount: 1 });
    expect((await ann.agent.get("/api/notifications")).json()).toEqual([]);
  });

  it("refuses strangers (404), visitors (401) and other interaction types (400)", async () => {
    const ann = await createUser(t());
    const stranger = await createUser(t());
    const post = await createPost(ann);
    expect((await stranger.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" })).statusCode).toBe(404);
    expect((await stranger.agent.get(`/api/posts/${post.id}/interactions`)).statusCode).toBe(404);
    expect((await t().agent().post(`/api/posts/${post.id}/interact`, { type: "prayer" })).statusCode).toBe(401);
    const like = await ann.agent.post(`/api/posts/${post.id}/interact`, { type: "like" });
    expect(like.statusCode).toBe(400);
    expect(like.json()).toEqual({ message: "Interaction type must be 'prayer'" });
    expect((await ann.agent.get(`/api/posts/${post.id}`)).json().prayerCount).toBe(0);
  });

  it("keeps the counter equal to the rows under concurrent toggles", async () => {
    const ann = await createUser(t());
    const post = await createPost(ann);
    const friends = await Promise.all(Array.from({ length: 8 }, () => createUser(t())));
    for (const f of friends) await connect(t(), ann, f);
    // Everyone prays at once; half of them twice (pray, then un-pray), also at once.
    await Promise.all(friends.map((f) => f.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" })));
    await Promise.all(friends.slice(0, 4).map((f) => f.agent.post(`/api/posts/${post.id}/interact`, { type: "prayer" })));
    const [row] = await queryRows<{ counter: number; actual: number }>(
      t().db,
      sql`select prayer_count as counter, (select count(*)::int from interactions where post_id = ${post.id} and type = 'prayer') as actual from posts where id = ${post.id}`,
    );
    expect(row).toEqual({ counter: 4, actual: 4 });
  });
});

describe("comments", () => {
  it("adds a trimmed comment, counts it and notifies the author", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t(), { firstName: "Bob", lastName: "Ray" });
    await connect(t(), ann, bob);
    const post = await createPost(ann);
    const res = await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "  Praying for you, sister  " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ postId: post.id, authorId: bob.user.id, content: "Praying for you, sister" });
    await ann.agent.post(`/api/posts/${post.id}/comments`, { content: "Thank you!" });

    const list = (await ann.agent.get(`/api/posts/${post.id}/comments`)).json();
    expect(list.map((c: { content: string }) => c.content)).toEqual(["Praying for you, sister", "Thank you!"]);
    expect(list[0].author.email).toBeUndefined();
    expect((await ann.agent.get(`/api/posts/${post.id}`)).json().commentCount).toBe(2);

    const notes = (await ann.agent.get("/api/notifications")).json();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "post_comment", message: 'Bob Ray commented on your post: "Praying for you, sister"' });
  });

  it.each([[""], ["   "], [undefined]])("refuses an empty comment (%j) with 400", async (content) => {
    const ann = await createUser(t());
    const post = await createPost(ann);
    const res = await ann.agent.post(`/api/posts/${post.id}/comments`, { content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Comment is required" });
    expect((await ann.agent.get(`/api/posts/${post.id}`)).json().commentCount).toBe(0);
  });

  it("hides a post's comments from strangers and refuses their comments", async () => {
    const ann = await createUser(t());
    const stranger = await createUser(t());
    const post = await createPost(ann);
    expect((await stranger.agent.get(`/api/posts/${post.id}/comments`)).statusCode).toBe(404);
    expect((await stranger.agent.post(`/api/posts/${post.id}/comments`, { content: "hi" })).statusCode).toBe(404);
    expect((await ann.agent.get(`/api/posts/${post.id}`)).json().commentCount).toBe(0);
  });
});

describe("notifications", () => {
  it("lists newest first, counts unread, and marks only the owner's own read", async () => {
    const ann = await createUser(t());
    const bob = await createUser(t());
    await connect(t(), ann, bob);
    const post = await createPost(ann);
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "first" });
    await bob.agent.post(`/api/posts/${post.id}/comments`, { content: "second" });
    const notes = (await ann.agent.get("/api/notifications")).json();
    expect(notes.map((n: { message: string }) => n.message.split(": ")[1])).toEqual(['"second"', '"first"']);
    expect((await ann.agent.get("/api/notifications/count")).json()).toEqual({ count: 2 });

    expect((await bob.agent.put(`/api/notifications/${notes[0].id}/read`)).statusCode).toBe(404);
    const read = await ann.agent.put(`/api/notifications/${notes[0].id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: notes[0].id, isRead: true });
    expect((await ann.agent.get("/api/notifications/count")).json()).toEqual({ count: 1 });
    expect((await t().agent().get("/api/notifications/count")).statusCode).toBe(401);
  });
});
