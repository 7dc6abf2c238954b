import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Announcement } from "../../../contract/churches";
import type { EventComment } from "../../../contract/events";
import type { Conversation, Message } from "../../../contract/messages";
import type { Comment, Post } from "../../../contract/posts";
import type { PrayerUpdate } from "../../../contract/prayer";
import { queryRows } from "../../../server/db/client";
import { seedDemo } from "../../../server/demo/seed";
import { fillMissingVerses } from "../../../server/services/bible/verse-backfill";
import { ok } from "../../helpers/access";
import { makeEvent } from "../../helpers/events";
import { type SignedInUser, connect, createPost, createUser, uniqueEmail } from "../../helpers/factories";
import { drainAll } from "../../helpers/feed";
import { useTestApp } from "../../helpers/test-app";

// A Bible reference in what a member writes is found once, when it is written, in the writer's
// language (and English), and every reader is given where it is and the passage it names.

const t = useTestApp({ logger: { level: "error" } });

async function memberSpeaking(language: "en" | "es" | "pt"): Promise<SignedInUser> {
  const body = { email: uniqueEmail(), password: "correct horse", firstName: "Lidia", lastName: "Paz", language };
  const agent = t().agent();
  const res = await agent.post("/api/auth/register", body);
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.json(), agent, email: body.email, password: body.password };
}

const found = (words: string, verses: { start: number; end: number; osis: string }[]) =>
  verses.map((verse) => ({ written: words.slice(verse.start, verse.end), osis: verse.osis }));

describe("a post", () => {
  it("carries its references to its page and to its readers' feeds; one without any carries none", async () => {
    const ann = await createUser(t());
    const ben = await createUser(t());
    await connect(t(), ann, ben);
    const words = "Romans 8:28 carried me through this week, and Ps 23 tonight.";
    const post = await createPost(ann, { content: words });
    expect(found(words, post.verses)).toEqual([
      { written: "Romans 8:28", osis: "Rom.8.28" },
      { written: "Ps 23", osis: "Ps.23.1-Ps.23.6" },
    ]);
    expect(ok<Post>(await ben.agent.get(`/api/posts/${post.id}`), 200).verses).toEqual(post.verses);
    await drainAll(t());
    const feed = ok<Post[]>(await ben.agent.get("/api/posts/feed"), 200);
    expect(feed.find((p) => p.id === post.id)?.verses).toEqual(post.verses);

    const plain = await createPost(ann, { content: "See you at 10:30 on Sunday, 3 of us" });
    expect(plain.verses).toEqual([]);
  });

  it("is read in its writer's language: Spanish and Portuguese book names", async () => {
    const lidia = await memberSpeaking("es");
    const words = "Leímos Juan 3:16-18 con los jóvenes";
    expect(found(words, (await createPost(lidia, { content: words })).verses)).toEqual([
      { written: "Juan 3:16-18", osis: "John.3.16-John.3.18" },
    ]);
    const joao = await memberSpeaking("pt");
    const salmo = "Hoje li Sl 23 com a família";
    expect(found(salmo, (await createPost(joao, { content: salmo })).verses)).toEqual([{ written: "Sl 23", osis: "Ps.23.1-Ps.23.6" }]);
  });
});

describe("comments, prayer updates, messages, announcements and event discussions", () => {
  it("each carry their references", async () => {
    const ann = await createUser(t());
    const ben = await createUser(t());
    await connect(t(), ann, ben);
    const post = await createPost(ann, { content: "Please pray for my mother", type: "prayer" });

    ok<Comment>(await ben.agent.post(`/api/posts/${post.id}/comments`, { content: "Holding on to Phil 4:6-7 for you" }), 201);
    const comments = ok<Comment[]>(await ann.agent.get(`/api/posts/${post.id}/comments`), 200);
    expect(found(comments[0]!.content, comments[0]!.verses)).toEqual([{ written: "Phil 4:6-7", osis: "Phil.4.6-Phil.4.7" }]);

    const update = ok<PrayerUpdate>(await ann.agent.post(`/api/posts/${post.id}/updates`, { content: "She is home. Isaiah 40:31!" }), 201);
    expect(found(update.content, update.verses)).toEqual([{ written: "Isaiah 40:31", osis: "Isa.40.31" }]);

    const conversation = ok<Conversation>(await ann.agent.post("/api/conversations", { userIds: [ben.user.id] }), 201);
    const message = ok<Message>(await ann.agent.post(`/api/conversations/${conversation.id}/messages`, { content: "Read Jn 3:16 again" }), 201);
    expect(found("Read Jn 3:16 again", message.verses)).toEqual([{ written: "Jn 3:16", osis: "John.3.16" }]);
    const edited = ok<Message>(await ann.agent.patch(`/api/messages/${message.id}`, { content: "I meant 1 Cor 13" }), 200);
    expect(found("I meant 1 Cor 13", edited.verses)).toEqual([{ written: "1 Cor 13", osis: "1Cor.13.1-1Cor.13.13" }]);
    const deleted = ok<Message>(await ann.agent.delete(`/api/messages/${message.id}`), 200);
    expect(deleted.verses).toEqual([]);

    const slug = `verses-${Date.now()}`;
    ok(await ann.agent.post("/api/churches", { name: "Cornerstone", slug, joinMode: "open" }), 201);
    const announcement = ok<Announcement>(
      await ann.agent.post(`/api/churches/${slug}/announcements`, { title: "Sunday", body: "We read Matthew 5:1-12 together." }),
      201,
    );
    expect(found(announcement.body, announcement.verses)).toEqual([{ written: "Matthew 5:1-12", osis: "Matt.5.1-Matt.5.12" }]);

    const event = await makeEvent(ann);
    const said = ok<EventComment>(await ben.agent.post(`/api/events/${event.id}/comments`, { content: "Bring Gen 1" }), 201);
    expect(found(said.content, said.verses)).toEqual([{ written: "Gen 1", osis: "Gen.1.1-Gen.1.31" }]);
  });
});

describe("writing from before references were found", () => {
  it("is looked at once in the background, and then carries its references", async () => {
    const ann = await createUser(t());
    const post = await createPost(ann, { content: "Jer 29:11 is my verse" });
    await t().db.execute(sql`update posts set verses = null where id = ${post.id}`);
    expect(ok<Post>(await ann.agent.get(`/api/posts/${post.id}`), 200).verses).toEqual([]);
    expect(await fillMissingVerses(t().db)).toBe(true);
    expect(found(post.content, ok<Post>(await ann.agent.get(`/api/posts/${post.id}`), 200).verses)).toEqual([
      { written: "Jer 29:11", osis: "Jer.29.11" },
    ]);
  });
});

describe("the demo community", () => {
  it("is written with its references, so the background look at older writing never rewrites it later", async () => {
    await seedDemo(t().db);
    const [left] = await queryRows<Record<string, number>>(
      t().db,
      sql`select
      (select count(*) from posts where verses is null)::int as posts,
      (select count(*) from comments where verses is null)::int as comments,
      (select count(*) from prayer_updates where verses is null)::int as updates`,
    );
    expect(left).toEqual({ posts: 0, comments: 0, updates: 0 });
    const [psalm] = await queryRows<{ verses: unknown }>(t().db, sql`select verses from posts where content like '%sermon on Psalm 23%'`);
    expect(psalm?.verses).toEqual(expect.arrayContaining([expect.objectContaining({ osis: "Ps.23.1-Ps.23.6" })]));
  });
});
