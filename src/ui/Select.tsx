import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { ChevronDownIcon } from './icons';
import { ListBox, ListBoxItem, type ListBoxItemProps } from './ListBox';
import { Popover } from './Popover';
import { cx } from './utils';
import './Select.css';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'>, FieldLabelProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/** A single-choice dropdown (a button that opens a list box). */
export function Select<T extends object>({ label, description, errorMessage, items, children, className, ...props }: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-Select', c))}>
      {label && <Label>{label}</Label>}
      <AriaButton className="ui-Select-trigger">
        <SelectValue className="ui-Select-value" />
        <ChevronDownIcon />
      </AriaButton>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <ListBox items={items}>{children}</ListBox>
      </Popover>
    </AriaSelect>
  );
}

export function SelectItem<T extends object>(props: ListBoxItemProps<T>) {
  return <ListBoxItem {...props} />;
}
