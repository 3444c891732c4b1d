import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  argTypes: {
    bars: { control: 'object', description: 'One bar per row: its label and count. Each bar is scaled to the largest.' },
    className: { control: false },
  },
  args: {
    bars: [
      { id: 'ikeja', label: 'Ikeja', value: 1020 },
      { id: 'badagry', label: 'Badagry', value: 760 },
      { id: 'epe', label: 'Epe', value: 688 },
      { id: 'none', label: 'No district', value: 0 },
    ],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each bar is scaled to the largest and labelled with its count; the picture is hidden from assistive technology. */
export const Counts: Story = {
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('.ui-BarChart');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    const widths = [...canvasElement.querySelectorAll('.ui-BarChart-bar')].map((bar) => Number(bar.getAttribute('width')));
    await expect(widths).toEqual([100, (100 * 760) / 1020, (100 * 688) / 1020, 0]);
    await expect(chart).toHaveTextContent('1,020');
  },
};

/** Nothing counted yet: empty bars, no division by zero. */
export const AllZero: Story = {
  args: { bars: [{ id: 'a', label: 'Active', value: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ui-BarChart-bar')).toHaveAttribute('width', '0');
  },
};
