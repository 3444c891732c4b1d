import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  composeRenderProps,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { CheckIcon } from './icons';
import { cx } from './utils';
import './ListBox.css';

export type ListBoxProps<T> = AriaListBoxProps<T>;

export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return <AriaListBox {...props} className={composeRenderProps(className, (c) => cx('ui-ListBox', c))} />;
}

export type ListBoxItemProps<T> = AriaListBoxItemProps<T>;

/** An option; shows a tick when selected. Pass `textValue` when children are not plain text. */
export function ListBoxItem<T extends object>({ className, children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (c) => cx('ui-ListBoxItem', c))}
    >
      {composeRenderProps(children, (children, { isSelected }) => (
        <>
          <span className="ui-ListBoxItem-check">{isSelected && <CheckIcon />}</span>
          <span className="ui-ListBoxItem-label">{children}</span>
        </>
      ))}
    </AriaListBoxItem>
  );
}
