// The rows of a grading form (grade bands, assessments, traits): each row a labelled group of fields with its own
// Remove button, and an Add button after them. A list keeps at least one row (SPEC section 5), so the last row's
// Remove is disabled rather than refused. The rows are the form machine's values: adding or removing one is a change.
import type { ReactNode } from 'react';
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

export function RowsEditor<Row>({ rows, rowName, addLabel, emptyRow, onChange, isDisabled, children }: RowsEditorProps<Row>) {
  const update = (index: number) => (changes: Partial<Row>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));
  return (
    <div className="Grading-rows">
      {rows.map((row, index) => (
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
