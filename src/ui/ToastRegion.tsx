import type { FocusEvent } from 'react';
import { Button } from './Button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { cx } from './utils';
import './ToastRegion.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  message: string;
  tone?: ToastTone;
}

export interface ToastRegionProps {
  /** The notifications to show, oldest first. Timing (auto-hide, extension) lives in the notifications machine. */
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Pointer entered (true) or left (false) a toast: the machine pauses/extends its timer. */
  onHoverChange?: (id: string, isHovered: boolean) => void;
  /** Focus moved into (true) or out of (false) a toast. */
  onFocusChange?: (id: string, isFocused: boolean) => void;
  /** Name of the region landmark. */
  'aria-label'?: string;
  dismissLabel?: string;
}

const toneIcon = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
const toneName = { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' } as const;

/**
 * Presentational notification stack. The region and its live list stay mounted even when empty,
 * so screen readers announce each toast as it is added.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onHoverChange,
  onFocusChange,
  'aria-label': label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: ToastRegionProps) {
  return (
    <section className="ui-ToastRegion" aria-label={label}>
      <ol className="ui-ToastRegion-list" aria-live="polite" aria-relevant="additions text">
        {toasts.map(({ id, message, tone = 'info' }) => {
          const Icon = toneIcon[tone];
          const onBlur = (e: FocusEvent<HTMLLIElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusChange?.(id, false);
          };
          const onFocus = (e: FocusEvent<HTMLLIElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusChange?.(id, true);
          };
          return (
            <li
              key={id}
              className={cx('ui-Toast', `ui-Toast--${tone}`)}
              onPointerEnter={() => onHoverChange?.(id, true)}
              onPointerLeave={() => onHoverChange?.(id, false)}
              onFocus={onFocus}
              onBlur={onBlur}
            >
              <Icon className="ui-Toast-icon" />
              <p className="ui-Toast-message">
                <span className="ui-visually-hidden">{toneName[tone]}: </span>
                {message}
              </p>
              <Button variant="quiet" aria-label={dismissLabel} className="ui-Toast-dismiss" onPress={() => onDismiss(id)}>
                <CloseIcon />
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
