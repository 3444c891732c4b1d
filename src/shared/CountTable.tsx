// A two-column table of counts by group (district, class, school…), as the dashboard calls return them.
import { StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../ui';

export type CountRow = { id: string; name: string; count: number };

const numberFormat = new Intl.NumberFormat('en-NG');

export function CountTable({ label, groupHeading, rows }: { label: string; groupHeading: string; rows: readonly CountRow[] }) {
  return (
    <StaticTable aria-label={label}>
      <StaticTableHeader>
        <StaticColumn>{groupHeading}</StaticColumn>
        <StaticColumn>Count</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={rows}>
        {(row) => (
          <StaticRow>
            <StaticCell isRowHeader>{row.name}</StaticCell>
            <StaticCell>{numberFormat.format(row.count)}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

/** Rows need ids; the group without one (staff with no district) gets its name, or `noGroupName` when given: the
 * server names that group in the default terms, so a state that renamed its districts passes `No ${terms.district}`. */
export function countRows(groups: readonly { id: string | null; name: string; count: number }[], noGroupName?: string): CountRow[] {
  return groups.map((g) => ({ id: g.id ?? `none:${g.name}`, name: g.id === null && noGroupName ? noGroupName : g.name, count: g.count }));
}
