// What an .xlsx file says beyond its cells, read from its XML as Excel writes it: which rows are hidden and which its
// filter hides, and where a formula or merged cell stands among the rows a reader sees.
import { describe, expect, it } from 'vitest';
import { firstUnplainCell, unseenRows } from '../../server/src/services/workbookParts';

/** A worksheet as Excel writes one: rows with `r` and `hidden="1"`, the filter after the rows. */
const worksheet = (rows: string, after = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData>${after}</worksheet>`;

describe('unseenRows', () => {
  it('tells the rows a filter hides from the rows hidden outside its range', () => {
    const xml = worksheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="3" hidden="1"><c r="A3"><v>1</v></c></row><row r="5" spans="1:3" hidden="1"/><row r="9" hidden="1"/>',
      '<autoFilter ref="A1:C8"><filterColumn colId="0"><filters><filter val="x"/></filters></filterColumn></autoFilter>',
    );
    expect(unseenRows(xml)).toEqual({ hidden: new Set([9]), filtered: new Set([3, 5]) });
  });

  it('reads hidden="true" as LibreOffice writes it, and no filter as no filtered rows', () => {
    expect(unseenRows(worksheet('<row r="2" hidden="true"/><row r="3" hidden="false"/>'))).toEqual({ hidden: new Set([2]), filtered: new Set() });
  });
});

describe('firstUnplainCell', () => {
  const xml = worksheet(
    '<row r="2" hidden="1"><c r="B2"><f>1+1</f><v>2</v></c></row><row r="4"><c r="C4" s="1"><f t="shared" si="0"/><v>3</v></c></row>',
    '<mergeCells count="2"><mergeCell ref="A2:B2"/><mergeCell ref="D6:E7"/></mergeCells>',
  );

  it('names the first formula in a row that is seen', () => {
    expect(firstUnplainCell(xml, new Set([2]))).toEqual({ formula: 'C4' });
    expect(firstUnplainCell(xml, new Set())).toEqual({ formula: 'B2' });
  });

  it('names a merged range unless every row of it is left aside', () => {
    const plain = worksheet('<row r="2" hidden="1"/>', '<mergeCells count="2"><mergeCell ref="A2:B2"/><mergeCell ref="D6:E7"/></mergeCells>');
    expect(firstUnplainCell(plain, new Set([2]))).toEqual({ merged: 'D6:E7' });
    expect(firstUnplainCell(plain, new Set([2, 6, 7]))).toBeUndefined();
  });
});
