// The workbook writer (services/spreadsheet.ts over exceljs's streaming writer) on its own: what it writes, the import
// side's reader (read-excel-file) and unzip read back as written, whatever the text, and a 10,000-row sheet streams.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { spreadsheetOf, workbookOf, type SpreadsheetColumn, type WorkbookSheet } from '../../server/src/services/spreadsheet';
import { firstUnplainCell, workbookSheets } from '../../server/src/services/workbookParts';
import { dropDownsOf, textColumnsOf } from './student-helpers';

type Person = { name: string; note?: string | null; born?: string | null; seen?: string | null; age?: number | null };

const columns: SpreadsheetColumn<Person>[] = [
  { header: 'Name', text: (person) => person.name, width: 30 },
  { header: 'Note & "Remarks" <here>', text: (person) => person.note },
  { header: 'Date of Birth', date: (person) => person.born },
  { header: 'Last Seen', date: (person) => person.seen },
  { header: 'Age', text: (person) => person.age },
];

const bytesOf = async (workbook: Readable) => Buffer.concat(await workbook.toArray());

/** Whether `unzip -t` finds every entry of the archive whole (its CRC and sizes right); skipped where unzip is absent. */
function unzipTests(bytes: Buffer): string | undefined {
  const directory = mkdtempSync(path.join(tmpdir(), 'spreadsheet-writer-'));
  try {
    const file = path.join(directory, 'sheet.xlsx');
    writeFileSync(file, bytes);
    return execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the workbook writer', () => {
  it('writes text, numbers, real dates and empty cells that the import side reads back as they were', async () => {
    const people: Person[] = [
      { name: 'Adébáyọ̀ Ọlábísí', note: 'Tom & Jerry <said> "hi"', born: '1984-02-29', seen: '2026-11-24T03:15:00.000Z', age: 42 },
      { name: 'Ɓalarabe Ɗanjuma Ƙasa ƴan', note: null, born: null, seen: undefined, age: null },
      { name: '  spaced  ', note: 'line one\nline two', born: '2000-01-01', seen: '', age: 0 },
      { name: 'Control\u0001 dropped\uD800 and 📚 kept', note: '', age: 3.5 },
    ];
    const bytes = await bytesOf(spreadsheetOf(people, columns, 'Staff & "Friends"'));
    // The reader trims text by default, which would hide whether the spaces were written.
    const rows = await readSheet(bytes, { trim: false });
    expect(rows).toEqual([
      ['Name', 'Note & "Remarks" <here>', 'Date of Birth', 'Last Seen', 'Age'],
      ['Adébáyọ̀ Ọlábísí', 'Tom & Jerry <said> "hi"', new Date('1984-02-29T00:00:00Z'), new Date('2026-11-24T00:00:00Z'), 42],
      ['Ɓalarabe Ɗanjuma Ƙasa ƴan', null, null, null, null],
      ['  spaced  ', 'line one\nline two', new Date('2000-01-01T00:00:00Z'), null, 0],
      ['Control dropped and 📚 kept', null, null, null, 3.5],
    ]);
    const tested = unzipTests(bytes);
    if (tested !== undefined) expect(tested).toContain('No errors detected');
  });

  it('streams a 10,000-row sheet read from an async source, which reads back whole and in order', async () => {
    async function* many() {
      for (let index = 1; index <= 10_000; index += 1) {
        yield { name: `Member ${index}`, note: index % 7 === 0 ? null : `Note ${index}`, born: '1990-06-15', age: index };
      }
    }
    const bytes = await bytesOf(spreadsheetOf(many(), columns, 'Staff'));
    const rows = await readSheet(bytes);
    expect(rows).toHaveLength(10_001);
    expect(rows[7]).toEqual(['Member 7', null, new Date('1990-06-15T00:00:00Z'), null, 7]);
    expect(rows[10_000]).toEqual(['Member 10000', 'Note 10000', new Date('1990-06-15T00:00:00Z'), null, 10_000]);
    const tested = unzipTests(bytes);
    if (tested !== undefined) expect(tested).toContain('No errors detected');
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const looksLikeFormulas = ['=1+2', '+2348031234567', '-5', '@SUM(A1)', '=HYPERLINK("http://example.com")'];
    const bytes = await bytesOf(spreadsheetOf(looksLikeFormulas.map((name) => ({ name })), columns.slice(0, 1), 'Staff'));
    expect(await readSheet(bytes)).toEqual([['Name'], ...looksLikeFormulas.map((name) => [name])]);
    expect(firstUnplainCell(workbookSheets(bytes, 10_000_000)[0]?.xml ?? '', new Set())).toBeUndefined();
  });

  it('gives a column with choices a drop-down over a hidden Lists sheet, and a text column the text format', async () => {
    const sheet: WorkbookSheet<Person> = {
      name: 'Staff',
      rows: [{ name: 'Ada' }],
      columns: [
        { header: 'Name', text: (person) => person.name, choices: ['Ada', 'Bola', 'Chidi'] },
        { header: 'Note', text: (person) => person.note, asText: true, choices: ['yes', 'no'] },
      ],
    };
    const bytes = await bytesOf(workbookOf([sheet as WorkbookSheet<unknown>]));
    const [staff, lists] = workbookSheets(bytes, 10_000_000);
    expect([staff?.visible, lists?.name, lists?.visible]).toEqual([true, 'Lists', false]);
    expect(dropDownsOf(staff?.xml ?? '')).toEqual([
      { title: 'Name', column: 1, list: 'Lists!$A$2:$A$4' },
      { title: 'Note', column: 2, list: 'Lists!$B$2:$B$3' },
    ]);
    expect(await readSheet(bytes, 'Lists')).toEqual([['Name', 'Note'], ['Ada', 'yes'], ['Bola', 'no'], ['Chidi', null]]);
    expect(textColumnsOf(bytes)).toEqual([2]);
  });

  it('writes a sheet of no rows as its header alone', async () => {
    expect(await readSheet(await bytesOf(spreadsheetOf([], columns, 'Staff')))).toEqual([['Name', 'Note & "Remarks" <here>', 'Date of Birth', 'Last Seen', 'Age']]);
  });

  it('stops reading the rows when the download is closed before its end', async () => {
    let read = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield { name: `Member ${read}`, note: 'x'.repeat(200) };
        }
      } finally {
        finished = true;
      }
    }
    const workbook = spreadsheetOf(endless(), columns, 'Staff');
    for await (const _ of workbook) break;
    await vi.waitFor(() => expect(finished).toBe(true));
    const readWhenClosed = read;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(readWhenClosed);
  });

  it('fails the stream when the rows fail midway, rather than end a file that looks whole', async () => {
    async function* failing() {
      yield { name: 'First' };
      throw new Error('The database went away');
    }
    await expect(bytesOf(spreadsheetOf(failing(), columns, 'Staff'))).rejects.toThrow('The database went away');
  });
});
