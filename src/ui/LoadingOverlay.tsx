import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  isOpen: boolean;
  /** What is happening; shown under the spinner and announced. */
  label?: string;
}

/**
 * A blocking spinner over the whole page while a call is in flight. It cannot be dismissed by the
 * user (the machine closes it). Focus moves into it so keyboard users cannot act on the page
 * beneath, and a status live region, always mounted, announces the label.
 */
export function LoadingOverlay({ isOpen, label = 'Loading…' }: LoadingOverlayProps) {
  return (
    <>
      <div role="status" className="ui-visually-hidden">
        {isOpen ? label : ''}
      </div>
      <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className="ui-LoadingOverlay">
        <AriaModal className="ui-LoadingOverlay-modal">
          <AriaDialog aria-label={label} className="ui-LoadingOverlay-dialog">
            <AriaProgressBar isIndeterminate aria-label={label} className="ui-LoadingOverlay-progress">
              <span className="ui-LoadingOverlay-spinner" aria-hidden="true" />
            </AriaProgressBar>
            <p className="ui-LoadingOverlay-label" aria-hidden="true">
              {label}
            </p>
          </AriaDialog>
        </AriaModal>
      </ModalOverlay>
    </>
  );
}
