import fs from "node:fs";
import path from "node:path";
import { feedUrl } from "../../contract/urls";
import { entryKey, manifestPath, readManifest, staticClosure } from "./build-manifest";

// index.html names only the entry's chunks: the rest of a first page's code (the signed-in
// or signed-out tree, the page itself) is found by the entry once it has run and asked who
// is signed in, a round trip or two later. The server already knows the answer's likely
// shape, a session cookie or none, so it names those chunks (and, for the signed-in home
// page, its first feed page) in the page it sends: the browser fetches them beside the
// entry, and on a phone's connection the feed paints several round trips sooner.

const MEMBER_TREE = "src/signed-in-app.tsx";
const VISITOR_TREE = "src/signed-out-app.tsx";
/** The lazy chunks (source paths, as in the manifest) each first page loads before it paints. */
const FIRST_PAGES = {
  member: { "/": [MEMBER_TREE, "src/pages/home.tsx"], other: [MEMBER_TREE] },
  visitor: {
    "/": [VISITOR_TREE, "src/pages/landing.tsx"],
    "/landing": [VISITOR_TREE, "src/pages/landing.tsx"],
    "/auth": [VISITOR_TREE, "src/pages/auth.tsx"],
    other: [VISITOR_TREE],
  },
} satisfies Record<string, Record<string, string[]>>;

/** The index.html to send for a path, for a request with a session cookie or without. */
export type FirstPage = (pathname: string, hasSession: boolean) => string;

export function firstPages(clientDir: string): FirstPage {
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  // A build without a manifest (an old one, or a hand-made dist): the plain page still works.
  if (!fs.existsSync(manifestPath(clientDir))) return () => html;
  const manifest = readManifest(clientDir);
  const inEntry = staticClosure(manifest, [entryKey(manifest)]);

  const page = (roots: string[], extra = "") => {
    const links = [...staticClosure(manifest, roots)]
      .filter((key) => !inEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`);
    return html.replace("</head>", `  ${[...links, extra].filter(Boolean).join("\n    ")}\n  </head>`);
  };
  // The same request the client's feed makes (credentials included), so the browser hands
  // this answer to it rather than asking twice.
  const feed = `<link rel="preload" href="${feedUrl(null)}" as="fetch" crossorigin="use-credentials">`;
  const member = { "/": page(FIRST_PAGES.member["/"], feed), other: page(FIRST_PAGES.member.other) };
  const visitor: Record<string, string> = {};
  for (const [key, roots] of Object.entries(FIRST_PAGES.visitor)) visitor[key] = page(roots);

  return (pathname, hasSession) => {
    if (hasSession) return pathname === "/" ? member["/"] : member.other;
    return visitor[pathname] ?? visitor.other!;
  };
}
