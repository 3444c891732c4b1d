// What a search on the server found, as a virtualized table sorted by the server (a search answers up to 1000 rows; the
// table builds them fifty at a time as it is scrolled, and puts only those in view on screen): a row leads to its record, and a list cut at the limit says so ("Showing 1,000 of
// 4,312: narrow the filters", or "of more than 5,000" where the server stopped counting). It draws the columns that fit
// its width (resultColumns.ts), so nothing scrolls sideways, and each row's details button lists the rest. The staff
// search, the student search and the admission register are each their columns and their words over this table.
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isLimited, type FoundPage, type TableSort } from './listSearch.form';
import { Banner, ProgressBar } from '../ui';
import type { default as ResultsGridComponent, GridColumn } from './ResultsGrid';
import { RetryBanner } from './RetryBanner';
import { columnsThatFit, type ResultColumn } from './resultColumns';
import { appLocale } from '../lib/locale';
import { contentPresented } from '../lib/contentPresented';
import './SearchResults.css';

const counts = new Intl.NumberFormat(appLocale);

/** What a list of `plural` ('staff', 'students') says in each of its states. */
export function resultsMessages({ plural, single }: { plural: string; single: string }) {
  return {
    none: `No ${plural} match these filters.`,
    searching: `Searching for ${plural}`,
    limited: ({ shown, total, moreThanTotal }: FoundPage) =>
      `Showing ${counts.format(shown)} of ${moreThanTotal ? 'more than ' : ''}${counts.format(total)}: narrow the filters`,
    all: ({ total }: { total: number }) => (total === 1 ? `Showing the 1 ${single} found` : `Showing all ${counts.format(total)} ${plural} found`),
  } as const;
}

export type ResultsMessages = ReturnType<typeof resultsMessages>;

export type { ResultColumn };

/** What every list of search results is given by its page. */
export interface SearchResultsProps {
  /** The last answer's total; null before the first. */
  total: number | null;
  /** More match than `total`: the server stopped counting there. */
  moreThanTotal?: boolean;
  /** A search is on its way (the last answer, if any, stays until the new one comes). */
  isLoading: boolean;
  /** Why the last search failed, if it did. */
  error: string | null;
  onRetry: () => void;
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  /** Where a row leads: the record's page. */
  hrefOf: (id: string) => string;
  /** Names the table (give a visible heading's id where there is one). */
  'aria-labelledby'?: string;
}

export interface ResultsTableProps<Item extends { id: string }> extends SearchResultsProps {
  items: readonly Item[] | null;
  columns: readonly ResultColumn<Item>[];
  messages: ResultsMessages;
  /** The table's name when no heading names it. */
  label: string;
}

function Summary({ shown, total, moreThanTotal, isLoading, messages }: Omit<FoundPage, 'total'> & { total: number | null; isLoading: boolean; messages: ResultsMessages }) {
  if (isLoading) return <ProgressBar label={messages.searching} isIndeterminate className="SearchResults-progress" />;
  if (total === null || shown === 0) return null;
  if (isLimited({ shown, total, moreThanTotal })) {
    return (
      <Banner tone="warning" role="status">
        {messages.limited({ shown, total, moreThanTotal })}
      </Banner>
    );
  }
  return <p className="SearchResults-count">{messages.all({ total })}</p>;
}

/** The column of each row's details: the values of the columns left out. */
const detailsColumn = { id: 'details' } as const;

/**
 * The table itself, fetched when it is first drawn: once the results' width is known and the page's header and
 * filters are on screen. React Aria's table, its virtualizer and their layout are the largest part of a list page's
 * code (the `tables` chunk, vite.config.ts), and the page paints sooner without waiting for them.
 */
const ResultsGrid = lazy(() => contentPresented().then(() => import('./ResultsGrid'))) as unknown as typeof ResultsGridComponent;

/** What holds the table's place until it is built: an empty frame of its size. */
const placeholder = <div className="SearchResults-placeholder" />;

const notMeasured = { shown: [], leftOut: [], squeezed: false } as const;

/**
 * The results' width, as a ResizeObserver reports it: its first report comes once the page is laid out, so the
 * table is built after the page's header and filters have painted (in a transition, once, with the columns that fit)
 * and nothing forces a layout while the page is put on screen; later reports redraw it in a transition too, so a
 * window being resized stays responsive. Until it is known an empty frame of the table's size holds its place.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => startTransition(() => setWidth(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** How many rows a list draws at first, and how many more each time its end is scrolled near: two screens of a phone. */
const rowsPerStep = 50;

/**
 * The rows to draw: a new list's first fifty, then fifty more each time the table's end is scrolled near
 * (`drawMore`, in a transition). React Aria's table builds every row it is given, shown or not: a thousand rows
 * cost a phone seconds of work before the page answers a tap, most of it for rows nobody scrolls to.
 */
function useRowsAsScrolled<Item>(items: readonly Item[] | null) {
  const [drawn, setDrawn] = useState({ of: items, count: rowsPerStep });
  const count = drawn.of === items ? drawn.count : rowsPerStep;
  const rows = useMemo(() => (items && count < items.length ? items.slice(0, count) : items), [items, count]);
  const drawMore = useCallback(() => startTransition(() => setDrawn({ of: items, count: count + rowsPerStep })), [items, count]);
  return { rows, hasMore: items !== null && count < items.length, drawMore };
}

export function ResultsTable<Item extends { id: string }>({
  items,
  total,
  moreThanTotal,
  columns,
  messages,
  label,
  isLoading,
  error,
  onRetry,
  sort,
  onSortChange,
  hrefOf,
  ...labelling
}: ResultsTableProps<Item>) {
  const [frame, width] = useWidth();
  const { rows: drawnItems, hasMore, drawMore } = useRowsAsScrolled(items);
  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  const { shown, leftOut, squeezed } = width === null ? notMeasured : columnsThatFit(columns, width, sort?.column);
  const tableColumns: readonly GridColumn<Item>[] = leftOut.length ? [...shown, detailsColumn] : shown;
  return (
    <div className="SearchResults" ref={frame}>
      {/* One live region for what the search came to, so a screen reader hears each new answer once. */}
      <div role="status" aria-live="polite" className="SearchResults-summary">
        {!error && <Summary shown={items?.length ?? 0} total={items ? total : null} moreThanTotal={moreThanTotal} isLoading={isLoading} messages={messages} />}
      </div>
      {error && <RetryBanner message={error} onRetry={onRetry} />}
      {(items || !error) && (
        // React Aria's table does not pass aria-busy on; the area around it says the rows are being replaced.
        <div aria-busy={isLoading}>
          {width === null ? (
            placeholder
          ) : (
            <Suspense fallback={placeholder}>
              <ResultsGrid
                label={label}
                labelling={labelling}
                sort={sort}
                onSortChange={onSortChange}
                hrefOf={hrefOf}
                squeezed={squeezed}
                columns={tableColumns}
                rowHeader={rowHeader}
                leftOut={leftOut}
                rows={drawnItems ?? []}
                emptyText={isLoading || !drawnItems ? messages.searching : messages.none}
                hasMore={hasMore}
                onLoadMore={drawMore}
              />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
