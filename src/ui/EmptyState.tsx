import type { ReactNode } from 'react';
import { emptyListText } from '../lib/messages';
import { InboxIcon } from './icons';
import { cx } from './utils';
import './EmptyState.css';

export interface EmptyStateProps {
  title?: string;
  /** What is missing; defaults to the portal's standard empty-list text. Say something better where there is. */
  children?: ReactNode;
  icon?: ReactNode;
  /** A call to action, e.g. a "Create District" button. */
  action?: ReactNode;
  /** `page` fills a page or a card; `compact` sits inside a list, table, dialog or popover. */
  size?: 'page' | 'compact';
  className?: string;
}

/** The one way the portal says there is nothing here: every empty list, table and page shows this. */
export function EmptyState({ title, children = emptyListText, icon = <InboxIcon />, action, size = 'page', className }: EmptyStateProps) {
  return (
    <div className={cx('ui-EmptyState', `ui-EmptyState--${size}`, className)}>
      <span className="ui-EmptyState-icon" aria-hidden="true">
        {icon}
      </span>
      {title && <p className="ui-EmptyState-title">{title}</p>}
      <div className="ui-EmptyState-message">{children}</div>
      {action && <div className="ui-EmptyState-action">{action}</div>}
    </div>
  );
}
