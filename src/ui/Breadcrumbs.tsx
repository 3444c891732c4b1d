import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  composeRenderProps,
  type BreadcrumbProps as AriaBreadcrumbProps,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import { ChevronRightIcon } from './icons';
import { cx } from './utils';
import './Breadcrumbs.css';

export interface BreadcrumbsProps<T> extends AriaBreadcrumbsProps<T> {
  /** Name of the navigation landmark. */
  'aria-label'?: string;
}

/**
 * The trail of parent pages in a `<nav>` landmark. The last Breadcrumb is the current page
 * (`aria-current="page"`, not a link).
 */
export function Breadcrumbs<T extends object>({ 'aria-label': label = 'Breadcrumbs', className, ...props }: BreadcrumbsProps<T>) {
  return (
    <nav aria-label={label} className="ui-BreadcrumbsNav">
      <AriaBreadcrumbs {...props} className={cx('ui-Breadcrumbs', className)} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  href?: LinkProps['href'];
  children: string;
}

export function Breadcrumb({ href, children, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb {...props} className={composeRenderProps(className, (c) => cx('ui-Breadcrumb', c))}>
      {({ isCurrent }) => (
        <>
          <AriaLink href={href} className="ui-Breadcrumb-link">
            {children}
          </AriaLink>
          {!isCurrent && <ChevronRightIcon className="ui-Breadcrumb-separator" />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
