import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

/**
 * The plugins of `plugins` (nested lists flattened, promises awaited) whose name does not start with `prefix`; entries
 * that are not plugins (false, null) are left out.
 */
async function withoutPlugins(plugins: PluginOption[] | undefined, prefix: string): Promise<Plugin[]> {
  const kept: Plugin[] = [];
  for (const entry of plugins ?? []) {
    const plugin = await entry;
    if (Array.isArray(plugin)) kept.push(...(await withoutPlugins(plugin, prefix)));
    else if (plugin && typeof plugin === 'object' && 'name' in plugin && !plugin.name.startsWith(prefix)) kept.push(plugin);
  }
  return kept;
}

/**
 * The app build's own steps in vite.config.ts, named `portal:…`: they edit the app's index.html from its chunks (which
 * a Storybook build does not have), put src/first-paint.js into it and precompress dist/. Storybook loads the
 * project's vite config, so it leaves them out.
 */
const appBuildSteps = 'portal:';

const config: StorybookConfig = {
  // Each area's docs page (an MDX file beside its stories), then the stories themselves: in the sidebar, an area's
  // Overview comes before its stories.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  // addon-docs builds a docs page (props table with controls) for each meta tagged 'autodocs'; those pages are
  // documentation entries, not stories, so the story tests never run them.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = await withoutPlugins(viteConfig.plugins, appBuildSteps);
    // The framework does not add the React plugin itself; add it unless the project's vite config already does.
    if (!plugins.some((plugin) => plugin.name.startsWith('vite:react'))) {
      const { default: react } = await import('@vitejs/plugin-react');
      plugins.push(react());
    }
    return { ...viteConfig, plugins };
  },
};

export default config;
