import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../server/db/client";
import { seedDemo } from "../../../server/demo/seed";
import { useTestApp } from "../../helpers/test-app";

// The demo community shows what a prayer request can carry: categories, an anonymous
// request, one answered with a testimony, and dated updates (counted on their posts).
const t = useTestApp();
beforeAll(() => seedDemo(t().db));

type Row = { category: string | null; anonymous: boolean; testimony: string | null; update_count: number; updates: number };

describe("the demo's prayer requests", () => {
  it("have categories, one anonymous, one answered with a testimony, and updates their posts count", async () => {
    const rows = await queryRows<Row>(
      t().db,
      sql`select p.category, p.anonymous, p.testimony, p.update_count,
          (select count(*)::int from prayer_updates u where u.post_id = p.id) as updates
        from posts p join users a on a.id = p.author_id
        where a.is_demo and p.type = 'prayer'`,
    );
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.every((r) => r.category !== null)).toBe(true);
    expect(rows.filter((r) => r.anonymous)).toHaveLength(1);
    expect(rows.filter((r) => r.testimony)).toHaveLength(1);
    expect(rows.some((r) => r.updates > 0)).toBe(true);
    for (const r of rows) expect(r.update_count).toBe(r.updates);
  });
});
