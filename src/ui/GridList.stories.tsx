import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { GridList, GridListItem } from './GridList';
import { Link } from './Link';

const roles = [
  { id: 'admin', name: 'State admin', description: 'Everything in the state' },
  { id: 'district', name: 'District admin', description: 'Schools and staff of one district' },
  { id: 'teacher', name: 'Teacher', description: 'Classes, notes and grades' },
];

const meta = {
  title: 'UI/GridList',
  component: GridList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Roles', onAction: fn() },
  argTypes: {
    'aria-label': { control: 'text' },
    variant: { control: 'inline-radio', options: ['list', 'cards'] },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    emptyText: { control: 'text' },
    onAction: { control: false },
  },
  render: (args) => (
    <GridList {...args} items={roles}>
      {(role) => (
        <GridListItem id={role.id} textValue={role.name}>
          <strong>{role.name}</strong>
          <span>{role.description}</span>
          <span style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Link href={`#edit-role/${role.id}`}>Edit</Link>
            <Button variant="quiet" aria-label={`Info about ${role.name}`}>
              Info
            </Button>
          </span>
        </GridListItem>
      )}
    </GridList>
  ),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between cards; Tab enters a card's own controls. */
export const Cards: Story = {
  args: { variant: 'cards' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
  },
};

export const Stack: Story = {
  args: { variant: 'list' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  render: (args) => <GridList {...args} items={[]}>{() => <GridListItem>never</GridListItem>}</GridList>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no content is available/)).toBeVisible();
  },
};
