import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { cx } from './utils';
import './Banner.css';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  title?: string;
  children: ReactNode;
  /** A button or link at the end (e.g. Retry). */
  action?: ReactNode;
  /**
   * `alert` interrupts (errors, going offline), `status` waits its turn, `none` for static notices
   * already on the page when it loads. Defaults by tone: error and warning alert, others status.
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** A full-width message: info, success, warning or error (the offline banner, the unverified notice). */
export function Banner({ tone = 'info', title, children, action, role, className }: BannerProps) {
  const Icon = icons[tone];
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div role={liveRole === 'none' ? undefined : liveRole} className={cx('ui-Banner', `ui-Banner--${tone}`, className)}>
      <Icon className="ui-Banner-icon" />
      <div className="ui-Banner-text">
        {title && <p className="ui-Banner-title">{title}</p>}
        <div className="ui-Banner-message">{children}</div>
      </div>
      {action && <div className="ui-Banner-action">{action}</div>}
    </div>
  );
}
