import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from './utils';
import './Form.css';

export type FormProps = AriaFormProps;

/**
 * A form whose fields are laid out in one column. `validationErrors` (from the server, keyed by
 * field name) show on the matching fields; `validationBehavior="aria"` keeps native bubbles away.
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx('ui-Form', className)} />;
}

/** The row of buttons at the end of a form or dialog. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="ui-FormActions">{children}</div>;
}
