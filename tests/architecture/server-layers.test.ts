import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The domain (server/services) knows no HTTP and no framework: it refuses with DomainErrors,
// tells of new notices through the NoticeSink it is handed, and logs through the Log it is
// handed. What reaches the wire (status codes, presenters, live events) is decided above it.

const root = path.join(import.meta.dirname, "../..");
const FORBIDDEN = [/^\.\.\/(http|presenters|routes|plugins|realtime)(\/|$)/, /^fastify(-|$|\/)/, /^@fastify\//];

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map((m) => m[1]!);
}

describe("the domain's imports", () => {
  const dir = path.join(root, "server/services");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts"));

  it("finds the domain's files", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s imports nothing from the HTTP layer, presenters, the live stream or Fastify", (file) => {
    const offending = importsOf(path.join(dir, file)).filter((spec) => FORBIDDEN.some((rule) => rule.test(spec)));
    expect(offending).toEqual([]);
  });
});
