// The search results' table itself (SearchResults.tsx draws the rest and loads this when the table is first drawn):
// React Aria's virtualized table, sorted by the server, with the columns that fit and each row's details button.
import { Collection, TableLayout, Virtualizer, type SortDescriptor } from 'react-aria-components';
import type { TableSort } from './listSearch.form';
import { Cell, Column, Row, Table, TableBody, TableHeader, TableLoadMore, cx } from '../ui';
import { InfoDialog } from './InfoDialog';
import { detailsColumnWidth, type ResultColumn } from './resultColumns';

/** A column of the table: one of the results' own, or the details column (the values of the columns left out). */
export type GridColumn<Item> = ResultColumn<Item> | { readonly id: 'details' };

export interface ResultsGridProps<Item extends { id: string }> {
  /** The table's name when no heading names it. */
  label: string;
  labelling: { 'aria-labelledby'?: string };
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  /** Where a row leads: the record's page. */
  hrefOf: (id: string) => string;
  /** The columns are narrower than their text: each row is two lines high. */
  squeezed: boolean;
  columns: readonly GridColumn<Item>[];
  rowHeader: ResultColumn<Item> | undefined;
  /** The columns the details button lists. */
  leftOut: readonly ResultColumn<Item>[];
  /** The rows built so far. */
  rows: readonly Item[];
  emptyText: string;
  /** More rows than `rows`: scrolling near the end asks for them. */
  hasMore: boolean;
  onLoadMore: () => void;
}

/** A row's height: one line of text, or two where the columns are squeezed. */
const rowHeight = { line: 41, twoLines: 65 };

export default function ResultsGrid<Item extends { id: string }>({
  label,
  labelling,
  sort,
  onSortChange,
  hrefOf,
  squeezed,
  columns,
  rowHeader,
  leftOut,
  rows,
  emptyText,
  hasMore,
  onLoadMore,
}: ResultsGridProps<Item>) {
  // The body keeps each row it built, and a row each cell, until its item or these change: a new set of columns
  // rebuilds them.
  const columnsDrawn = columns.map((column) => ('label' in column ? `${column.id}:${column.label}` : column.id)).join();
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: squeezed ? rowHeight.twoLines : rowHeight.line, headingHeight: 39 }}>
      <Table
        aria-label={labelling['aria-labelledby'] ? undefined : label}
        {...labelling}
        sortDescriptor={sort as SortDescriptor | undefined}
        onSortChange={onSortChange}
        className={cx('SearchResults-table', squeezed && 'SearchResults-table--squeezed')}
      >
        <TableHeader columns={columns}>
          {(column) =>
            'text' in column ? (
              <Column id={column.id} defaultWidth={`${column.width}fr`} isRowHeader={column === rowHeader} allowsSorting={column.sortable}>
                {column.label}
              </Column>
            ) : (
              <Column id={column.id} width={detailsColumnWidth} minWidth={detailsColumnWidth}>
                <span className="ui-visually-hidden">Details</span>
              </Column>
            )
          }
        </TableHeader>
        <TableBody emptyText={emptyText}>
          <Collection items={rows} dependencies={[columnsDrawn]}>
            {(item) => (
              <Row id={item.id} href={hrefOf(item.id)} textValue={rowHeader?.text(item)} columns={columns} dependencies={[columnsDrawn]}>
                {(column) =>
                  'text' in column ? (
                    <Cell>
                      <span className="SearchResults-text">{column.text(item)}</span>
                    </Cell>
                  ) : (
                    <Cell className="SearchResults-details">
                      <InfoDialog name={rowHeader?.text(item) ?? ''} fields={leftOut.map((field) => ({ label: field.label, value: field.text(item) }))} />
                    </Cell>
                  )
                }
              </Row>
            )}
          </Collection>
          {hasMore && <TableLoadMore onLoadMore={onLoadMore} />}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}
