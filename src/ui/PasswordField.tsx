import { useState } from 'react';
import {
  Input,
  TextField as AriaTextField,
  ToggleButton,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';
import { cx } from './utils';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldLabelProps {
  placeholder?: string;
  /** Accessible name of the show/hide toggle; its pressed state says whether the password shows. */
  toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button in the tab order with a
 * fixed name and `aria-pressed`, so screen readers hear "Show password, toggle button, pressed".
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  toggleLabel = 'Show password',
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeRenderProps(className, (c) => cx('ui-Field', c))}
    >
      {label && <Label>{label}</Label>}
      <div className="ui-InputGroup">
        <Input className="ui-InputGroup-input" placeholder={placeholder} spellCheck={false} autoCapitalize="off" />
        <ToggleButton
          className="ui-FieldButton"
          aria-label={toggleLabel}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
