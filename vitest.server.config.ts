import { defineConfig } from 'vitest/config';

// Server tests boot the real app on a database of its own per file, a copy of one seeded once per run
// (tests/server/databaseTemplates.ts): PGlite by default, PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/databaseTemplates.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound; two files at once use both cores without starving either.
    maxWorkers: 2,
    // Files share a worker's module cache (each still boots its own app on its own copy of the database): importing
    // Fastify, Drizzle and PGlite afresh for every file would cost a second or more of CPU each.
    isolate: false,
  },
});
