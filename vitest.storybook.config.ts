/*
 * Story tests: every story of .storybook/main.ts runs as a Vitest test in headless Chromium, with
 * its play function and an axe check (a11y parameter `test: 'error'`). Two projects run the same
 * stories, one per theme, by pinning the `theme` global that .storybook/preview.tsx applies; the dark
 * project's axe check runs the rules colour can break (the dark theme changes nothing else).
 *
 *   npm run test:stories                         both themes
 *   npx vitest run --config vitest.storybook.config.ts --project stories-dark
 *
 * Chromium comes from the system (see scripts/ensure-chromium.ts); CHROMIUM_PATH overrides it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, ensureChromium } from './scripts/ensure-chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');


type Theme = 'light' | 'dark';

/*
 * The Storybook plugin gives every project of one Storybook the same Vite cache directory. The two
 * projects start in parallel, and two dependency optimisers writing one directory leave each with
 * chunks of the other (React loaded twice: "Cannot read properties of null (reading 'useMemo')").
 * Runs after the Storybook plugin so its value wins.
 */
function ownCacheDir(theme: Theme): Plugin {
  return {
    name: 'stories:own-cache-dir',
    enforce: 'post',
    config: () => ({ cacheDir: path.join(dirname, 'node_modules/.cache/vitest-stories', theme) }),
  };
}

function storiesProject(theme: Theme): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { theme } }), ownCacheDir(theme)],
    // React Aria's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test' (it would otherwise lay out every
    // row, as for jsdom); a real browser measures, so the stories virtualize as the app does.
    define: { 'process.env.VIRT_ON': JSON.stringify('on') },
    test: {
      name: `stories-${theme}`,
      // Story files share one page and its loaded modules, instead of a fresh frame importing React, React Aria and the
      // app's modules again for each of the 200 files: each story renders into a new root from its own args and the
      // setup resets the theme, so no story depends on what another left behind.
      isolate: false,
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
      // Read by the Foundations/Theme story to prove the project really runs in its theme.
      env: { STORYBOOK_EXPECTED_THEME: theme },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: ensureChromium(),
            args: chromiumArgs,
          },
          // Overlays skip their fade-in (theme.css honours reduced motion), so axe never measures
          // contrast through a half-transparent layer.
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [storiesProject('light'), storiesProject('dark')],
  },
});
