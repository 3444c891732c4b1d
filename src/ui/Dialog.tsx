import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { cx } from './utils';
import './Dialog.css';

export { DialogTrigger } from 'react-aria-components';

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
