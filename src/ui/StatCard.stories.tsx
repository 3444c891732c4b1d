import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard, statCardTone } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  argTypes: { title: { control: 'text' }, value: { control: 'text' }, index: { control: { type: 'range', min: 0, max: 9, step: 1 }, description: 'Position in its row: picks one of the five tones in turn.' }, icon: { control: false } },
  args: { title: 'Students', value: 12840, index: 0 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,840')).toBeVisible();
  },
};

const stats = ['Schools', 'Staff', 'Students', 'Classes', 'Subjects', 'Districts', 'Sessions'];

/** Seven cards: the backgrounds cycle through the five colours (the sixth repeats the first). */
export const Cycling: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 16 }}>
      {stats.map((title, index) => (
        <StatCard key={title} title={title} value={(index + 1) * 137} index={index} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = Array.from(canvasElement.querySelectorAll<HTMLElement>('.ui-StatCard'));
    await expect(cards.map((c) => c.dataset.tone)).toEqual(['1', '2', '3', '4', '5', '1', '2']);
    const backgrounds = cards.map((c) => getComputedStyle(c).backgroundColor);
    await expect(new Set(backgrounds.slice(0, 5)).size).toBe(5);
    await expect(backgrounds[5]).toBe(backgrounds[0]);
    await expect(statCardTone(-1)).toBe(5);
  },
};
