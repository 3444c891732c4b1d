// The frame of the two profile pages, the user's and the state's: the heading and a line on whose profile it is, then
// a column of cards (the image, the facts or terms) beside the main form, and above it on narrow screens.
import type { ReactNode } from 'react';
import { cx } from '../ui';
import './shared.css';

export interface ProfileLayoutProps {
  title: string;
  lead: ReactNode;
  /** The cards of the side column. */
  side: ReactNode;
  /** How much of a wide screen the side column takes: a third (next to a long form) or half. */
  sideWidth: 'third' | 'half';
  /** The main form. */
  children: ReactNode;
}

export function ProfileLayout({ title, lead, side, sideWidth, children }: ProfileLayoutProps) {
  return (
    <div>
      <h1 className="PageHeading">{title}</h1>
      <p className="ProfileLayout-lead">{lead}</p>
      <div className={cx('ProfileLayout-columns', sideWidth === 'third' && 'ProfileLayout-columns--sideThird')}>
        <div className="ProfileLayout-side">{side}</div>
        {children}
      </div>
    </div>
  );
}
