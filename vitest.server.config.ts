import { defineConfig } from 'vitest/config';

// Server tests boot the real app on a fresh database per file: PGlite by default, PostgreSQL when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/databaseTemplates.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound; two files at once use both cores without starving either.
    maxWorkers: 2,
    // Files share a worker's module cache (each still boots its own app and database): importing Fastify, Drizzle and
    // PGlite afresh for every file cost more than a second of CPU each.
    isolate: false,
  },
});
