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

/** What a pending button must not do: be pressed, follow a link, or submit its form (Enter in a field submits too). */
function withoutActions(props: Omit<AriaButtonProps, 'isPending'>): Omit<AriaButtonProps, 'isPending'> {
  return {
    ...props,
    onPress: undefined,
    onPressStart: undefined,
    onPressEnd: undefined,
    onPressChange: undefined,
    onPressUp: undefined,
    onClick: undefined,
    type: 'button',
    'aria-disabled': true,
  };
}

/**
 * The pending state is ours, not React Aria's: its Button announces going pending through the page-wide live region
 * by reference to the button's id, and when the button unmounts within the next seconds (its dialog closes, its page
 * moves on) that entry names nothing (axe role-img-alt). Here the announcement lives inside the button, in a polite
 * region that is always mounted (so adding the spinner is announced) and goes away with the button.
 */
export function Button({ variant = 'primary', pendingLabel = 'In progress', isPending = false, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...(isPending ? withoutActions(props) : props)}
      data-pending={isPending || undefined}
      className={composeRenderProps(className, (c) => cx('ui-Button', `ui-Button--${variant}`, c))}
    >
      {composeRenderProps(children, (children) => (
        <>
          <span className="ui-Button-status" aria-live="polite">
            {isPending && (
              <AriaProgressBar aria-label={pendingLabel} isIndeterminate className="ui-Button-spinner">
                <span className="ui-Spinner" aria-hidden="true" />
                <span className="ui-visually-hidden">{pendingLabel}</span>
              </AriaProgressBar>
            )}
          </span>
          {children}
        </>
      ))}
    </AriaButton>
  );
}
