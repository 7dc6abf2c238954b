import fs from "node:fs";
import path from "node:path";

// The files the server reads from the checkout at run time. This module runs from two places:
// server/paths/ from source (tsx, the tests) and dist/server-builds/<build>/ once bundled
// (scripts/build-server.ts), so a fixed number of ".." would be right in one of them only.
// The project's root is the nearest folder above holding package.json, in both.

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${from} or any folder above it`);
  }
}

const PROJECT_ROOT = findProjectRoot(import.meta.dirname);

/** The SQL migrations, applied at start: read from the sources, never bundled. */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server/db/migrations");

/** The project's package.json (the API's version is read from it). */
export const PACKAGE_JSON = path.join(PROJECT_ROOT, "package.json");

/** The link to the current build of the web client (scripts/build-client.ts). */
export const CLIENT_DIR = path.join(PROJECT_ROOT, "dist/client");

/** The Bible texts the project carries (bible/README.md): read at run time, never bundled. */
export const BIBLE_TEXTS_DIR = path.join(PROJECT_ROOT, "bible/texts");
