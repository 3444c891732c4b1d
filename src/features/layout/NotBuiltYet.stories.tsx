import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotBuiltYet } from './NotBuiltYet';

const meta = {
  title: 'Views/Not built yet',
  component: NotBuiltYet,
  tags: ['autodocs'],
  args: { title: 'Scheme of Work' },
  argTypes: { title: { control: 'text', description: "The page's title, as the menu names it." } },
} satisfies Meta<typeof NotBuiltYet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SchemeOfWork: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scheme of Work' })).toBeVisible();
    await expect(canvas.getByText('This screen is not built yet')).toBeVisible();
  },
};

/** The title follows the state's district term. */
export const LgeaCreation: Story = {
  args: { title: 'LGEA Creation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'LGEA Creation' })).toBeVisible();
  },
};
