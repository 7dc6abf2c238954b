import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { redisSessionStore } from "../../server/services/accounts/redis-sessions";
import { hashToken } from "../../server/services/accounts/sessions";

// A session in Redis keeps when its account was made, as the database's sessions read it from
// the account: a new account's write limits need it on every write. A session stored before
// it was kept answers null (and the limits then ask the database). Needs TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error("The cluster suite needs TEST_REDIS_URL");

const redis = new Redis(redisUrl);
afterAll(() => redis.quit());

const limits = { idleTimeoutMs: 60_000, absoluteTimeoutMs: 3_600_000 };
// Ids no real test's people reach, so no other test's sessions are touched.
const userId = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);

describe("a session kept in Redis", () => {
  it("carries its account's creation time", async () => {
    const store = redisSessionStore(redis, limits, Date.now);
    const accountCreatedAt = new Date("2026-01-02T03:04:05Z");
    const token = await store.create(userId, { userAgent: "test", accountCreatedAt });
    expect(await store.get(token)).toMatchObject({ userId, accountCreatedAt: accountCreatedAt.getTime() });
    await store.destroy(token);
  });

  it("answers null for a session stored without it", async () => {
    const store = redisSessionStore(redis, limits, Date.now);
    const token = await store.create(userId, { userAgent: "test" });
    const key = `koinonia:session:${hashToken(token)}`;
    const stored = JSON.parse((await redis.get(key))!);
    expect(stored.accountCreatedAt).toBeUndefined();
    expect(await store.get(token)).toMatchObject({ userId, accountCreatedAt: null });
    await store.destroy(token);
  });
});
