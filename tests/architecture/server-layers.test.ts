import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The domain (server/services) knows no HTTP and no framework: it refuses with DomainErrors,
// tells of new notices and changes through the Tell it is handed, and logs through the Log it is
// handed. What reaches the wire (status codes, presenters, live events) is decided above it.

const root = path.join(import.meta.dirname, "../..");
const FORBIDDEN = [/^\.\.\/(http|presenters|routes|plugins|realtime)(\/|$)/, /^fastify(-|$|\/)/, /^@fastify\//];

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map((m) => m[1]!);
}

// The domain and its policies (who may see or do what) alike.
const files = ["server/services", "server/policies"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => `${dir}/${f}`),
);

describe("the domain's imports", () => {
  it("finds the domain's and the policies' files", () => {
    expect(files.filter((f) => f.startsWith("server/services/")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith("server/policies/")).length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)("%s imports nothing from the HTTP layer, presenters, the live stream or Fastify", (file) => {
    const offending = importsOf(path.join(root, file)).filter((from) => FORBIDDEN.some((rule) => rule.test(from)));
    expect(offending).toEqual([]);
  });
});

describe("where the rules of who may see what live", () => {
  // "Are these two connected" and "who sees a post or a group" are written once, in
  // server/policies; a second spelling elsewhere would miss the next rule added there.
  const SPELLINGS = [/\bfrom\s+connections\s+c\b/, /least\(c\.requester_id/, /\bis_private\b/, /gm\.role\s*=\s*'admin'/];

  it.each(files.filter((f) => f.startsWith("server/services/")))("%s spells no access rule of its own", (file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    expect(SPELLINGS.filter((rule) => rule.test(text)).map(String)).toEqual([]);
  });
});
