import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Collection,
  Separator,
  Header,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { Popover } from './Popover';
import { cx } from './utils';
import './Menu.css';

export { MenuTrigger, SubmenuTrigger } from 'react-aria-components';

export interface MenuProps<T> extends AriaMenuProps<T> {
  placement?: PopoverProps['placement'];
}

/**
 * A menu in its own popover; put it in a MenuTrigger after the Button that opens it. Arrow keys
 * move, Enter/Space choose, typing jumps, Escape closes and returns focus to the button.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className="ui-Popover ui-MenuPopover">
      <AriaMenu {...props} className={composeRenderProps(className, (c) => cx('ui-Menu', c))} />
    </Popover>
  );
}

export type MenuItemProps<T> = AriaMenuItemProps<T>;

/** A menu entry: give `onAction` for a command or `href` for navigation (profile, logout…). */
export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (c) => cx('ui-MenuItem', c))}
    />
  );
}

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  title?: string;
}

/** A titled group of items. With `items`, give the items' render function as children. */
export function MenuSection<T extends object>({ title, children, items, className, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={cx('ui-MenuSection', className)}>
      {title && <Header className="ui-MenuSection-header">{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="ui-MenuSeparator" />;
}
