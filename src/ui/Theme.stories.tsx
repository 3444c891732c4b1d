import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio, themeContrastPairs } from './contrast';

function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--ui-${name}`).trim();
}

function Swatches() {
  const pairs = themeContrastPairs();
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: 8 }}>Token contrast (current theme)</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>Sample</th>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>Foreground</th>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>Background</th>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>Needs</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([fg, bg, min]) => (
          <tr key={`${fg}/${bg}`}>
            <td style={{ padding: 4 }}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '2px 8px',
                  background: `var(--ui-${bg})`,
                  color: min >= 4.5 ? `var(--ui-${fg})` : 'var(--ui-text)',
                  border: `3px solid var(--ui-${min >= 4.5 ? bg : fg})`,
                  borderRadius: 4,
                }}
              >
                Aa
              </span>
            </td>
            <td style={{ padding: 4 }}>{fg}</td>
            <td style={{ padding: 4 }}>{bg}</td>
            <td style={{ padding: 4 }}>{min}:1</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Swatches,
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Checks both themes: the decorator applied the story's theme to <html>, and in each theme the page background is
 * light or dark as promised and every promised token pair meets its WCAG ratio (axe checks rendered text, but not
 * borders or focus rings: this does).
 */
export const Contrast: Story = {
  play: async ({ globals }) => {
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(document.documentElement.dataset.theme).toBe(theme);
    try {
      for (const checked of ['light', 'dark'] as const) {
        document.documentElement.dataset.theme = checked;
        // Dark really is dark: the page background is darker than its text.
        const bg = token('bg');
        const text = token('text');
        await expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
        const darkBackground = contrastRatio(bg, '#000000') < contrastRatio(text, '#000000');
        await expect(darkBackground, `the ${checked} theme's background`).toBe(checked === 'dark');

        const failures = themeContrastPairs()
          .map(([fg, bgName, min]) => ({ pair: `${fg} on ${bgName}`, ratio: contrastRatio(token(fg), token(bgName)), min }))
          .filter(({ ratio, min }) => !(ratio >= min));
        await expect(failures, `token pairs in the ${checked} theme`).toEqual([]);
      }
    } finally {
      document.documentElement.dataset.theme = theme;
    }
  },
};
