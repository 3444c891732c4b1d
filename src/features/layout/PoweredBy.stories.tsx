import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PoweredBy } from './PoweredBy';

const meta = { title: 'Layout/Powered by', component: PoweredBy } satisfies Meta<typeof PoweredBy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Powered by/)).toBeVisible();
  },
};
