import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../helpers/factories";
import { useTestApp } from "../../helpers/test-app";

// What people write (prayers, e-mail addresses) never reaches the logs through a failed query:
// the log keeps the SQL text, the error code and the stack, not the values.

const lines: string[] = [];
const t = useTestApp({ logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } } });

describe("errors in the logs", () => {
  it("show a failed query's SQL and error code, never its parameters or the values PostgreSQL quotes back", async () => {
    const ann = await createUser(t(), { email: "ann.private@example.org" });
    const failed = await t()
      .db.execute(sql`insert into posts (author_id, content, type) values (${2_000_000_001}, ${"Please pray for my secret surgery"}, 'text')`)
      .catch((err: unknown) => err);
    const duplicate = await t()
      .db.execute(sql`insert into users (email, password_hash, first_name, last_name) values (${ann.email}, 'x', 'A', 'B')`)
      .catch((err: unknown) => err);
    lines.length = 0;
    t().app.log.error({ err: failed }, "request failed");
    t().app.log.error({ err: duplicate }, "request failed");

    const logged = lines.join("");
    expect(logged).toContain("insert into posts");
    expect(logged).toContain("23503");
    expect(logged).toContain("23505");
    expect(logged).toContain("posts_author_id_users_id_fk");
    expect(logged).not.toContain("secret surgery");
    expect(logged).not.toContain("2000000001");
    expect(logged).not.toContain("ann.private");
  });
});
