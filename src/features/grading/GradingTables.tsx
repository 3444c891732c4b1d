// The grading settings as facts, for the /grading overview and for a role that may read them but not change them.
import { EmptyState, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
import { markRange } from '../../lib/gradeBands';
import type { DomainItem, GlobalAssessment, Grade } from './grading.form';

export function GradesTable({ grades }: { grades: readonly Grade[] }) {
  if (grades.length === 0) return <EmptyState size="compact">No grades yet: report cards cannot be graded until the state sets them.</EmptyState>;
  return (
    <StaticTable aria-label="Final grades">
      <StaticTableHeader>
        <StaticColumn>Grade</StaticColumn>
        <StaticColumn>Remark</StaticColumn>
        <StaticColumn>Marks</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={grades}>
        {(grade) => (
          <StaticRow>
            <StaticCell isRowHeader>{grade.gradeLabel}</StaticCell>
            <StaticCell>{grade.remark}</StaticCell>
            <StaticCell>{markRange(grade.minimumMark, grade.maximumMark)}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

export function AssessmentsTable({ assessments }: { assessments: readonly GlobalAssessment[] }) {
  return (
    <StaticTable aria-label="Global assessments">
      <StaticTableHeader>
        <StaticColumn>Assessment</StaticColumn>
        <StaticColumn>Mark (%)</StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={assessments}>
        {(assessment) => (
          <StaticRow>
            <StaticCell isRowHeader>{assessment.assessmentName}</StaticCell>
            <StaticCell>{assessment.mark}</StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}

export function TraitsList({ traits, label }: { traits: readonly DomainItem[]; label: string }) {
  if (traits.length === 0) return <EmptyState size="compact">No traits yet.</EmptyState>;
  return (
    <ul className="Grading-traits" aria-label={label}>
      {traits.map((trait) => (
        <li key={trait.name}>{trait.name}</li>
      ))}
    </ul>
  );
}
