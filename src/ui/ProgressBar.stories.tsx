import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, value: { control: { type: 'range', min: 0, max: 100, step: 1 } }, isIndeterminate: { control: 'boolean' }, hideValue: { control: 'boolean' } },
  args: { label: 'Uploading staff list', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading staff list' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Validating rows' } };

export const Complete: Story = { args: { value: 100 } };
