// /configuration/data-quality: where the state's records are incomplete, for the state and each district: staff
// without their numbers or dates, students without a class or a guardian's phone, schools without a principal or
// students, and people sharing a name and date of birth. Each count opens the records behind it
// (/configuration/records), each of which opens where it is fixed. A section shows for a role that may read its list.
import type { Terminology } from '../../services/terminology';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { RetryBanner } from '../../shared/RetryBanner';
import { CountLink } from './CountLink';
import { recordsHref, type RecordsSearch } from './records.search';
import {
  schoolProblemLabels,
  staffProblemLabels,
  studentProblemLabels,
  type SchoolDataQuality,
  type StaffDataQuality,
  type StudentDataQuality,
} from './configuration.form';
import './configuration.css';

type Read<T> = { list: T | null; error: string | null } | null;
type Quality = { total: Record<string, number>; byDistrict: { district: { id: string; name: string }; counts: Record<string, number> }[] };

function QualityTable({ title, kind, quality, labels, terms }: { title: string; kind: RecordsSearch['kind']; quality: Quality; labels: Record<string, string>; terms: Terminology }) {
  const problems = Object.keys(labels);
  const rows = [
    { id: 'state', name: 'Whole state', counts: quality.total, district: undefined as string | undefined },
    ...quality.byDistrict.map((row) => ({ id: row.district.id, name: row.district.name, counts: row.counts, district: row.district.id })),
  ];
  return (
    <Table aria-label={title} className="Configuration-quality">
      <TableHeader>
        <Column id="place" isRowHeader>
          {terms.district}
        </Column>
        {problems.map((problem) => (
          <Column key={problem} id={problem}>
            {labels[problem]}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id} textValue={row.name}>
            <Cell>{row.name}</Cell>
            {problems.map((problem) => (
              <Cell key={problem}>
                <CountLink
                  count={row.counts[problem] ?? 0}
                  href={recordsHref({ kind, problem, ...(row.district && { district: row.district }) })}
                  label={`${kind}, ${labels[problem]?.toLowerCase()}, ${row.name}`}
                />
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function QualitySection<T extends Quality>({ id, title, read, kind, labels, terms, onRetry }: { id: string; title: string; read: Read<T>; kind: RecordsSearch['kind']; labels: Record<string, string>; terms: Terminology; onRetry: () => void }) {
  if (!read) return null;
  return (
    <section aria-labelledby={id} className="Configuration-qualitySection">
      <h2 id={id}>{title}</h2>
      {read.error && <RetryBanner message={read.error} onRetry={onRetry} />}
      {read.list && <QualityTable title={title} kind={kind} quality={read.list} labels={labels} terms={terms} />}
    </section>
  );
}

export interface DataQualityViewProps {
  /** Each list's counts, null when the role may not read that list. */
  staff: Read<StaffDataQuality>;
  students: Read<StudentDataQuality>;
  schools: Read<SchoolDataQuality>;
  terms: Terminology;
  onRetry: () => void;
}

export function DataQualityView({ staff, students, schools, terms, onRetry }: DataQualityViewProps) {
  const staffLabels = Object.fromEntries(Object.entries(staffProblemLabels).map(([problem, label]) => [problem, label(terms)]));
  return (
    <div className="Configuration">
      <PageHeader title="Data Quality" intro="Records with gaps, counted for the state and each district. Open a count to see the records and fix them." />
      <QualitySection id="quality-staff" title="Staff" read={staff} kind="staff" labels={staffLabels} terms={terms} onRetry={onRetry} />
      <QualitySection id="quality-students" title="Students" read={students} kind="students" labels={studentProblemLabels} terms={terms} onRetry={onRetry} />
      <QualitySection id="quality-schools" title="Schools" read={schools} kind="schools" labels={schoolProblemLabels} terms={terms} onRetry={onRetry} />
    </div>
  );
}
