import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { databaseAnswers, type HotRead, hotReadParams } from "../../../server/db/client";
import { unreadCountRead } from "../../../server/services/notifications/notifications";
import { feedFirstPage, feedNextPage, prayerFeedFirstPage, prayerFeedNextPage } from "../../../server/services/posts/posts";
import { incomingRead } from "../../../server/services/connections/connection-requests";
import { sessionById } from "../../../server/services/accounts/sessions";
import { storedListRead } from "../../../server/services/connections/suggestions";
import { currentUserRead } from "../../../server/services/people/users";

// A hot read is written out once with placeholders and then only bound (db/client.ts). On
// PostgreSQL that text is what runs; PGlite builds the statement with the values instead. Both
// must be the same statement, whatever the values: a `build` that branched on a value would
// run one variant for every value on PostgreSQL only.
const dialect = new PgDialect();
const same = <V extends Record<string, unknown>>(read: HotRead<V, unknown>, values: V) => {
  const built = dialect.sqlToQuery(read.build(values));
  expect(read.text).toBe(built.sql);
  expect(hotReadParams(read, values)).toEqual(built.params);
  expect(read.name).toMatch(/^k_[0-9a-f]{24}$/);
};

describe("hot reads", () => {
  it("run the same text and parameters as the statement built with the values", () => {
    for (const viewerId of [1, 42, 2_000_000_000]) {
      same(feedFirstPage, { viewerId, limit: 20 });
      same(feedFirstPage, { viewerId, limit: 1 });
      same(feedNextPage, { viewerId, limit: 20, cursor: 123_456 });
      for (const category of [null, "health", "thanksgiving"] as const) {
        same(prayerFeedFirstPage, { viewerId, limit: 20, category });
        same(prayerFeedNextPage, { viewerId, limit: 20, cursor: 123_456, category });
      }
      same(unreadCountRead, { userId: viewerId });
      same(storedListRead, { userId: viewerId, limit: 5 });
      same(incomingRead, { userId: viewerId });
      same(currentUserRead, { id: viewerId });
    }
    same(sessionById, { id: "0".repeat(64) });
    same(databaseAnswers, {});
  });

  it("give each variant of a statement its own text and prepared name", () => {
    expect(feedFirstPage.text).not.toBe(feedNextPage.text);
    expect(feedFirstPage.name).not.toBe(feedNextPage.name);
    const names = [feedFirstPage, feedNextPage, prayerFeedFirstPage, prayerFeedNextPage].map((read) => read.name);
    expect(new Set(names).size).toBe(4);
  });
});
