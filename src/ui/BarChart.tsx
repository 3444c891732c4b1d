import { cx } from './utils';
import { appLocale } from '../lib/locale';
import './BarChart.css';

export type BarChartBar = { id: string; label: string; value: number };

export interface BarChartProps {
  bars: readonly BarChartBar[];
  className?: string;
}

const numberFormat = new Intl.NumberFormat(appLocale);

/**
 * Counts as horizontal bars, each scaled to the largest: a picture of a table shown beside it. The picture is hidden
 * from assistive technology, which reads the table (or text) the chart's caller gives as its equivalent; pass that
 * equivalent every time.
 */
export function BarChart({ bars, className }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <div className={cx('ui-BarChart', className)} aria-hidden="true">
      {bars.map((bar) => (
        <div key={bar.id} className="ui-BarChart-row">
          <span className="ui-BarChart-label" title={bar.label}>
            {bar.label}
          </span>
          <svg className="ui-BarChart-track" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            <rect className="ui-BarChart-bar" x="0" y="0" height="10" width={(100 * bar.value) / largest} />
          </svg>
          <span className="ui-BarChart-value">{numberFormat.format(bar.value)}</span>
        </div>
      ))}
    </div>
  );
}
