// Which of a result table's columns fit the width it has. A 1,000-row table whose every column is drawn would scroll
// sideways past the page's edge (the school out of sight at 1280 px) and cost a cell per column per row, so the table
// draws the columns that fit, by priority, and each row's details name the rest.

export interface ResultColumn<Item> {
  id: string;
  label: string;
  /** The narrowest the column reads well at, in pixels; a shown column grows from it to share the table's width. */
  width: number;
  /**
   * Which columns the table keeps when not all fit, 1 first; a column without one (the name, the school) is always
   * shown, squeezed if need be.
   */
  priority?: number;
  /** The server sorts by this column. */
  sortable?: boolean;
  /** Names the row (one column does). */
  isRowHeader?: boolean;
  text: (item: Item) => string;
}

/** The column of each row's details button, when some columns are left out. */
export const detailsColumnWidth = 56;

/** The table's frame (a border each side) and its vertical scroll bar take this much of the measured width. */
const frameWidth = 2 + 16;

const widthOf = (columns: readonly { width: number }[]) => columns.reduce((sum, column) => sum + column.width, 0);

/** The columns a table draws and those its rows' details list. */
export interface ColumnsFitted<Item> {
  shown: readonly ResultColumn<Item>[];
  leftOut: readonly ResultColumn<Item>[];
  /** Even the columns always shown are narrower than their widths (a phone): their text takes two lines. */
  squeezed: boolean;
}

/**
 * The columns of a table `width` pixels wide, in their own order: all of them if they fit, else those always shown
 * and then, by priority, each that still fits beside a details column. The column the list is sorted by comes first
 * of the optional ones, so the header that says the order stays in sight.
 */
export function columnsThatFit<Item>(columns: readonly ResultColumn<Item>[], width: number, sortedBy?: string | number): ColumnsFitted<Item> {
  const room = width - frameWidth;
  if (widthOf(columns) <= room) return { shown: columns, leftOut: [], squeezed: false };
  const rank = (column: ResultColumn<Item>) => (column.id === sortedBy ? 0 : (column.priority ?? 0));
  const optional = columns.filter((column) => column.priority !== undefined).sort((a, b) => rank(a) - rank(b));
  const shown = new Set(columns.filter((column) => column.priority === undefined));
  let left = room - detailsColumnWidth - widthOf([...shown]);
  const squeezed = left < 0;
  for (const column of optional) {
    if (column.width > left) continue;
    shown.add(column);
    left -= column.width;
  }
  return { shown: columns.filter((column) => shown.has(column)), leftOut: columns.filter((column) => !shown.has(column)), squeezed };
}
