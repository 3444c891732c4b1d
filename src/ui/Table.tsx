import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableLoadMoreItem as AriaTableLoadMoreItem,
  composeRenderProps,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableLoadMoreItemProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { EmptyState } from './EmptyState';
import { cx } from './utils';
import './Table.css';

export type TableProps = AriaTableProps;

/**
 * A data table (role="grid"): arrow keys move between cells. Sort with `sortDescriptor` +
 * `onSortChange` and `allowsSorting` on columns; the list itself is sorted by the caller
 * (usually a machine), so the table stays presentational. Give it `aria-label` or
 * `aria-labelledby`.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className="ui-TableContainer">
      <AriaTable {...props} className={composeRenderProps(className, (c) => cx('ui-Table', c))} />
    </div>
  );
}

export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={composeRenderProps(className, (c) => cx('ui-TableHeader', c))} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'children'> {
  children?: ReactNode;
}

/** A column header; with `allowsSorting` it shows the sort direction and toggles it on press. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, (c) => cx('ui-Column', c))}>
      {({ allowsSorting, sortDirection }) => (
        <span className="ui-Column-content">
          {children}
          {allowsSorting && (
            <span className="ui-Column-sort" data-direction={sortDirection ?? 'none'}>
              {sortDirection === 'descending' ? <ArrowDownIcon /> : <ArrowUpIcon />}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

export interface TableBodyProps<T> extends AriaTableBodyProps<T> {
  /** What an empty table shows; defaults to the portal's standard empty-list message. */
  emptyText?: ReactNode;
}

export function TableBody<T extends object>({ className, emptyText, renderEmptyState, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={
        renderEmptyState ??
        (() => <EmptyState size="compact">{emptyText}</EmptyState>)
      }
      className={composeRenderProps(className, (c) => cx('ui-TableBody', c))}
    />
  );
}

export type RowProps<T> = AriaRowProps<T>;

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeRenderProps(className, (c) => cx('ui-Row', c))} />;
}

export type CellProps = AriaCellProps;

export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, (c) => cx('ui-Cell', c))} />;
}

export type TableLoadMoreProps = Omit<TableLoadMoreItemProps, 'className'>;

/**
 * The end of a table body that asks for more of its rows (`onLoadMore`) as it is scrolled near: put it after the
 * rows, and only while there are more to show.
 */
export function TableLoadMore(props: TableLoadMoreProps) {
  return <AriaTableLoadMoreItem {...props} className="ui-TableLoadMore" />;
}
