import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { cx } from './utils';
import './Checkbox.css';
import './CheckboxGroup.css';
import './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldLabelProps {
  children?: ReactNode;
}

/** A labelled single choice (gender, title…); arrow keys move between Radios. */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-RadioGroup', c))}>
      {label && <Label>{label}</Label>}
      <div className="ui-RadioGroup-items">{children}</div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export type RadioProps = AriaRadioProps;

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={composeRenderProps(className, (c) => cx('ui-Toggle', 'ui-Radio', c))}>
      {composeRenderProps(children, (children) => (
        <>
          <span className="ui-Toggle-indicator ui-Radio-circle" aria-hidden="true" />
          {children}
        </>
      ))}
    </AriaRadio>
  );
}
