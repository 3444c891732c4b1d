import { defineConfig } from 'vitest/config';

// End-to-end flows in Chromium against the real server; one file at a time, since each starts a server and a browser.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/seededDataDirectory.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
