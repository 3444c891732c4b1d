import type { ReactNode } from 'react';
import { InboxIcon } from './icons';
import { cx } from './utils';
import './EmptyState.css';

export interface EmptyStateProps {
  title?: string;
  /** Defaults to the portal's standard empty-list text (SPEC section 2). */
  children?: ReactNode;
  icon?: ReactNode;
  /** A call to action, e.g. a "Create District" button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  title,
  children = 'Oops, no content is available here yet. Kindly check back later',
  icon = <InboxIcon />,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('ui-EmptyState', className)}>
      <span className="ui-EmptyState-icon" aria-hidden="true">
        {icon}
      </span>
      {title && <p className="ui-EmptyState-title">{title}</p>}
      <div className="ui-EmptyState-message">{children}</div>
      {action && <div className="ui-EmptyState-action">{action}</div>}
    </div>
  );
}
