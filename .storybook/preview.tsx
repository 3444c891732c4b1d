import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect } from 'storybook/test';
import '../src/ui/theme.css';

type Theme = 'light' | 'dark';

/** While the story tests' dark check runs, the theme a re-render of the story applies (else its globals' theme). */
let pinnedTheme: Theme | undefined;

/** Applies a theme the way the app does: data-theme on <html>. */
function applyTheme(theme: unknown): Theme {
  const value: Theme = pinnedTheme ?? (theme === 'dark' ? 'dark' : 'light');
  document.documentElement.dataset.theme = value;
  return value;
}

/** Set by the story tests (vitest.storybook.config.ts), which check every story in both themes; unset in Storybook. */
const testsBothThemes = import.meta.env.STORYBOOK_TESTS_BOTH_THEMES === 'true';

/** The axe rules whose outcome depends on colour. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Storybook's own elements, which axe leaves aside (as the a11y addon does). */
const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/**
 * The dark half of a story test. The story renders once, in light: its play function runs, then the a11y addon runs
 * every axe rule on it. The dark theme changes colours and nothing else (theme.css keys on data-theme), so the same
 * rendered story then switches to dark and axe runs the rules colour can break, failing the story on a violation.
 */
const checkDarkTheme: NonNullable<Preview['afterEach']> = async ({ parameters, viewMode }) => {
  if (!testsBothThemes || viewMode !== 'story' || parameters.a11y?.test === 'off' || parameters.a11y?.disable) return;
  const { default: axe } = await import('axe-core');
  pinnedTheme = applyTheme('dark');
  try {
    const results = await axe.run(
      { include: document.body, exclude: storybookElements.map((selector) => [selector]) },
      { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
    );
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    await expect(summary, 'axe in the dark theme').toEqual([]);
  } finally {
    pinnedTheme = undefined;
    applyTheme('light');
  }
};

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
  // Light is the product default.
  initialGlobals: { theme: 'light' },
  decorators: [withTheme, withLocale],
  afterEach: checkDarkTheme,
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
    // Every story is checked with axe after its play function, in light with every rule and then in dark
    // (checkDarkTheme); a violation fails the story test. The tests want the violations alone, which spares axe
    // describing every passing node; Storybook's accessibility panel keeps them all.
    a11y: { test: 'error', ...(testsBothThemes && { options: { resultTypes: ['violations'] } }) },
  },
};

export default preview;
