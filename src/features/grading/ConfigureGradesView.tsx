// Configure Grades (/grading/configure-grades): the state's final grade bands as rows of label, remark, minimum and
// maximum mark, saved together with SAVE GRADES (PATCH /state/add-final-grades-to-state). The bands are checked as a
// whole beside each row (an overlap names the band it overlaps), by the form's rules and by the server's alike. A
// role without grading.configure sees the bands as a table instead of a form.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { FormFrame } from '../../shared/FormFrame';
import { pageTitles } from '../../services/pages';
import { PageHeader } from '../../shared/PageHeader';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { NumberField, TextField } from '../../ui';
import { GradesTable } from './GradingTables';
import { emptyGradeRow, type Grade, type GradesValues } from './grading.form';
import { rowFieldMessage, RowsEditor } from './RowsEditor';
import './grading.css';

export const gradesInfo =
  'Set the grades for subjects in the state. Each grade holds the whole marks from its minimum to its maximum, both included; every mark from 0 to 100 must fall in exactly one grade. A score is rounded to the nearest whole mark before it is graded.';

/** What a role that may read the grading settings, but not change them, is told beside them. */
export const readOnlyNote = 'Your role shows the grading settings but does not change them (it needs Configure grading).';

/** Whole marks only: the field rounds what is typed. */
const wholeMark = {
  minValue: 0,
  maxValue: 100,
  step: 1,
  formatOptions: { maximumFractionDigits: 0 },
} as const;

export function ConfigureGradesView({ grades, form }: { grades: readonly Grade[]; form: FormSubmissionActor | null }) {
  return (
    <div className="Grading">
      <PageHeader title={pageTitles.configureGrades} intro={gradesInfo} />
      {form ? (
        <GradesForm form={form} />
      ) : (
        <>
          <p className="Grading-note">{readOnlyNote}</p>
          <GradesTable grades={grades} />
        </>
      )}
    </div>
  );
}

function GradesForm({ form }: { form: FormSubmissionActor }) {
  const { values, busy, set, submit } = useFramedForm<GradesValues>(form);
  const { fieldErrors } = useSubmission(form);
  const messageOf = (index: number, field: keyof Grade) => rowFieldMessage(fieldErrors, 'finalGrades', index, field);
  return (
    <FormFrame actor={form} aria-labelledby="page-title" submitLabel="SAVE GRADES" onSubmit={() => submit()}>
      <RowsEditor
        rows={values.finalGrades}
        rowName={(index) => `Grade ${index + 1}`}
        addLabel="Add grade"
        emptyRow={emptyGradeRow}
        onChange={set('finalGrades')}
        isDisabled={busy}
      >
        {(row, update, index) => (
          <>
            <TextField
              label="Grade label"
              isRequired
              value={row.gradeLabel}
              onChange={(gradeLabel) => update({ gradeLabel })}
              {...messageOf(index, 'gradeLabel')}
            />
            <TextField label="Remark" isRequired value={row.remark} onChange={(remark) => update({ remark })} {...messageOf(index, 'remark')} />
            <NumberField
              label="Minimum mark"
              isRequired
              {...wholeMark}
              value={row.minimumMark}
              onChange={(minimumMark) => update({ minimumMark })}
              {...messageOf(index, 'minimumMark')}
            />
            <NumberField
              label="Maximum mark"
              isRequired
              {...wholeMark}
              value={row.maximumMark}
              onChange={(maximumMark) => update({ maximumMark })}
              {...messageOf(index, 'maximumMark')}
            />
          </>
        )}
      </RowsEditor>
    </FormFrame>
  );
}
