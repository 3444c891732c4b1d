import type { ReactNode } from 'react';
import {
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  composeRenderProps,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { Checkbox } from './Checkbox';
import { EmptyState } from './EmptyState';
import { cx } from './utils';
import './GridList.css';

export interface GridListProps<T> extends AriaGridListProps<T> {
  /** `cards` lays items out in a responsive grid of cards; `list` stacks them. */
  variant?: 'list' | 'cards';
  emptyText?: ReactNode;
}

/**
 * An interactive list (role="grid") for cards that hold their own buttons and links (role, class,
 * school cards): arrow keys move between items, Tab moves into an item's controls.
 */
export function GridList<T extends object>({ variant = 'list', emptyText, className, renderEmptyState, ...props }: GridListProps<T>) {
  return (
    <AriaGridList
      {...props}
      layout={variant === 'cards' ? 'grid' : 'stack'}
      renderEmptyState={
        renderEmptyState ??
        (() => <EmptyState size="compact">{emptyText}</EmptyState>)
      }
      className={composeRenderProps(className, (c) => cx('ui-GridList', `ui-GridList--${variant}`, c))}
    />
  );
}

export type GridListItemProps<T> = AriaGridListItemProps<T>;

export function GridListItem<T extends object>({ className, children, ...props }: GridListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaGridListItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (c) => cx('ui-GridListItem', c))}
    >
      {composeRenderProps(children, (children, { selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' && <Checkbox slot="selection" />}
          <div className="ui-GridListItem-content">{children}</div>
        </>
      ))}
    </AriaGridListItem>
  );
}
