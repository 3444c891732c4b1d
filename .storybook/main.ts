import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** True when `plugins` (possibly nested or still promised) has a plugin whose name starts with `prefix`. */
async function hasPlugin(plugins: PluginOption[] | undefined, prefix: string): Promise<boolean> {
  for (const entry of plugins ?? []) {
    const plugin = await entry;
    if (Array.isArray(plugin)) {
      if (await hasPlugin(plugin, prefix)) return true;
    } else if (plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith(prefix)) {
      return true;
    }
  }
  return false;
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  // addon-docs builds a docs page (props table with controls) for each meta tagged 'autodocs'; those pages are
  // documentation entries, not stories, so the story tests never run them.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The framework does not add the React plugin itself; add it unless a project vite config already does.
  async viteFinal(viteConfig) {
    if (await hasPlugin(viteConfig.plugins, 'vite:react')) return viteConfig;
    const { default: react } = await import('@vitejs/plugin-react');
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), react()] };
  },
};

export default config;
