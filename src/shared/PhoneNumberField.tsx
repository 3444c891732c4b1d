// A Nigerian phone number: the fixed +234 prefix and a box for the last ten digits (SPEC sections 3 and 5), the spaces
// and dashes people group digits with dropped as they are typed.
// src/ui has no text field with a prefix yet; this composes the design system's field parts around React Aria's
// TextField the same way src/ui/TextField does, so it can move there unchanged.
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { phoneCode } from '../lib/constants';
import { phoneAsTyped } from '../lib/phoneNumber';
import { Description, FieldError, Label, type FieldLabelProps } from '../ui';

export interface PhoneNumberFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldLabelProps {
  placeholder?: string;
}

export function PhoneNumberField({ label, description, errorMessage, placeholder, onChange, ...props }: PhoneNumberFieldProps) {
  return (
    <AriaTextField {...props} onChange={onChange && ((typed) => onChange(phoneAsTyped(typed)))} type="tel" className="ui-Field">
      {label && <Label>{label}</Label>}
      <div className="ui-InputGroup">
        {/* Read out through the description, so it is not announced twice. */}
        <span className="auth-PhonePrefix" aria-hidden="true">
          {phoneCode}
        </span>
        <Input className="ui-InputGroup-input" inputMode="numeric" autoComplete="tel-national" placeholder={placeholder} />
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
