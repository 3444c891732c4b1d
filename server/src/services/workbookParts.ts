// What a spreadsheet reader (read-excel-file) does not say about an .xlsx workbook, read from its XML: which sheets are
// hidden, which rows are hidden or filtered out, and where a formula or merged cell stands. An import reads the sheet
// an administrator sees, as they see it.
import { strFromU8, unzipSync } from 'fflate';

/** A worksheet of the workbook, in the workbook's order. */
export type WorkbookSheet = { name: string; visible: boolean; xml: string };

/** Why the bytes are no workbook: the message for the user. */
export class NotAWorkbook extends Error {}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** An XML attribute's text (a sheet's name: `Staff &amp; Teachers`). */
const unescaped = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|\w+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

const attributeOf = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? unescaped(found[1] ?? '') : undefined;
};

/**
 * The worksheets of an .xlsx file, in the order the workbook lists them. `unpackLimit` bounds what the parts read may
 * unpack to (more is a zip bomb, not a spreadsheet); a file that is no workbook throws NotAWorkbook.
 */
export function workbookSheets(bytes: Uint8Array, unpackLimit: number): WorkbookSheet[] {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        if (unpacked > unpackLimit) throw new NotAWorkbook('The file unpacks to far more than a spreadsheet of 10,000 rows; it cannot be read');
        return entry.name === 'xl/workbook.xml' || entry.name === 'xl/_rels/workbook.xml.rels' || /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
      },
    });
  } catch (error) {
    if (error instanceof NotAWorkbook) throw error;
    throw new NotAWorkbook('The file is damaged: it cannot be opened as an .xlsx workbook');
  }
  const workbook = entries['xl/workbook.xml'];
  if (!workbook) throw new NotAWorkbook('The file is a zip archive but not an Excel workbook (it has no xl/workbook.xml)');
  const targets = new Map<string, string>();
  for (const [tag] of strFromU8(entries['xl/_rels/workbook.xml.rels'] ?? new Uint8Array()).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attributeOf(tag, 'Id');
    const target = attributeOf(tag, 'Target');
    // A target is relative to xl/, or absolute from the package's root.
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  const sheets: WorkbookSheet[] = [];
  for (const [tag] of strFromU8(workbook).matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const path = targets.get(attributeOf(tag, 'r:id') ?? '');
    const part = path ? entries[path] : undefined;
    if (!part) continue;
    const state = attributeOf(tag, 'state');
    sheets.push({ name: attributeOf(tag, 'name') ?? '', visible: state !== 'hidden' && state !== 'veryHidden', xml: strFromU8(part) });
  }
  return sheets;
}

/** The rows of a worksheet a reader does not see: hidden by hand, or filtered out by its filter. */
export function unseenRows(xml: string): { hidden: Set<number>; filtered: Set<number> } {
  const hidden = new Set<number>();
  const filtered = new Set<number>();
  const filter = /<(?:\w+:)?autoFilter\b[^>]*\bref="[A-Z]+(\d+):[A-Z]+(\d+)"/.exec(xml);
  // The filter's first row holds its headings; the rows below it are the ones it shows or hides.
  const [first, last] = filter ? [Number(filter[1]), Number(filter[2])] : [0, 0];
  let previous = 0;
  for (const [tag] of xml.matchAll(/<(?:\w+:)?row\b[^>]*>/g)) {
    const row = Number(attributeOf(tag, 'r') ?? previous + 1);
    previous = row;
    const state = attributeOf(tag, 'hidden');
    if (state !== '1' && state !== 'true') continue;
    if (row > first && row <= last) filtered.add(row);
    else hidden.add(row);
  }
  return { hidden, filtered };
}

/** The first cell of the worksheet holding a formula, or of a merged range, outside the rows `skipped`. */
export function firstUnplainCell(xml: string, skipped: ReadonlySet<number>): { formula: string } | { merged: string } | undefined {
  for (const found of xml.matchAll(/<(?:\w+:)?c\b[^>]*?\br="([A-Z]+)([0-9]+)"[^>]*>\s*<(?:\w+:)?f\b/g)) {
    if (!skipped.has(Number(found[2]))) return { formula: `${found[1]}${found[2]}` };
  }
  for (const found of xml.matchAll(/<(?:\w+:)?mergeCell\b[^>]*\bref="[A-Z]+(\d+)(?::[A-Z]+(\d+))?"/g)) {
    const [from, to] = [Number(found[1]), Number(found[2] ?? found[1])];
    // Fewer rows are skipped than a range may span (a whole column's): a range of more is seen somewhere.
    let seen = to - from + 1 > skipped.size;
    for (let row = from; !seen && row <= to; row += 1) seen = !skipped.has(row);
    if (seen) return { merged: /\bref="([^"]+)"/.exec(found[0])?.[1] ?? '' };
  }
  return undefined;
}
