// A dashboard's counts by group as a bar chart with its table: the chart is the picture, the table its equivalent
// (the one assistive technology reads; the chart is hidden from it).
import { BarChart, Card } from '../ui';
import { CountTable, type CountRow } from './CountTable';

export interface CountChartProps {
  title: string;
  /** The table's first column heading ('District', 'Account status'). */
  groupHeading: string;
  rows: readonly CountRow[];
  /** Chart only the largest this many (a state's hundreds of schools); the table keeps every row. */
  chartLimit?: number;
}

export function CountChart({ title, groupHeading, rows, chartLimit }: CountChartProps) {
  const charted = chartLimit === undefined ? rows : [...rows].sort((a, b) => b.count - a.count).slice(0, chartLimit);
  const chartNote = chartLimit !== undefined && rows.length > chartLimit ? `The ${chartLimit} largest; the table has all ${rows.length}.` : null;
  return (
    <Card title={title} headingLevel={2} className="CountChart">
      {charted.length > 0 && <BarChart bars={charted.map((row) => ({ id: row.id, label: row.name, value: row.count }))} />}
      {chartNote && <p className="CountChart-note">{chartNote}</p>}
      <CountTable label={title} groupHeading={groupHeading} rows={rows} />
    </Card>
  );
}

/** Rows of counts keyed by a value that may be missing (staff without a staff type): the missing one is `noneName`. */
export function keyedRows<G extends { count: number }>(groups: readonly G[], keyOf: (group: G) => string | null, noneName: string): CountRow[] {
  return groups.map((group) => {
    const key = keyOf(group);
    return { id: key ?? 'none', name: key ?? noneName, count: group.count };
  });
}
