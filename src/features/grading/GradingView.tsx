// /grading: the state's grading settings, each section saving on its own through its formSubmission actor (the route
// makes them): the final grades (shown here, changed on Configure Grades), the global assessments with their running
// total, the affective domain and psychomotor skills, and what a report card shows, beside a live preview of a sample
// report card built from all of them as typed. A section the caller may not change is shown as facts (its actor null).
import { useSelector } from '@xstate/react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { FormFrame } from '../../shared/FormFrame';
import { pageTitles } from '../../services/pages';
import { PageHeader } from '../../shared/PageHeader';
import { useFramedForm } from '../../shared/useFramedForm';
import { useSubmission } from '../../shared/useSubmission';
import { Button, Card, Link, NumberField, Switch, TextField } from '../../ui';
import {
  assessmentsTotal,
  assessmentsValuesOf,
  type CurrentPeriod,
  emptyAssessmentRow,
  emptyTraitRow,
  reportCardValuesOf,
  totalNotice,
  totalOf,
  traitValuesOf,
  type AssessmentsValues,
  type ReportCardValues,
  type StateDetails,
  type TraitList,
  type TraitValues,
} from './grading.form';
import { readOnlyNote } from './ConfigureGradesView';
import { AssessmentsTable, GradesTable, TraitsList } from './GradingTables';
import { ReportCardPreview } from './ReportCardPreview';
import { sampleReportCard } from './reportCard';
import { rowFieldMessage, RowsEditor } from './RowsEditor';
import './grading.css';

export type GradingForms = {
  assessments: FormSubmissionActor | null;
  affectiveDomain: FormSubmissionActor | null;
  psychomotorSkill: FormSubmissionActor | null;
  reportCard: FormSubmissionActor | null;
};

export interface GradingViewProps {
  state: StateDetails;
  period: CurrentPeriod | null;
  forms: GradingForms;
  /** Whether the caller may change the final grades (the link to Configure Grades). */
  mayConfigureGrades: boolean;
  /** Prints the page, which the print stylesheet reduces to the sample report card. */
  onPrint: () => void;
}

const traitTitles: Record<TraitList, { title: string; row: string; add: string }> = {
  affectiveDomain: {
    title: 'Affective domain',
    row: 'Trait',
    add: 'Add trait',
  },
  psychomotorSkill: {
    title: 'Psychomotor skills',
    row: 'Skill',
    add: 'Add skill',
  },
};

/** The running total, and why report cards cannot be issued while it is not 100. */
function AssessmentsTotal({ total, notice }: { total: number; notice: string | null }) {
  return (
    <p className="Grading-total" role="status">
      Total: {total} of {assessmentsTotal}
      {notice && <span className="Grading-notice"> · {notice}</span>}
    </p>
  );
}

function AssessmentsForm({ form }: { form: FormSubmissionActor }) {
  const { values, busy, set, submit } = useFramedForm<AssessmentsValues>(form);
  const { fieldErrors } = useSubmission(form);
  const total = totalOf(values.globalAssessment);
  const notice = fieldErrors.globalAssessment ?? totalNotice(total);
  const messageOf = (index: number, field: 'assessmentName' | 'mark') => rowFieldMessage(fieldErrors, 'globalAssessment', index, field);
  return (
    <FormFrame actor={form} aria-labelledby="assessments-title" submitLabel="SAVE" onSubmit={() => submit()}>
      <RowsEditor
        rows={values.globalAssessment}
        rowName={(index) => `Assessment ${index + 1}`}
        addLabel="Add assessment"
        emptyRow={emptyAssessmentRow}
        onChange={set('globalAssessment')}
        isDisabled={busy}
      >
        {(row, update, index) => (
          <>
            <TextField
              label="Assessment name"
              isRequired
              value={row.assessmentName}
              onChange={(assessmentName) => update({ assessmentName })}
              {...messageOf(index, 'assessmentName')}
            />
            <NumberField
              label="Mark (%)"
              isRequired
              minValue={0}
              maxValue={100}
              value={row.mark}
              onChange={(mark) => update({ mark })}
              {...messageOf(index, 'mark')}
            />
          </>
        )}
      </RowsEditor>
      <AssessmentsTotal total={total} notice={notice} />
    </FormFrame>
  );
}

function TraitsForm({ form, list }: { form: FormSubmissionActor; list: TraitList }) {
  const { values, busy, set, submit } = useFramedForm<TraitValues>(form);
  const { fieldErrors } = useSubmission(form);
  const titles = traitTitles[list];
  return (
    <FormFrame actor={form} aria-labelledby={`${list}-title`} submitLabel="SAVE" onSubmit={() => submit()}>
      <RowsEditor
        rows={values[list] ?? []}
        rowName={(index) => `${titles.row} ${index + 1}`}
        addLabel={titles.add}
        emptyRow={emptyTraitRow}
        onChange={set(list)}
        isDisabled={busy}
      >
        {(row, update, index) => (
          <TextField
            label={`${titles.row} name`}
            isRequired
            value={row.name}
            onChange={(name) => update({ name })}
            {...rowFieldMessage(fieldErrors, list, index, 'name')}
          />
        )}
      </RowsEditor>
    </FormFrame>
  );
}

