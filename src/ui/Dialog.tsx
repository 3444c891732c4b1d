import { useRef, type ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  type DialogProps as AriaDialogProps,
  type DialogTriggerProps,
} from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { cx } from './utils';
import './Dialog.css';

/** How many frames after a dialog closes its opener is watched for a row that took its focus. */
const refocusFrames = 30;

/**
 * React Aria's DialogTrigger, whose dialog gives focus back to the button that opened it. React Aria restores focus
 * to that button; when the button sits in a row of a grid list (a card's info or delete button), the list then moves
 * focus to the row itself, so the button is focused again if its row takes the focus in the frames after the close.
 */
export function DialogTrigger({ onOpenChange, ...props }: DialogTriggerProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AriaDialogTrigger
      {...props}
      onOpenChange={(isOpen) => {
        if (isOpen) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        } else {
          const target = opener.current;
          const row = target?.closest<HTMLElement>('[role="row"]');
          if (target && row) {
            let frames = 0;
            const watch = () => {
              if (!target.isConnected) return;
              if (document.activeElement === row) target.focus();
              else if (++frames < refocusFrames) requestAnimationFrame(watch);
            };
            requestAnimationFrame(watch);
          }
        }
        onOpenChange?.(isOpen);
      }}
    />
  );
}

type DialogContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  children?: DialogContent;
  /** Buttons at the foot of the dialog; a function receives `close`. */
  actions?: DialogContent;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /** Hide the × button (the dialog still closes with Escape). */
  hideCloseButton?: boolean;
}

function render(content: DialogContent | undefined, close: () => void) {
  return typeof content === 'function' ? content({ close }) : content;
}

/**
 * A dialog with a title and a close button. Place inside a Modal, in a DialogTrigger with the
 * button that opens it, or control the Modal with `isOpen`/`onOpenChange`.
 */
export function Dialog({ title, children, actions, closeLabel = 'Close', hideCloseButton, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx('ui-Dialog', className)}>
      {({ close }) => (
        <>
          <div className="ui-Dialog-header">
            <Heading slot="title" className="ui-Dialog-title">
              {title}
            </Heading>
            {!hideCloseButton && (
              <Button slot="close" variant="quiet" aria-label={closeLabel} className="ui-Dialog-close">
                <CloseIcon />
              </Button>
            )}
          </div>
          <div className="ui-Dialog-body">{render(children, close)}</div>
          {actions && <div className="ui-Dialog-footer">{render(actions, close)}</div>}
        </>
      )}
    </AriaDialog>
  );
}
