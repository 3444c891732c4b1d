// /configuration/data-quality: where the state's records are incomplete, for the state and each district: staff
// without their numbers or dates, students without a class or a guardian's phone, schools without a principal or
// students, and people sharing a name and date of birth. Each count opens the records behind it
// (/configuration/records), each of which opens where it is fixed. A section shows for a role that may read its list.
import type { Terminology } from '../../services/terminology';
import { ProgressBar, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
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
    <StaticTable aria-label={title} className="Configuration-quality">
      <StaticTableHeader>
        <StaticColumn>{terms.district}</StaticColumn>
        {problems.map((problem) => (
          <StaticColumn key={problem}>{labels[problem]}</StaticColumn>
        ))}
      </StaticTableHeader>
      <StaticTableBody items={rows}>
        {(row) => (
          <StaticRow>
            <StaticCell isRowHeader>{row.name}</StaticCell>
            {problems.map((problem) => (
              <StaticCell key={problem}>
                <CountLink
                  count={row.counts[problem] ?? 0}
                  href={recordsHref({ kind, problem, ...(row.district && { district: row.district }) })}
                  label={`${kind}, ${labels[problem]?.toLowerCase()}, ${row.name}`}
                />
              </StaticCell>
            ))}
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
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

/** Each list's counts, null when the role may not read that list. */
export interface DataQualityCounts {
  staff: Read<StaffDataQuality>;
  students: Read<StudentDataQuality>;
  schools: Read<SchoolDataQuality>;
}

export interface DataQualityViewProps {
  /** null while they are read: the header shows meanwhile. */
  counts: DataQualityCounts | null;
  terms: Terminology;
  onRetry: () => void;
}

export function DataQualityView({ counts, terms, onRetry }: DataQualityViewProps) {
  const staffLabels = Object.fromEntries(Object.entries(staffProblemLabels).map(([problem, label]) => [problem, label(terms)]));
  return (
    <div className="Configuration">
      <PageHeader title="Data Quality" intro="Records with gaps, counted for the state and each district. Open a count to see the records and fix them." />
      {counts === null ? (
        <ProgressBar label="Reading the counts" isIndeterminate />
      ) : (
        <>
          <QualitySection id="quality-staff" title="Staff" read={counts.staff} kind="staff" labels={staffLabels} terms={terms} onRetry={onRetry} />
          <QualitySection id="quality-students" title="Students" read={counts.students} kind="students" labels={studentProblemLabels} terms={terms} onRetry={onRetry} />
          <QualitySection id="quality-schools" title="Schools" read={counts.schools} kind="schools" labels={schoolProblemLabels} terms={terms} onRetry={onRetry} />
        </>
      )}
    </div>
  );
}
