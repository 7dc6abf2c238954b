import { defineConfig } from "vitest/config";

// The multi-process suite: two app processes against PostgreSQL and Redis.
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
