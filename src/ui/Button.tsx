import {
  Button as AriaButton,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cx } from './utils';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight. `danger` is for destructive actions, `quiet` for low-emphasis ones. */
  variant?: ButtonVariant;
  /** Label announced with the spinner while `isPending`. */
  pendingLabel?: string;
}

export function Button({ variant = 'primary', pendingLabel = 'In progress', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (c) => cx('ui-Button', `ui-Button--${variant}`, c))}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          {isPending && (
            <AriaProgressBar aria-label={pendingLabel} isIndeterminate className="ui-Button-spinner">
              <span className="ui-Spinner" aria-hidden="true" />
            </AriaProgressBar>
          )}
          {children}
        </>
      ))}
    </AriaButton>
  );
}
