import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { cx } from './utils';
import './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldLabelProps {
  children?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled set of Checkboxes whose value is the array of checked `value`s. */
export function CheckboxGroup({ label, description, errorMessage, children, orientation = 'vertical', className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-CheckboxGroup', c))}
    >
      {label && <Label>{label}</Label>}
      <div className="ui-CheckboxGroup-items" data-orientation={orientation}>
        {children}
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
