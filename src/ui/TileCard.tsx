import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps } from 'react-aria-components';
import { ChevronRightIcon } from './icons';
import { cx } from './utils';
import './Card.css';
import './TileCard.css';

export interface TileCardProps {
  title: string;
  description?: string;
  href: LinkProps['href'];
  icon?: ReactNode;
  className?: string;
}

/** A dashboard tile: the whole card is one link (its name is the title, then the description). */
export function TileCard({ title, description, href, icon, className }: TileCardProps) {
  return (
    <AriaLink href={href} className={cx('ui-TileCard', className)}>
      {icon && (
        <span className="ui-TileCard-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="ui-TileCard-text">
        <span className="ui-TileCard-title">{title}</span>
        {description && <span className="ui-TileCard-description">{description}</span>}
      </span>
      <ChevronRightIcon className="ui-TileCard-chevron" />
    </AriaLink>
  );
}
