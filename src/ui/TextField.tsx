import {
  Input,
  TextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { cx } from './utils';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldLabelProps {
  placeholder?: string;
  /** Renders a multi-line text area instead of a single-line input. */
  multiline?: boolean;
}

export function TextField({ label, description, errorMessage, placeholder, multiline, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeRenderProps(className, (c) => cx('ui-Field', c))}>
      {label && <Label>{label}</Label>}
      {multiline ? (
        <TextArea className="ui-Input" placeholder={placeholder} />
      ) : (
        <Input className="ui-Input" placeholder={placeholder} />
      )}
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
