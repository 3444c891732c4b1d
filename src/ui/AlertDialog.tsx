import { useId, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { Button } from './Button';
import { ErrorIcon, InfoIcon } from './icons';
import { cx } from './utils';
import './Dialog.css';

export interface AlertDialogProps extends Omit<AriaDialogProps, 'children' | 'role'> {
  title: ReactNode;
  /** The message; it becomes the dialog's description. */
  children: ReactNode;
  /** Label of the confirming button, e.g. "Yes, Delete role". */
  confirmLabel: string;
  /** Label of the cancelling button, e.g. "No, Don't delete". */
  cancelLabel?: string;
  /** `destructive` colours the confirm button as danger. */
  variant?: 'info' | 'destructive';
  /** Called on confirm; the dialog then closes unless `closeOnConfirm` is false. */
  onConfirm?: () => void;
  closeOnConfirm?: boolean;
  /** Shows the confirm button as pending (while a machine is working). */
  isPending?: boolean;
}

/**
 * A confirmation (role="alertdialog"): a title, a message and two labelled buttons. The cancel
 * button takes focus first, so Enter never confirms a destructive action by accident.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'info',
  onConfirm,
  closeOnConfirm = true,
  isPending,
  className,
  ...props
}: AlertDialogProps) {
  const messageId = useId();
  return (
    <AriaDialog
      {...props}
      role="alertdialog"
      aria-describedby={messageId}
      className={cx('ui-Dialog', 'ui-AlertDialog', className)}
    >
      {({ close }) => (
        <>
          <div className="ui-Dialog-header">
            <span className={cx('ui-AlertDialog-icon', `ui-AlertDialog-icon--${variant}`)}>
              {variant === 'destructive' ? <ErrorIcon /> : <InfoIcon />}
            </span>
            <Heading slot="title" className="ui-Dialog-title">
              {title}
            </Heading>
          </div>
          <div className="ui-Dialog-body" id={messageId}>
            {children}
          </div>
          <div className="ui-Dialog-footer">
            <Button variant="secondary" onPress={close} autoFocus>
              {cancelLabel}
            </Button>
            <Button
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              isPending={isPending}
              onPress={() => {
                onConfirm?.();
                if (closeOnConfirm) close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </AriaDialog>
  );
}
