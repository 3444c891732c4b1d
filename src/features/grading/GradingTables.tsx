// The grading settings as facts, for the /grading overview and for a role that may read them but not change them.
import { Cell, Column, EmptyState, Row, Table, TableBody, TableHeader } from '../../ui';
import { markRange } from '../../lib/gradeBands';
import type { DomainItem, GlobalAssessment, Grade } from './grading.form';

export function GradesTable({ grades }: { grades: readonly Grade[] }) {
  if (grades.length === 0) return <EmptyState size="compact">No grades yet: report cards cannot be graded until the state sets them.</EmptyState>;
  return (
    <Table aria-label="Final grades">
      <TableHeader>
        <Column isRowHeader>Grade</Column>
        <Column>Remark</Column>
        <Column>Marks</Column>
      </TableHeader>
      <TableBody items={grades}>
        {(grade) => (
          <Row id={grade.id}>
            <Cell>{grade.gradeLabel}</Cell>
            <Cell>{grade.remark}</Cell>
            <Cell>{markRange(grade.minimumMark, grade.maximumMark)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export function AssessmentsTable({ assessments }: { assessments: readonly GlobalAssessment[] }) {
  return (
    <Table aria-label="Global assessments">
      <TableHeader>
        <Column isRowHeader>Assessment</Column>
        <Column>Mark (%)</Column>
      </TableHeader>
      <TableBody items={assessments}>
        {(assessment) => (
          <Row id={assessment.id}>
            <Cell>{assessment.assessmentName}</Cell>
            <Cell>{assessment.mark}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
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
