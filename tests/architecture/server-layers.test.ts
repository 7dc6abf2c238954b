import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specifiersOf, tsFilesUnder } from "./import-graph";

// The server is built in layers, each importing only those below it:
//   routes, presenters, realtime, http, plugins   (the wire)
//   services/<domain>                             (the domain: no HTTP, no framework)
//   policies                                      (who may see or do what)
//   core                                          (errors and the ports the domain is handed)
//   db                                            (the schema and the client)
// The domain refuses with DomainErrors, tells of new notices and changes through the Tell it is
// handed, and logs through the Log it is handed. What reaches the wire (status codes,
// presenters, live events) is decided above it.

const root = path.join(import.meta.dirname, "../..");

/** Where an import leads, as a folder under server/ ("services/posts", "core", ...), or the package name. */
function layerOf(importer: string, spec: string): string {
  if (!spec.startsWith(".")) return spec;
  const target = path.posix.join(path.posix.dirname(importer), spec);
  return target.startsWith("server/") ? target.slice("server/".length) : target;
}

const WIRE = [/^(http|presenters|routes|plugins|realtime)(\/|$)/, /^fastify(-|$|\/)/, /^@fastify\//];
// The metrics library and the code that feeds it sit above the domain: the domain reports
// task runs through a plain port in core (watchTaskRuns) and never sees prom-client.
const METRICS = [/^metrics(\/|$)/, /^prom-client$/];
/** What each layer may not import. */
const RULES: { layer: string; forbidden: RegExp[]; says: string }[] = [
  {
    layer: "server/services",
    forbidden: [...WIRE, ...METRICS],
    says: "nothing from the HTTP layer, presenters, the live stream, the metrics or Fastify",
  },
  {
    layer: "server/policies",
    forbidden: [...WIRE, ...METRICS, /^services(\/|$)/, /^mail(\/|$)/],
    says: "nothing from the services or anything above them",
  },
  {
    layer: "server/core",
    forbidden: [...WIRE, ...METRICS, /^services(\/|$)/, /^policies(\/|$)/, /^mail(\/|$)/, /^storage(\/|$)/, /^demo(\/|$)/],
    says: "nothing above the database",
  },
  { layer: "server/mail", forbidden: [...WIRE, ...METRICS, /^services(\/|$)/], says: "nothing from the services, the metrics or the wire" },
];

const files = RULES.flatMap(({ layer, forbidden, says }) => tsFilesUnder(root, layer).map((file) => ({ file, forbidden, says })));

describe("the layers' imports", () => {
  it("finds every layer's files, in every folder of the domain", () => {
    const domains = new Set(files.filter(({ file }) => file.startsWith("server/services/")).map(({ file }) => file.split("/")[2]));
    expect([...domains]).toEqual(expect.arrayContaining(["accounts", "posts", "prayer", "rooms", "groups", "search"]));
    for (const { layer } of RULES) expect(files.some(({ file }) => file.startsWith(`${layer}/`))).toBe(true);
  });

  it.each(files)("$file imports $says", ({ file, forbidden }) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const offending = specifiersOf(text).filter((spec) => forbidden.some((rule) => rule.test(layerOf(file, spec))));
    expect(offending).toEqual([]);
  });
});

describe("where the rules of who may see what live", () => {
  // "Are these two connected" and "who sees a post or a group" are written once, in
  // server/policies; a second spelling elsewhere would miss the next rule added there.
  const SPELLINGS = [/\bfrom\s+connections\s+c\b/, /least\(c\.requester_id/, /\bis_private\b/, /gm\.role\s*=\s*'admin'/];
  const domainFiles = tsFilesUnder(root, "server/services");

  it.each(domainFiles)("%s spells no access rule of its own", (file) => {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    expect(SPELLINGS.filter((rule) => rule.test(text)).map(String)).toEqual([]);
  });
});
