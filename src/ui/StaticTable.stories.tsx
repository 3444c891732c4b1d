import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link';
import { StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from './StaticTable';

interface DistrictCount {
  id: string;
  name: string;
  schools: number;
  staff: number;
}

const counts: DistrictCount[] = [
  { id: 'ikeja', name: 'Ikeja', schools: 12, staff: 240 },
  { id: 'epe', name: 'Epe', schools: 4, staff: 0 },
];

function CountsTable({ rows }: { rows: DistrictCount[] }) {
  return (
    <StaticTable aria-label="Schools and staff">
      <StaticTableHeader>
        <StaticColumn>District</StaticColumn>
        <StaticColumn>Schools</StaticColumn>
        <StaticColumn>Staff</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={rows} emptyText="No districts yet.">
        {(row) => (
          <StaticRow>
            <StaticCell isRowHeader>{row.name}</StaticCell>
            <StaticCell>{row.schools}</StaticCell>
            <StaticCell>{row.staff > 0 ? <Link href={`#staff-${row.id}`}>{row.staff}</Link> : row.staff}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

const meta = {
  title: 'UI/StaticTable',
  component: StaticTable,
  parameters: {
    docs: {
      description: {
        component:
          'A read-only table as HTML draws it: figures and records that are only read. Each link or button in it is a stop of Tab; choosing, sorting or moving through rows with the arrow keys is the Table’s (a grid).',
      },
    },
  },
} satisfies Meta<typeof StaticTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row named by its row header; a link in a cell is reached with Tab. */
export const Counts: Story = {
  args: { children: null },
  render: () => <CountsTable rows={counts} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Schools and staff' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['District', 'Schools', 'Staff']);
    await expect(within(table).getByRole('rowheader', { name: 'Epe' })).toBeVisible();
    await userEvent.tab();
    await expect(within(table).getByRole('link', { name: '240' })).toHaveFocus();
  },
};

/** No rows: the standard empty-list message across every column. */
export const Empty: Story = {
  args: { children: null },
  render: () => <CountsTable rows={[]} />,
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText('No districts yet.').closest('td');
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

/** Wider than its place (a phone): the table's frame takes focus, named as the table, so the keyboard can scroll it. */
export const ScrollsSideways: Story = {
  args: { children: null },
  render: () => (
    <div style={{ width: 160 }}>
      <CountsTable rows={counts.filter((row) => row.staff === 0)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByRole('group', { name: 'Schools and staff' });
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};
