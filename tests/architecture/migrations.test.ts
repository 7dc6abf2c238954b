import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Drizzle's migrator applies a migration only when its journal time is later than the last
// one the database has applied: a migration stamped earlier than its predecessor is silently
// skipped on every database already past that predecessor (a fresh one still runs it).
const dir = path.join(import.meta.dirname, "../../server/db/migrations");
const journal = JSON.parse(fs.readFileSync(path.join(dir, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe("migrations", () => {
  it("are stamped in the order they are numbered, so an existing database applies each new one", () => {
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, "0")), entry.tag).toBe(true);
      if (i > 0)
        expect(entry.when, `${entry.tag} is stamped before ${journal.entries[i - 1]!.tag}`).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it("each have their SQL file", () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".sql"));
    expect(files.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
  });
});
