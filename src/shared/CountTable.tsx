// A two-column table of counts by group (district, class, school…), as the dashboard calls return them.
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../ui';

export type CountRow = { id: string; name: string; count: number };

const numberFormat = new Intl.NumberFormat('en-NG');

export function CountTable({ label, groupHeading, rows }: { label: string; groupHeading: string; rows: readonly CountRow[] }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <Column id="name" isRowHeader>
          {groupHeading}
        </Column>
        <Column id="count">Count</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.name}</Cell>
            <Cell>{numberFormat.format(row.count)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Rows need ids; the group without one (staff with no district) gets its name, or `noGroupName` when given: the
 * server names that group in the default terms, so a state that renamed its districts passes `No ${terms.district}`. */
export function countRows(groups: readonly { id: string | null; name: string; count: number }[], noGroupName?: string): CountRow[] {
  return groups.map((g) => ({ id: g.id ?? `none:${g.name}`, name: g.id === null && noGroupName ? noGroupName : g.name, count: g.count }));
}
