import { describe, expect, it } from 'vitest';
import { columnsThatFit, type ResultColumn } from './resultColumns';

const column = (id: string, width: number, priority?: number): ResultColumn<object> => ({ id, label: id, width, priority, text: () => id });

const name = column('name', 200);
const email = column('email', 220, 1);
const district = column('district', 120, 3);
const school = column('school', 220);
const staffType = column('staffType', 120, 2);
const gender = column('gender', 90, 4);
const columns = [name, email, district, school, staffType, gender];
const ids = ({ shown }: { shown: readonly ResultColumn<object>[] }) => shown.map((shownColumn) => shownColumn.id);

describe('columnsThatFit', () => {
  it('shows every column, in order, when all fit', () => {
    expect(columnsThatFit(columns, 1200)).toEqual({ shown: columns, leftOut: [], squeezed: false });
  });

  it('keeps the columns always shown and adds the others by priority while they fit beside the details', () => {
    // 18 for the frame and 56 for the details leave 806: name and school take 420, email 220, staff type 120.
    const fitted = columnsThatFit(columns, 880);
    expect(ids(fitted)).toEqual(['name', 'email', 'school', 'staffType']);
    expect(fitted.leftOut.map((leftOut) => leftOut.id)).toEqual(['district', 'gender']);
    expect(fitted.squeezed).toBe(false);
  });

  it('passes over a column too wide for what is left and takes a later, narrower one', () => {
    const wide = column('wide', 300, 1);
    expect(ids(columnsThatFit([name, wide, school, gender], 600))).toEqual(['name', 'school', 'gender']);
  });

  it('keeps the name and the school on a phone, however narrow, squeezed', () => {
    const fitted = columnsThatFit(columns, 358);
    expect(ids(fitted)).toEqual(['name', 'school']);
    expect(fitted.squeezed).toBe(true);
  });

  it('keeps the column the list is sorted by first of the others', () => {
    expect(ids(columnsThatFit(columns, 880, 'gender'))).toEqual(['name', 'email', 'school', 'gender']);
  });
});
