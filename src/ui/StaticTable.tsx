// A read-only table as HTML draws it (role "table"): for figures and records that are only read, and whose links, if
// any, are each a stop of Tab. React Aria's Table is a grid, built for rows that are chosen, sorted or moved through
// with the arrow keys; it builds its collection before it renders and gives every cell its own focus and press
// handling, which on a mid-range phone cost a summary page's tables the larger part of its first render.
import { Children, Fragment, createContext, isValidElement, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { cx } from './utils';
import './Table.css';

const ColumnCount = createContext(1);

export interface StaticTableProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  /** A StaticTableHeader, then a StaticTableBody. */
  children: ReactNode;
}

/**
 * Whether the element scrolls sideways (a wide table on a phone): then it must take focus, or a keyboard could not
 * scroll it when nothing in it takes focus (WCAG 2.1.1).
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    // The frame, for a narrower screen; the table, for rows that come later and widen its columns.
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, scrolls };
}

/** Give it `aria-label` or `aria-labelledby`. Styled as the design system's Table. */
export function StaticTable({ className, children, ...label }: StaticTableProps) {
  const header = Children.toArray(children).find(
    (child): child is ReactElement<StaticTableHeaderProps> => isValidElement(child) && child.type === StaticTableHeader,
  );
  const { ref, scrolls } = useScrollsSideways();
  return (
    <div ref={ref} className="ui-TableContainer" {...(scrolls && { role: 'group', tabIndex: 0, ...label })}>
      <table {...label} className={cx('ui-Table', className)}>
        <ColumnCount.Provider value={Children.toArray(header?.props.children).length || 1}>{children}</ColumnCount.Provider>
      </table>
    </div>
  );
}

export interface StaticTableHeaderProps {
  /** StaticColumns. */
  children: ReactNode;
}

export function StaticTableHeader({ children }: StaticTableHeaderProps) {
  return (
    <thead className="ui-TableHeader">
      <tr>{children}</tr>
    </thead>
  );
}

export function StaticColumn({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="ui-Column">
      <span className="ui-Column-content">{children}</span>
    </th>
  );
}

export interface StaticTableBodyProps<T extends { id: string | number }> {
  items: readonly T[];
  /** A StaticRow for an item. */
  children: (item: T) => ReactNode;
  /** What an empty table shows; defaults to the portal's standard empty-list message. */
  emptyText?: ReactNode;
}

export function StaticTableBody<T extends { id: string | number }>({ items, children, emptyText }: StaticTableBodyProps<T>) {
  const columns = useContext(ColumnCount);
  return (
    <tbody className="ui-TableBody">
      {items.length === 0 ? (
        <tr className="ui-Row">
          <td className="ui-Cell" colSpan={columns}>
            <EmptyState size="compact">{emptyText}</EmptyState>
          </td>
        </tr>
      ) : (
        items.map((item) => <Fragment key={item.id}>{children(item)}</Fragment>)
      )}
    </tbody>
  );
}

export function StaticRow({ children }: { children: ReactNode }) {
  return <tr className="ui-Row">{children}</tr>;
}

export interface StaticCellProps {
  /** The cell that names its row (`<th scope="row">`): give every row one. */
  isRowHeader?: boolean;
  children?: ReactNode;
}

export function StaticCell({ isRowHeader, children }: StaticCellProps) {
  return isRowHeader ? (
    <th scope="row" className="ui-Cell ui-Cell--rowHeader">
      {children}
    </th>
  ) : (
    <td className="ui-Cell">{children}</td>
  );
}
