import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The client's own import paths, for tests of its cache code.
  resolve: { alias: { "@contract": path.join(import.meta.dirname, "contract"), "@": path.join(import.meta.dirname, "client/src") } },
  test: {
    include: ["tests/**/*.test.ts"],
    // Needs a PostgreSQL server and Redis: run by `npm run test:cluster` (and CI).
    exclude: ["tests/cluster/**", "**/node_modules/**"],
    globalSetup: ["tests/global-setup.ts"],
    // Generous: a test waits for states, never for time, and a shared two-core machine busy with
    // other work can take half a minute over a test that takes seconds alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