const reportCardSwitches: [keyof ReportCardValues, string][] = [
  ['showPosition', 'Show position in class'],
  ['showClassAverage', 'Show class average'],
  ['showAttendance', 'Show attendance'],
  ['showAffectiveDomain', 'Show affective domain'],
  ['showPsychomotorSkill', 'Show psychomotor skills'],
  ['teacherCommentRequired', "Teacher's comment required"],
  ['principalCommentRequired', "Principal's comment required"],
];

function ReportCardForm({ form }: { form: FormSubmissionActor }) {
  const { values, set, submit, message } = useFramedForm<ReportCardValues>(form);
  return (
    <FormFrame actor={form} aria-labelledby="report-card-settings-title" submitLabel="SAVE" onSubmit={() => submit()}>
      {reportCardSwitches.map(([field, label]) => (
        <Switch key={field} isSelected={values[field] as boolean} onChange={set(field)}>
          {label}
        </Switch>
      ))}
      <NumberField label="Pass mark" minValue={0} maxValue={100} value={values.passMark} onChange={set('passMark')} {...message('passMark')} />
      <NumberField
        label="Highest rating"
        description="Traits and skills are rated from 1 to this."
        minValue={2}
        maxValue={10}
        step={1}
        value={values.ratingScaleMaximum}
        onChange={set('ratingScaleMaximum')}
        {...message('ratingScaleMaximum')}
      />
    </FormFrame>
  );
}

/** The values a section shows now: its form's as typed, or the state's when the caller may not change it. */
function useValues<T>(form: FormSubmissionActor | null, saved: T): T {
  const typed = useSelector(form ?? undefined, (snapshot) => snapshot?.context.values);
  return (typed as T | undefined) ?? saved;
}

export function GradingView({ state, period, forms, mayConfigureGrades, onPrint }: GradingViewProps) {
  const assessments = useValues(forms.assessments, assessmentsValuesOf(state));
  const affective = useValues(forms.affectiveDomain, traitValuesOf(state, 'affectiveDomain'));
  const psychomotor = useValues(forms.psychomotorSkill, traitValuesOf(state, 'psychomotorSkill'));
  const configuration = useValues(forms.reportCard, reportCardValuesOf(state));
  const card = sampleReportCard({
    stateName: state.name,
    sessionName: period?.sessionName ?? null,
    termName: period?.termName ?? null,
    className: state.classes[0]?.name ?? null,
    subjects: state.subjects.map((subject) => subject.name),
    grades: state.finalGrades,
    assessments: assessments.globalAssessment,
    affectiveDomain: affective.affectiveDomain ?? [],
    psychomotorSkill: psychomotor.psychomotorSkill ?? [],
    configuration,
  });
  const traitSection = (list: TraitList) => (
    <section className="Grading-section" aria-labelledby={`${list}-title`}>
      <Card title={<span id={`${list}-title`}>{traitTitles[list].title}</span>} headingLevel={2}>
        {forms[list] ? <TraitsForm form={forms[list]} list={list} /> : <TraitsList traits={state[list]} label={traitTitles[list].title} />}
      </Card>
    </section>
  );
  return (
    <div className="Grading">
      <PageHeader title={pageTitles.grading} intro="What the state grades by and what its report cards show. Each section saves on its own." />
      {!forms.reportCard && <p className="Grading-note">{readOnlyNote}</p>}
      <section className="Grading-section" aria-labelledby="grades-title">
        <Card
          title={<span id="grades-title">Final grades</span>}
          headingLevel={2}
          headerActions={mayConfigureGrades && <Link href="/grading/configure-grades">Configure grades</Link>}
        >
          <GradesTable grades={state.finalGrades} />
        </Card>
      </section>
      <section className="Grading-section" aria-labelledby="assessments-title">
        <Card title={<span id="assessments-title">Global assessments</span>} headingLevel={2}>
          {forms.assessments ? (
            <AssessmentsForm form={forms.assessments} />
          ) : (
            <>
              <AssessmentsTable assessments={state.globalAssessment} />
              <AssessmentsTotal total={totalOf(assessments.globalAssessment)} notice={totalNotice(totalOf(assessments.globalAssessment))} />
            </>
          )}
        </Card>
      </section>
      {traitSection('affectiveDomain')}
      {traitSection('psychomotorSkill')}
      <section className="Grading-section Grading-reportCard" aria-labelledby="report-card-settings-title">
        <Card
          title={<span id="report-card-settings-title">Report card</span>}
          headingLevel={2}
          headerActions={
            <Button variant="secondary" onPress={onPrint}>
              Print sample report card
            </Button>
          }
        >
          <div className="Grading-reportCardLayout">
            {forms.reportCard && <ReportCardForm form={forms.reportCard} />}
            <ReportCardPreview card={card} />
          </div>
        </Card>
      </section>
    </div>
  );
}
