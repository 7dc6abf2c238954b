import { describe, expect, it } from "vitest";
import { type ChangeChannel, ReadCache } from "../../../server/db/read-cache";

// The cache's own rules, on a channel driven by hand: which message arrives when is the point
// of each case, and a real database cannot be made to deliver one at a chosen moment.
function handChannel() {
  const announced: string[] = [];
  let heard: (payload: string) => void = () => {};
  let lost: () => void = () => {};
  const channel: ChangeChannel = {
    async listen(onHeard, onLost, found) {
      heard = onHeard;
      lost = onLost;
      found();
    },
    announce(keys) {
      announced.push(keys);
    },
    async close() {},
  };
  return { channel, announced, deliver: (payload: string) => heard(payload), lose: () => lost() };
}

async function openCache() {
  const hand = handChannel();
  const cache = new ReadCache(hand.channel, 1024 * 1024);
  await cache.open();
  let reads = 0;
  const page = (shows: string[], value = "page") =>
    cache.get(
      "feed:1",
      async () => {
        reads++;
        return value;
      },
      () => shows,
      (v) => v.length,
    );
  return { cache, hand, page, reads: () => reads };
}

describe("the read cache's rules", () => {
  it("keeps an answer until a change to something it shows is heard", async () => {
    const { hand, page, reads } = await openCache();
    await page(["u:1", "p:7"]);
    await page(["u:1", "p:7"]);
    expect(reads()).toBe(1);
    hand.deliver("p:8 u:2");
    await page(["u:1", "p:7"]);
    expect(reads()).toBe(1);
    hand.deliver("u:3 p:7");
    await page(["u:1", "p:7"]);
    expect(reads()).toBe(2);
    hand.deliver("*");
    await page(["u:1", "p:7"]);
    expect(reads()).toBe(3);
  });

  it("does not keep an answer read while a change to what it shows was heard", async () => {
    const { cache, hand } = await openCache();
    let release: () => void = () => {};
    const slow = cache.get(
      "feed:1",
      () => new Promise<string>((resolve) => (release = () => resolve("old page"))),
      () => ["p:7"],
      () => 8,
    );
    hand.deliver("p:7");
    release();
    expect(await slow).toBe("old page");
    const again = await cache.get(
      "feed:1",
      async () => "new page",
      () => ["p:7"],
      () => 8,
    );
    expect(again).toBe("new page");
  });

  it("forgets what a write of its own touched at once, and announces it to the others", async () => {
    const { cache, hand, page, reads } = await openCache();
    await page(["p:7"]);
    cache.touched("p:8");
    await page(["p:7"]);
    expect(reads()).toBe(1);
    cache.touched("u:1 p:7");
    await page(["p:7"]);
    expect(reads()).toBe(2);
    expect(hand.announced).toEqual(["p:8", "u:1 p:7"]);
  });

  it("forgets everything when what a write of its own touched cannot be known", async () => {
    const { cache, hand, page, reads } = await openCache();
    await page(["p:7"]);
    cache.touched(null);
    await page(["p:7"]);
    expect(reads()).toBe(2);
    expect(hand.announced).toEqual(["*"]);
  });

  it("forgets everything on a message naming everything, alone or among other keys", async () => {
    const { hand, page, reads } = await openCache();
    await page(["p:7"]);
    hand.deliver("u:2 * p:9");
    await page(["p:7"]);
    expect(reads()).toBe(2);
  });

  it("forgets everything and keeps nothing while the channel is lost", async () => {
    const { hand, page, reads } = await openCache();
    await page(["p:7"]);
    hand.lose();
    await page(["p:7"]);
    await page(["p:7"]);
    expect(reads()).toBe(3);
  });

  it("lets the least recently used answers go when its memory is full", async () => {
    const hand = handChannel();
    const cache = new ReadCache(hand.channel, 800);
    await cache.open();
    const read = (key: string) =>
      cache.get(
        key,
        async () => "x".repeat(90),
        () => [`u:${key}`],
        (v) => v.length,
      );
    for (let i = 0; i < 12; i++) await read(String(i));
    expect(cache.stats().entries).toBe(8);
    expect(cache.stats().bytes).toBeLessThanOrEqual(800);
    await read("11");
    expect(cache.stats().hits).toBe(1);
    await read("0");
    expect(cache.stats().hits).toBe(1);
  });
});
