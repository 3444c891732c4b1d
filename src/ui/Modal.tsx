import {
  Modal as AriaModal,
  ModalOverlay,
  composeRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from './utils';
import './Modal.css';

export interface ModalProps extends ModalOverlayProps {
  size?: 'small' | 'medium' | 'large';
}

/**
 * A centred modal layer over a dimmed page. Put a Dialog (or AlertDialog) inside it. Dismissable by
 * Escape; by clicking outside only when `isDismissable`.
 */
export function Modal({ size = 'medium', className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className="ui-ModalOverlay">
      <AriaModal className={composeRenderProps(className, (c) => cx('ui-Modal', `ui-Modal--${size}`, c))}>
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}
