import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import '../src/ui/theme.css';

type Theme = 'light' | 'dark';

/** Applies a theme the way the app does: data-theme on <html>. */
function applyTheme(theme: unknown): Theme {
  const value: Theme = theme === 'dark' ? 'dark' : 'light';
  document.documentElement.dataset.theme = value;
  return value;
}

/** The theme the story tests pin (vitest.storybook.config.ts); none in Storybook itself. */
const testedTheme = import.meta.env.STORYBOOK_EXPECTED_THEME as 'light' | 'dark' | undefined;

/** The axe rules whose outcome depends on colour. */
const colourRules = ['color-contrast', 'link-in-text-block'];

// Set synchronously while rendering so the story (and the axe run after it) never sees the other theme.
const withTheme: Decorator = (Story, { globals }) => {
  applyTheme(globals.theme);
  return <Story />;
};

// The portal's locale: dates read day-month-year, numbers use Nigerian grouping.
const withLocale: Decorator = (Story) => (
  <I18nProvider locale="en-NG">
    <Story />
  </I18nProvider>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Light is the product default; the stories-dark Vitest project overrides this global.
  initialGlobals: { theme: 'light' },
  decorators: [withTheme, withLocale],
  parameters: {
    // The sidebar in the order a designer reads the product: the design system, then the areas roughly as the side
    // menu lists them. Within an area its Overview comes first (.storybook/main.ts loads the MDX pages first).
    options: {
      storySort: {
        order: [
          'Foundations',
          'UI',
          'Auth',
          'Layout',
          'Shell',
          'Dashboards',
          'Roles',
          'Academic',
          'Staff',
          'Students',
          'Imports',
          'Schools',
          'Districts',
          'Audit',
          'Profile',
          'State',
          'Super-admin',
          'Shared',
        ],
      },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe after its play function; a violation fails the story test. The dark theme
    // changes colours and nothing else (theme.css), so the stories-dark project runs only the rules colour can break;
    // the light project runs them all on the same stories.
    a11y: { test: 'error', ...(testedTheme === 'dark' && { options: { runOnly: { type: 'rule', values: colourRules } } }) },
  },
};

export default preview;
