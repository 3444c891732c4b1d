import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text,
  composeRenderProps,
  type FieldErrorProps,
  type LabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from './utils';
import './Field.css';

/** The props every labelled field of the design system takes (React Aria starter-kit style). */
export interface FieldLabelProps {
  /** Visible label. Give `aria-label` instead only where a visible label truly cannot fit. */
  label?: string;
  /** Help text under the control, announced with it. */
  description?: string;
  /** Shown when the field is invalid; a function receives React Aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={cx('ui-Label', className)} />;
}

export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cx('ui-Description', className)} />;
}

export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={composeRenderProps(className, (c) => cx('ui-FieldError', c))}
    />
  );
}
