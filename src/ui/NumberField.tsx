import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  composeRenderProps,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { MinusIcon, PlusIcon } from './icons';
import { cx } from './utils';
import './NumberField.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldLabelProps {
  placeholder?: string;
}

/** A number input with stepper buttons; arrow keys step too. Use `minValue`/`maxValue` for ranges (percent 0–100). */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-NumberField', c))}>
      {label && <Label>{label}</Label>}
      <Group className="ui-InputGroup">
        <Input className="ui-InputGroup-input" placeholder={placeholder} />
        <AriaButton slot="decrement" className="ui-FieldButton ui-NumberField-step">
          <MinusIcon />
        </AriaButton>
        <AriaButton slot="increment" className="ui-FieldButton ui-NumberField-step">
          <PlusIcon />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
