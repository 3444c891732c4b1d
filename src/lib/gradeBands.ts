// The rule a state's final grades keep as a whole, written once for the server (which refuses a set that breaks it)
// and the Configure Grades form (which shows each problem beside its row before anything is sent): every whole mark
// from 0 to 100 falls in exactly one band, so any score, rounded to a whole mark, has exactly one grade.
import { percentMax, percentMin } from './constants';
import { validationMessages } from './messages';

/** The most the marks of a state's assessments add up to; report cards are issued only once they reach it. */
export const assessmentsTotal = 100;

/** What is wrong with assessments whose marks add up to `total`: more than the most; null when it is not. */
export const assessmentsTotalProblem = (total: number) =>
  total > assessmentsTotal ? `The marks add up to ${Number(total.toFixed(2))}; they may not add up to more than ${assessmentsTotal}` : null;

export type GradeBand = { gradeLabel: string; minimumMark: number; maximumMark: number };

/** WAEC's nine bands, highest first: what the demo state starts with, and the set the tests and stories grade by. */
export const waecGrades = [
  { gradeLabel: 'A1', remark: 'Excellent', minimumMark: 75, maximumMark: 100 },
  { gradeLabel: 'B2', remark: 'Very Good', minimumMark: 70, maximumMark: 74 },
  { gradeLabel: 'B3', remark: 'Good', minimumMark: 65, maximumMark: 69 },
  { gradeLabel: 'C4', remark: 'Credit', minimumMark: 60, maximumMark: 64 },
  { gradeLabel: 'C5', remark: 'Credit', minimumMark: 55, maximumMark: 59 },
  { gradeLabel: 'C6', remark: 'Credit', minimumMark: 50, maximumMark: 54 },
  { gradeLabel: 'D7', remark: 'Pass', minimumMark: 45, maximumMark: 49 },
  { gradeLabel: 'E8', remark: 'Pass', minimumMark: 40, maximumMark: 44 },
  { gradeLabel: 'F9', remark: 'Fail', minimumMark: 0, maximumMark: 39 },
] as const satisfies readonly (GradeBand & { remark: string })[];

/** One problem of a set of bands: the row (0-based), the field beside which it is shown, and what is wrong. */
export type GradeBandProblem = { row: number; field: keyof GradeBand; message: string };

const isWholeMark = (mark: number) => Number.isInteger(mark) && mark >= percentMin && mark <= percentMax;

/** "75–100", or "40" for a band of one mark. */
export const markRange = (minimum: number, maximum: number) => (minimum === maximum ? `${minimum}` : `${minimum}–${maximum}`);

/** The grade of a score: rounded to the nearest whole mark (half up), then the band holding it; undefined when none does. */
export function gradeOf<T extends GradeBand>(bands: readonly T[], score: number): T | undefined {
  const mark = Math.floor(score + 0.5);
  return bands.find((band) => band.minimumMark <= mark && mark <= band.maximumMark);
}

/**
 * What keeps `bands` from grading every mark once, at most one problem per field: a minimum above its maximum, a
 * label used twice, a band overlapping an earlier one (named with its range), and the marks no band holds (beside
 * the band just above the gap, or the lowest or highest band when the gap is at an end). Rows whose marks are not
 * whole marks from 0 to 100 are left to the field rules, which say so.
 */
export function gradeBandProblems(bands: readonly GradeBand[]): GradeBandProblem[] {
  const problems = new Map<string, GradeBandProblem>();
  const add = (row: number, field: keyof GradeBand, message: string) => {
    const key = `${row}.${field}`;
    if (!problems.has(key)) problems.set(key, { row, field, message });
  };
  const usable = bands.map((band) => isWholeMark(band.minimumMark) && isWholeMark(band.maximumMark) && band.minimumMark <= band.maximumMark);
  const labels = new Map<string, number>();
  bands.forEach((band, row) => {
    if (isWholeMark(band.minimumMark) && isWholeMark(band.maximumMark) && band.minimumMark > band.maximumMark) {
      add(row, 'minimumMark', validationMessages.minimumAboveMaximum);
    }
    const label = band.gradeLabel.trim().toLocaleUpperCase();
    const first = labels.get(label);
    if (label && first !== undefined) add(row, 'gradeLabel', `${band.gradeLabel.trim()} is already the label of row ${first + 1}`);
    else if (label) labels.set(label, row);
    if (!usable[row]) return;
    for (let earlier = 0; earlier < row; earlier += 1) {
      const other = bands[earlier] as GradeBand;
      if (!usable[earlier] || band.maximumMark < other.minimumMark || band.minimumMark > other.maximumMark) continue;
      const field = band.maximumMark >= other.minimumMark && band.maximumMark <= other.maximumMark ? 'maximumMark' : 'minimumMark';
      add(row, field, `overlaps ${other.gradeLabel.trim()}, ${markRange(other.minimumMark, other.maximumMark)}`);
      break;
    }
  });
  const held = bands.flatMap((band, row) => (usable[row] ? [{ ...band, row }] : []));
  if (held.length === 0) return [...problems.values()];
  const covered = (mark: number) => held.some((band) => band.minimumMark <= mark && mark <= band.maximumMark);
  for (let mark = percentMin; mark <= percentMax; mark += 1) {
    if (covered(mark)) continue;
    let end = mark;
    while (end < percentMax && !covered(end + 1)) end += 1;
    const above = held.filter((band) => band.minimumMark > end).sort((a, b) => a.minimumMark - b.minimumMark)[0];
    const below = held.filter((band) => band.maximumMark < mark).sort((a, b) => b.maximumMark - a.maximumMark)[0];
    const gap = mark === end ? `Mark ${mark} falls in no grade` : `Marks ${markRange(mark, end)} fall in no grade`;
    if (above) add(above.row, 'minimumMark', gap);
    else if (below) add(below.row, 'maximumMark', gap);
    mark = end;
  }
  return [...problems.values()];
}
