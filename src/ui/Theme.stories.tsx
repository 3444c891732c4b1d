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
 * Checks the theme the story runs in: the decorator applied it to <html>, the Vitest project got
 * the theme it asked for, and every promised token pair meets its WCAG ratio (axe checks rendered
 * text, but not borders or focus rings: this does).
 */
export const Contrast: Story = {
  play: async ({ globals }) => {
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await expect(document.documentElement.dataset.theme).toBe(theme);
    const expected = import.meta.env.STORYBOOK_EXPECTED_THEME as string | undefined;
    if (expected) await expect(theme).toBe(expected);

    // Dark really is dark: the page background is darker than its text.
    const bg = token('bg');
    const text = token('text');
    await expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
    const darkBackground = contrastRatio(bg, '#000000') < contrastRatio(text, '#000000');
    await expect(darkBackground).toBe(theme === 'dark');

    const failures = themeContrastPairs()
      .map(([fg, bgName, min]) => ({ pair: `${fg} on ${bgName}`, ratio: contrastRatio(token(fg), token(bgName)), min }))
      .filter(({ ratio, min }) => !(ratio >= min));
    await expect(failures).toEqual([]);
  },
};
