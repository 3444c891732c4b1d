import type { ReactNode } from 'react';
import { cx } from './utils';
import './Card.css';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the top right (info button, menu). */
  headerActions?: ReactNode;
  /** Controls at the bottom (edit link…). */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A plain surface grouping related content (role, class, subject, school cards). */
export function Card({ title, headingLevel = 3, headerActions, footer, children, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-Card', className)}>
      {(title || headerActions) && (
        <div className="ui-Card-header">
          {title && <Heading className="ui-Card-title">{title}</Heading>}
          {headerActions && <div className="ui-Card-actions">{headerActions}</div>}
        </div>
      )}
      {children && <div className="ui-Card-body">{children}</div>}
      {footer && <div className="ui-Card-footer">{footer}</div>}
    </div>
  );
}
