import { defineConfig } from 'vitest/config';

// End-to-end flows in Chromium against the real server. A file that changes what another reads starts a server of its
// own on a copy of the seeded database; the others share one (tests/e2e/seededDataDirectory.ts). Tests open browser
// contexts of their own in their worker's Chromium (tests/e2e/harness.ts); three files run at once: a flow spends much
// of its time waiting on the browser or the server, so two leave part of the 2-core machine the suite is sized for idle.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/seededDataDirectory.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    maxWorkers: 3,
    // Files share a worker's module cache (each still starts its own portal and browser): importing Playwright and axe
    // afresh for every file costs about a second of CPU each.
    isolate: false,
  },
});
