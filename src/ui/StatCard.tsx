import type { ReactNode } from 'react';
import { cx } from './utils';
import { appLocale } from '../lib/locale';
import './StatCard.css';

export interface StatCardProps {
  title: string;
  value: number | string;
  /** Position on the dashboard; the background cycles through five colours by it. */
  index?: number;
  icon?: ReactNode;
  className?: string;
}

/** The tone (1–5) a StatCard at `index` takes. */
export function statCardTone(index: number): 1 | 2 | 3 | 4 | 5 {
  return ((((Math.trunc(index) % 5) + 5) % 5) + 1) as 1 | 2 | 3 | 4 | 5;
}

const numberFormat = new Intl.NumberFormat(appLocale);

/** A dashboard figure: a title over a large number. */
export function StatCard({ title, value, index = 0, icon, className }: StatCardProps) {
  const tone = statCardTone(index);
  return (
    <div className={cx('ui-StatCard', `ui-StatCard--tone-${tone}`, className)} data-tone={tone}>
      <div className="ui-StatCard-text">
        <p className="ui-StatCard-title">{title}</p>
        <p className="ui-StatCard-value">{typeof value === 'number' ? numberFormat.format(value) : value}</p>
      </div>
      {icon && (
        <span className="ui-StatCard-icon" aria-hidden="true">
          {icon}
        </span>
      )}
    </div>
  );
}
