// The rows of a grading form (grade bands, assessments, traits): each row a labelled group of fields with its own
// Remove button, and an Add button after them. A list keeps at least one row (SPEC section 5), so the last row's
// Remove is disabled rather than refused. The rows are the form machine's values: adding or removing one is a change.
// The rows are drawn a few at a time, each few after the last has painted (usePaintedSteps): WAEC's nine grade bands
// are thirty-six fields, whose commit in one task held a phone for 300 ms as the page opened.
import { useState, type ReactNode } from 'react';
import { usePaintedSteps } from '../../shared/paintedSteps';
import { Button } from '../../ui';

/** What a row's field spreads onto its control: the message the form holds for it (`finalGrades.1.maximumMark`). */
export function rowFieldMessage(fieldErrors: Record<string, string>, list: string, index: number, field: string) {
  const errorMessage = fieldErrors[`${list}.${index}.${field}`];
  return { isInvalid: errorMessage !== undefined, errorMessage };
}

export interface RowsEditorProps<Row> {
  rows: readonly Row[];
  /** Names a row for a screen reader and its Remove button ('Grade 2'). */
  rowName: (index: number) => string;
  addLabel: string;
  emptyRow: Row;
  onChange: (rows: Row[]) => void;
  isDisabled?: boolean;
  children: (row: Row, update: (changes: Partial<Row>) => void, index: number) => ReactNode;
}

/** How many rows are drawn at first, and how many more after each paint. */
const rowsPerStep = 2;

export function RowsEditor<Row>({ rows, rowName, addLabel, emptyRow, onChange, isDisabled, children }: RowsEditorProps<Row>) {
  const update = (index: number) => (changes: Partial<Row>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  // The rows there as the editor opens are drawn a few at a time; a row added after shows at once.
  const [opening] = useState(rows.length);
  const drawnOfOpening = usePaintedSteps(opening, rowsPerStep);
  const drawn = drawnOfOpening < opening ? drawnOfOpening : rows.length;
  return (
    <div className="Grading-rows">
      {rows.slice(0, drawn).map((row, index) => (
        // Rows have no identity of their own until saved: their place is their key.
        <div key={index} role="group" aria-label={rowName(index)} className="Grading-row">
          {children(row, update(index), index)}
          <Button
            variant="secondary"
            className="Grading-remove"
            aria-label={`Remove ${rowName(index)}`}
            isDisabled={isDisabled || rows.length === 1}
            onPress={() => onChange(rows.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" isDisabled={isDisabled} onPress={() => onChange([...rows, emptyRow])}>
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
