import { describe, expect, it } from 'vitest';
import { gradeBandProblems, gradeOf, waecGrades, type GradeBand } from './gradeBands';

const band = (gradeLabel: string, minimumMark: number, maximumMark: number) => ({ gradeLabel, minimumMark, maximumMark });
const waec: GradeBand[] = waecGrades.map((grade) => ({ ...grade }));

describe('gradeBandProblems', () => {
  it("finds none in WAEC's nine bands, nor in one band of every mark", () => {
    expect(gradeBandProblems(waec)).toEqual([]);
    expect(gradeBandProblems([band('P', 0, 100)])).toEqual([]);
  });

  it('names the band a row overlaps beside the bound that enters it', () => {
    const rows = waec.map((row) => ({ ...row }));
    rows[1] = band('B2', 70, 80);
    expect(gradeBandProblems(rows)).toEqual([{ row: 1, field: 'maximumMark', message: 'overlaps A1, 75–100' }]);
    expect(gradeBandProblems([band('A', 50, 100), band('B', 40, 60), band('F', 0, 39)])).toEqual([{ row: 1, field: 'maximumMark', message: 'overlaps A, 50–100' }]);
    expect(gradeBandProblems([band('F', 0, 49), band('A', 40, 100)])).toEqual([{ row: 1, field: 'minimumMark', message: 'overlaps F, 0–49' }]);
  });

  it('names a gap beside the band above it, or the highest band when nothing is above', () => {
    expect(gradeBandProblems([band('A', 50, 100), band('F', 0, 44)])).toEqual([{ row: 0, field: 'minimumMark', message: 'Marks 45–49 fall in no grade' }]);
    expect(gradeBandProblems([band('A', 50, 99), band('F', 0, 49)])).toEqual([{ row: 0, field: 'maximumMark', message: 'Mark 100 falls in no grade' }]);
  });

  it('names a minimum above its maximum and a label used twice, case aside', () => {
    expect(gradeBandProblems([band('A', 50, 100), band('a', 49, 0)])).toEqual([
      { row: 1, field: 'minimumMark', message: 'The minimum mark must not be more than the maximum mark' },
      { row: 1, field: 'gradeLabel', message: 'a is already the label of row 1' },
      { row: 0, field: 'minimumMark', message: 'Marks 0–49 fall in no grade' },
    ]);
  });

  it('leaves marks that are not whole marks from 0 to 100 to the field rules', () => {
    expect(gradeBandProblems([band('A', 0, 100.5)])).toEqual([]);
  });
});

describe('gradeOf', () => {
  it('rounds a score to the nearest whole mark, half up, both ends of a band included', () => {
    expect([74.5, 74.49, 75, 100, 39.5, 0].map((score) => gradeOf(waec, score)?.gradeLabel)).toEqual(['A1', 'B2', 'A1', 'A1', 'E8', 'F9']);
  });
});
