import { describe, expect, it } from "vitest";
import type { SearchResults } from "../../../contract/search";
import { ok } from "../../helpers/access";
import { type SignedInUser, createPost, createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// Post search reads the newest posts first, in slices of ids: here the newest 3, then older
// slices, each longer than the last by as much as the page still needs (2 to 16 times). Best
// first ranks within a slice; newest first is exact.
const t = useTestApp({ env: { SEARCH_SLICE_POSTS: "3" } });

async function search(who: SignedInUser, params: Record<string, string | number>): Promise<SearchResults> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return ok<SearchResults>(await who.agent.get(`/api/search?${query}`), 200);
}

const postIds = (page: SearchResults) => page.items.map((item) => ("post" in item ? item.post.id : 0));

/** Every page, following nextCursor to the end; `between` runs after the first page. */
async function allPages(who: SignedInUser, params: Record<string, string | number>, between?: () => Promise<unknown>) {
  const pages: SearchResults[] = [await search(who, params)];
  await between?.();
  while (pages.at(-1)!.nextCursor && pages.length < 50) pages.push(await search(who, { ...params, cursor: pages.at(-1)!.nextCursor! }));
  return pages.flatMap(postIds);
}

describe("post search, slice by slice", () => {
  it("ranks best matches within each slice, the newer slice first, and newest first exactly", async () => {
    const me = await createUser(t());
    const oldest = await createPost(me, { content: "Zerubbabel Zerubbabel Zerubbabel rebuilt the temple" });
    // Posts without the word put the oldest match several slices back.
    for (let i = 0; i < 10; i++) await createPost(me, { content: `An ordinary day (${i})` });
    const strong = await createPost(me, { content: "Zerubbabel, Zerubbabel" });
    const once = await createPost(me, { content: "Zerubbabel once" });
    const newest = await createPost(me, { content: "Zerubbabel once more" });

    // The newest three posts are one slice, ranked (equal ranks newest first); the strongest
    // match of all is in an older slice, so it comes after them.
    expect(postIds(await search(me, { q: "zerubbabel", type: "posts", sort: "best" }))).toEqual([strong.id, newest.id, once.id, oldest.id]);
    expect(postIds(await search(me, { q: "zerubbabel", type: "posts", sort: "newest" }))).toEqual([newest.id, once.id, strong.id, oldest.id]);
    for (const sort of ["best", "newest"]) {
      const whole = postIds(await search(me, { q: "zerubbabel", type: "posts", sort }));
      expect(await allPages(me, { q: "zerubbabel", type: "posts", sort, limit: 1 }), sort).toEqual(whole);
    }
  });

  it("keeps later pages where they were when a matching post is written meanwhile", async () => {
    const me = await createUser(t());
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await createPost(me, { content: `Habakkuk waited on the watchtower (${i})` })).id);
    const writtenMeanwhile: number[] = [];
    const write = async () => writtenMeanwhile.push((await createPost(me, { content: "Habakkuk again, written while paging" })).id);

    const best = await allPages(me, { q: "habakkuk", type: "posts", sort: "best", limit: 2 }, write);
    expect([...best].sort()).toEqual([...made].sort());
    const newest = await allPages(me, { q: "habakkuk", type: "posts", sort: "newest", limit: 2 }, write);
    expect(newest).toEqual([writtenMeanwhile[0], ...[...made].reverse()]);
    // A new search starts from the newest post, so it finds both.
    expect(postIds(await search(me, { q: "habakkuk", type: "posts", sort: "newest", limit: 2 }))).toEqual([...writtenMeanwhile].reverse());
  });

  it("fills a page from as many slices as it takes, and ends when no post is left", async () => {
    const me = await createUser(t());
    const only = await createPost(me, { content: "Jehoshaphat, just once" });
    for (let i = 0; i < 40; i++) await createPost(me, { content: `Nothing to see here (${i})` });
    const page = await search(me, { q: "jehoshaphat", type: "posts" });
    expect(postIds(page)).toEqual([only.id]);
    expect(page.nextCursor).toBeNull();
    expect((await search(me, { q: "nowhere-to-be-found", type: "posts" })).items).toEqual([]);
  });
});
