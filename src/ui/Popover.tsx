import { Popover as AriaPopover, composeRenderProps, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { cx } from './utils';
import './Popover.css';

export type PopoverProps = AriaPopoverProps;

/** A floating panel anchored to its trigger (used by Select, ComboBox, Menu, DatePicker). */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (c) => cx('ui-Popover', c))}
    />
  );
}
