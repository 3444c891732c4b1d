import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { ChevronDownIcon } from './icons';
import { ListBox, ListBoxItem, type ListBoxItemProps } from './ListBox';
import { Popover } from './Popover';
import { cx } from './utils';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'>, FieldLabelProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the list when nothing matches. */
  emptyText?: string;
  /**
   * What a search behind the box is doing ('Searching…', '3 match'), said by a live region. React Aria hides the page
   * outside an open list from assistive technology, all but its top-layer elements, so the region is one of those.
   */
  status?: string;
}

/**
 * A text box with suggestions (staff search autocomplete, topic picker). For server-side
 * filtering pass `items` + `inputValue`/`onInputChange` from a machine; for new entries
 * (topics that do not exist yet) set `allowsCustomValue`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyText = 'No matches',
  status,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <>
      <AriaComboBox {...props} className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-ComboBox', c))}>
        {label && <Label>{label}</Label>}
        <div className="ui-InputGroup">
          <Input className="ui-InputGroup-input" placeholder={placeholder} />
          <AriaButton className="ui-FieldButton">
            <ChevronDownIcon />
          </AriaButton>
        </div>
        {description && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
        <Popover>
          {/* Items (or defaultItems) stay on the ComboBox, which filters them and hands them to the list. */}
          <ListBox renderEmptyState={() => emptyText}>{children}</ListBox>
        </Popover>
      </AriaComboBox>
      {status !== undefined && (
        <span role="status" className="ui-visually-hidden" data-react-aria-top-layer="">
          {status}
        </span>
      )}
    </>
  );
}

export function ComboBoxItem<T extends object>(props: ListBoxItemProps<T>) {
  return <ListBoxItem {...props} />;
}
