import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests: lib, api and machines (and any other *.test.ts[x] under src) in Node; a file that needs a DOM says so
// with a `@vitest-environment jsdom` comment at its top, since starting jsdom costs about a second a file. Stories run
// through vitest.storybook.config.ts, server tests through vitest.server.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores (Vitest would keep one free), and files share a worker's module cache: importing React, XState and
    // the app's modules afresh for every file would be most of the run. Mocks and stubbed globals are restored after
    // every test (restoreMocks, unstubGlobals), so a file never sees another's.
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'src/**/*.stories.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./vitest.unit.setup.ts'],
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
