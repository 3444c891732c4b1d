/*
 * Story tests: every story of .storybook/main.ts runs as a Vitest test in headless Chromium: its play function, then
 * axe in the light theme with every rule (a11y parameter `test: 'error'`), then axe in the dark theme with the rules
 * colour can break, on the same rendered story (.storybook/preview.tsx, checkDarkTheme).
 *
 *   npm run test:stories
 *   npx vitest run --config vitest.storybook.config.ts src/features/staff
 *
 * Chromium comes from the system (see scripts/ensure-chromium.ts); CHROMIUM_PATH overrides it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromiumArgs, ensureChromium } from './scripts/ensure-chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

/*
 * `npm test` runs the stories in three shards at once (`--shard=1/3` to `--shard=3/3`, STORIES_SHARD naming each): a run
 * takes one file at a time in one page (scripts/test.mjs says why three). Two dependency optimisers writing one Vite cache directory leave
 * each with chunks of the other (React loaded twice: "Cannot read properties of null (reading 'useMemo')"), so each
 * shard has a directory of its own. Runs after the Storybook plugin so its value wins.
 */
function shardsOwnCacheDir(): Plugin {
  const shard = process.env.STORIES_SHARD;
  return {
    name: 'stories:shards-own-cache-dir',
    enforce: 'post',
    config: () => (shard ? { cacheDir: path.join(dirname, 'node_modules/.cache/vitest-stories', shard) } : {}),
  };
}

/**
 * Shards of about as many stories each (`--shard=1/3`): Vitest's own deals the files out by count, and left one shard
 * with a sixth more stories than the others, which the end-to-end step then waited for. Each file, most stories first,
 * goes to the shard with the fewest so far.
 */
class StoriesPerShard extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard } = this.ctx.config;
    if (!shard) return files;
    const storiesIn = (file: string) => (readFileSync(file, 'utf8').match(/^export const \w+/gm) ?? []).length;
    const weighed = files
      .map((spec) => ({ spec, stories: storiesIn(spec.moduleId) }))
      .sort((a, b) => b.stories - a.stories || a.spec.moduleId.localeCompare(b.spec.moduleId));
    const shards = Array.from({ length: shard.count }, () => ({ stories: 0, specs: [] as TestSpecification[] }));
    for (const { spec, stories } of weighed) {
      const fewest = shards.reduce((least, next) => (next.stories < least.stories ? next : least));
      fewest.stories += stories;
      fewest.specs.push(spec);
    }
    return shards[shard.index - 1]?.specs ?? [];
  }
}

export default defineConfig({
  plugins: [storybookTest({ configDir }), shardsOwnCacheDir()],
  // React Aria's virtualizer reads process.env.VIRT_ON when NODE_ENV is 'test' (it would otherwise lay out every
  // row, as for jsdom); a real browser measures, so the stories virtualize as the app does.
  define: { 'process.env.VIRT_ON': JSON.stringify('on') },
  test: {
    name: 'stories',
    // Story files share one page and its loaded modules, instead of a fresh frame importing React, React Aria and the
    // app's modules again for each of the 200 files: each story renders into a new root from its own args and the
    // setup resets the theme, so no story depends on what another left behind.
    isolate: false,
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    sequence: { sequencer: StoriesPerShard },
    env: { STORYBOOK_TESTS_BOTH_THEMES: 'true' },
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
});
