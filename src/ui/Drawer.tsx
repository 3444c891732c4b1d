import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Main } from './Main';
import { useMediaQuery } from './useMediaQuery';
import { cx } from './utils';
import './Drawer.css';

export interface DrawerLayoutProps {
  /**
   * The drawer's content: logo, clock, navigation. Rendered in an <aside> 280 px wide on wide screens. None: the page
   * takes the full width, and the drawer opens only as a modal `Drawer`.
   */
  drawer?: ReactNode;
  /** The top bar (state name, help, notifications, profile menu). */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Name of the drawer's complementary landmark. */
  drawerLabel?: string;
  /** The id of the <main>, for a skip link to focus (it takes focus from script only). */
  mainId?: string;
  className?: string;
}

/** Wide enough for the inline drawer beside the page. */
const drawerBesidePage = '(min-width: 64rem)';

/**
 * The authenticated page frame: a fixed 280 px side drawer beside a header, main area and footer.
 * Below 64rem the inline drawer is not there (not built at all: a phone would build a menu it never shows); show the
 * same content in a modal `Drawer` from a menu button in the header.
 */
export function DrawerLayout({ drawer, header, footer, children, drawerLabel = 'Side menu', mainId, className }: DrawerLayoutProps) {
  const isWide = useMediaQuery(drawerBesidePage);
  return (
    <div className={cx('ui-DrawerLayout', drawer === undefined && 'ui-DrawerLayout--withoutDrawer', className)}>
      {drawer !== undefined && isWide && (
        <aside className="ui-DrawerLayout-drawer" aria-label={drawerLabel}>
          {drawer}
        </aside>
      )}
      <div className="ui-DrawerLayout-page">
        {header && <header className="ui-DrawerLayout-header">{header}</header>}
        <Main className="ui-DrawerLayout-main" id={mainId} tabIndex={-1}>
          {children}
        </Main>
        {footer && <footer className="ui-DrawerLayout-footer">{footer}</footer>}
      </div>
    </div>
  );
}

export interface DrawerProps extends Omit<ModalOverlayProps, 'children'> {
  /** Accessible name of the drawer dialog. */
  'aria-label': string;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * The drawer as a modal panel sliding from the start edge, for narrow screens. Escape or a click
 * on the dimmed page closes it; focus is trapped inside while open.
 */
export function Drawer({ 'aria-label': label, children, isDismissable = true, ...props }: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="ui-DrawerOverlay">
      <AriaModal className="ui-Drawer">
        <AriaDialog aria-label={label} className="ui-Drawer-dialog">
          {({ close }) => (typeof children === 'function' ? children({ close }) : children)}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
