import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from './utils';
import './Link.css';

export interface LinkProps extends AriaLinkProps {
  /** `inline` links sit in running text and are always underlined; `standalone` ones underline on hover. */
  variant?: 'inline' | 'standalone';
}

/**
 * A navigation link. Client-side routing works through React Aria's RouterProvider, which the
 * app sets up once around the router.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (c) => cx('ui-Link', `ui-Link--${variant}`, c))}
    />
  );
}
