import {
  Button as AriaButton,
  Input,
  SearchField as AriaSearchField,
  composeRenderProps,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { CloseIcon, SearchIcon } from './icons';
import { cx } from './utils';
import './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldLabelProps {
  placeholder?: string;
}

/** A search box: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`). */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-SearchField', c))}>
      {label && <Label>{label}</Label>}
      <div className="ui-InputGroup">
        <SearchIcon />
        <Input className="ui-InputGroup-input" placeholder={placeholder} />
        <AriaButton className="ui-FieldButton ui-SearchField-clear">
          <CloseIcon />
        </AriaButton>
      </div>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
