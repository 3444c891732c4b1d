import { useEffect, useRef } from 'react';
import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isOpen: boolean;
  /** What is happening; shown under the spinner and announced. */
  label?: string;
}

/**
 * A blocking spinner over the whole page while something the user waits for is under way. It cannot be dismissed by
 * the user (whoever opened it closes it), and a status live region, always mounted, announces the label.
 *
 * Built on the native `<dialog>` opened with `showModal()`: the browser makes the page beneath inert, keeps focus
 * inside and gives it back on close. This component is on every page, the first visit's included, where a modal
 * library would cost more than the sign-in form itself.
 */
export function LoadingOverlay({ isOpen, label = 'Loading…' }: LoadingOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <>
      <div role="status" className="ui-visually-hidden">
        {isOpen ? label : ''}
      </div>
      <dialog
        ref={dialogRef}
        aria-label={label}
        className="ui-LoadingOverlay"
        tabIndex={-1}
        // Escape asks the dialog to cancel; the work under way decides when it ends.
        onCancel={(event) => event.preventDefault()}
      >
        <span role="progressbar" aria-label={label} className="ui-LoadingOverlay-spinner" />
        <p className="ui-LoadingOverlay-label" aria-hidden="true">
          {label}
        </p>
      </dialog>
    </>
  );
}
