import { Checkbox as AriaCheckbox, composeRenderProps, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from './icons';
import { cx } from './utils';
import './Checkbox.css';

export type CheckboxProps = AriaCheckboxProps;

/** A checkbox; its children are the label. Inside a CheckboxGroup give it a `value`. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeRenderProps(className, (c) => cx('ui-Toggle', 'ui-Checkbox', c))}>
      {composeRenderProps(children, (children, { isSelected, isIndeterminate }) => (
        <>
          <span className="ui-Toggle-indicator ui-Checkbox-box" aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          {children}
        </>
      ))}
    </AriaCheckbox>
  );
}
