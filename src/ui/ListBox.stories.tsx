import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ListBox, ListBoxItem } from './ListBox';

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  tags: ['autodocs'],
  args: { 'aria-label': 'Gender', selectionMode: 'single' },
  argTypes: {
    'aria-label': { control: 'text' },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => (
    <div style={{ width: 240, border: '1px solid var(--ui-border)', borderRadius: 6 }}>
      <ListBox {...args}>
        <ListBoxItem id="male">Male</ListBoxItem>
        <ListBoxItem id="female">Female</ListBoxItem>
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('option', { name: 'Female' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  render: (args) => <ListBox {...args} items={[]} renderEmptyState={() => 'No options'}>{() => <ListBoxItem>never</ListBoxItem>}</ListBox>,
};
