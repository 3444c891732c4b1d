import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';

interface District {
  id: number;
  name: string;
  creator: string;
  created: string; // ISO; shown DD-MM-YYYY
}

const districts: District[] = [
  { id: 1, name: 'Ikeja', creator: 'Ada Obi', created: '2026-02-11' },
  { id: 2, name: 'Badagry', creator: 'Musa Bello', created: '2025-11-03' },
  { id: 3, name: 'Epe', creator: 'Ngozi Eze', created: '2026-01-20' },
];

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

function DistrictTable({ rows }: { rows: District[] }) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const key = sortDescriptor.column as keyof District;
    const list = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    return sortDescriptor.direction === 'descending' ? list.reverse() : list;
  }, [rows, sortDescriptor]);
  return (
    <Table aria-label="Verified districts" sortDescriptor={sortDescriptor} onSortChange={setSortDescriptor}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="creator" allowsSorting>
          Created by
        </Column>
        <Column id="created" allowsSorting>
          Created
        </Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(d) => (
          <Row id={d.id}>
            <Cell>{d.name}</Cell>
            <Cell>{d.creator}</Cell>
            <Cell>{ddmmyyyy(d.created)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: DistrictTable,
  tags: ['autodocs'],
  args: { rows: districts },
  argTypes: { rows: { control: 'object', description: 'The rows: name, creator and date created (ISO, shown DD-MM-YYYY).' } },
} satisfies Meta<typeof DistrictTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Pressing a header sorts by it; pressing again reverses; keyboard users press Enter on the header. */
export const Sortable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Verified districts' });
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table)).toEqual(['Badagry', 'Epe', 'Ikeja']);
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table)).toEqual(['Ikeja', 'Epe', 'Badagry']);

    const created = canvas.getByRole('columnheader', { name: /Created$/ });
    await userEvent.click(created);
    await expect(created).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table)).toEqual(['Badagry', 'Epe', 'Ikeja']);
    await expect(canvas.getByRole('gridcell', { name: '11-02-2026' })).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(created).toHaveAttribute('aria-sort', 'descending');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops, no content is available here yet. Kindly check back later')).toBeVisible();
  },
};
