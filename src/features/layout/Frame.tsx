// The side drawer's content (SPEC section 2): the state's logo (or the portal's crest), the clock and the state-level
// menu. Shared by the main and alternate layouts, inline on wide screens and in the modal drawer on narrow ones.
import type { MenuEntry } from '../../services/pages';
import { titleText } from '../../services/routeMeta';
import type { Terminology } from '../../services/terminology';
import { formatClockDate, formatClockTime } from '../../lib/date';
import { useClockNow } from '../../services/AppServices';
import { Link, cx } from '../../ui';
import { StateLogo } from '../../shared/StateLogo';
import './layout.css';

/** Time and date, as the clock machine last ticked them. Not a live region: it changes every 3 s. */
export function DrawerClock({ now }: { now: Date }) {
  return (
    <time className="Frame-clock" dateTime={now.toISOString()}>
      <span className="Frame-clock-time">{formatClockTime(now)}</span>
      <span className="Frame-clock-date">{formatClockDate(now)}</span>
    </time>
  );
}

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  terms: Terminology;
  currentPath: string;
  /** Called after a link is chosen (closes the modal drawer). */
  onNavigate?: () => void;
}

/** The dashboard link is current only on /dashboard itself (its sub-pages are profiles and other dashboards). */
function isCurrent(href: string, currentPath: string) {
  if (currentPath === href) return true;
  return href !== '/dashboard' && currentPath.startsWith(`${href}/`);
}

export function SideMenu({ entries, terms, currentPath, onNavigate }: SideMenuProps) {
  return (
    <nav aria-label="Main menu" className="Frame-menu">
      <ul>
        {entries.map((entry) => {
          const current = isCurrent(entry.href, currentPath);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                variant="standalone"
                aria-current={current ? 'page' : undefined}
                className={cx('Frame-menu-link', current && 'is-current')}
                onPress={onNavigate}
              >
                {titleText(entry.title, terms)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The clock as the clock machine ticks it. Its own component, so a tick re-renders the clock alone: held by the
 * frame, every tick would re-render the top bar and the menu, and interrupt any render of the page in progress.
 */
function TickingDrawerClock() {
  return <DrawerClock now={useClockNow()} />;
}

export interface DrawerPanelProps extends Omit<SideMenuProps, 'entries'> {
  stateName: string;
  logoSrc: string | null | undefined;
  /** A fixed time to show (a story's); without it the clock ticks. */
  now?: Date;
  /** The menu; null while the account is gated (SPEC section 2: no operations before approval). */
  entries: readonly MenuEntry[] | null;
}

export function DrawerPanel({ stateName, logoSrc, now, entries, ...menu }: DrawerPanelProps) {
  return (
    <div className="Frame-drawer">
      <div className="Frame-brand">
        <StateLogo src={logoSrc} stateName={stateName} />
        {now ? <DrawerClock now={now} /> : <TickingDrawerClock />}
      </div>
      {entries && <SideMenu entries={entries} {...menu} />}
    </div>
  );
}
