// /configuration/records: the records behind a forecast or data-quality number, named in the heading (staff retiring
// in 2028, students without a class…), each row opening the record's own page, where it is fixed. A list sorts by the
// columns its search sorts by, and downloads (staffs.xlsx, students.xlsx, schools.xlsx) with the same filters and order.
import type { ReactNode } from 'react';
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { Link } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { ResultsTable, resultsMessages, type ResultColumn, type SearchResultsProps } from '../../shared/SearchResults';
import { sortableColumns } from './records.search';
import './configuration.css';

type SchoolList = components['schemas']['SchoolSearchResult'];
type School = SchoolList['foundSchools'][number];
type StaffList = components['schemas']['StaffList'];
type StudentList = components['schemas']['StudentSearchResult'];
type Listed = { id: string; firstName: string; lastName: string; middleName: string | null; districtName: string | null; schoolName: string | null };

/** What the page found, by the kind of record. */
export type RecordsFound = { kind: 'staff'; list: StaffList | null } | { kind: 'students'; list: StudentList | null } | { kind: 'schools'; list: SchoolList | null };

const orDash = (value: string | null | undefined) => value || '—';

/**
 * Who someone is and where they are posted: what a record needs to be recognised before it is opened. The name and the
 * school are always shown; where not all fit, the others by their priority.
 */
const personColumns = <T extends Listed>(terms: Terminology, more: ResultColumn<T>[]): ResultColumn<T>[] => [
  { id: 'name', label: 'Name', width: 200, isRowHeader: true, text: (person) => `${person.lastName}, ${person.firstName}${person.middleName ? ` ${person.middleName}` : ''}` },
  ...more,
  { id: 'district', label: terms.district, width: 120, priority: 3, text: (person) => orDash(person.districtName) },
  { id: 'school', label: 'School', width: 220, text: (person) => orDash(person.schoolName) },
];

const staffColumns = (terms: Terminology) =>
  personColumns<StaffList['staff'][number]>(terms, [
    { id: 'oracleNumber', label: terms.oracleNumber, width: 140, priority: 1, text: (member) => orDash(member.oracleNumber) },
    { id: 'staffType', label: 'Staff type', width: 120, priority: 2, text: (member) => orDash(member.staffType) },
  ]);

const studentColumns = (terms: Terminology) =>
  personColumns<StudentList['foundStudents'][number]>(terms, [
    { id: 'admissionNumber', label: 'Admission number', width: 160, priority: 1, text: (student) => student.admissionNumber },
    { id: 'class', label: 'Class', width: 110, priority: 2, text: (student) => orDash(student.className) },
  ]);

const schoolColumns = (terms: Terminology): ResultColumn<School>[] => [
  { id: 'name', label: 'School', width: 240, isRowHeader: true, text: (school) => school.name },
  { id: 'category', label: 'Category', width: 160, priority: 2, text: (school) => school.category },
  { id: 'district', label: terms.district, width: 120, priority: 1, text: (school) => school.district?.name ?? '—' },
  { id: 'principal', label: 'Principal', width: 180, priority: 3, text: (school) => (school.principal ? `${school.principal.firstName} ${school.principal.lastName}` : '—') },
];

/** Where each kind of record is fixed. */
export const recordHref = {
  staff: (id: string) => `/staff-management/${id}`,
  students: (id: string) => `/student-management/${id}`,
  schools: (id: string) => `/dashboard/school-management/edit-school/${id}`,
} as const;

/** The columns, those the server sorts this kind of list by marked so. */
const sortedAsServed = <T,>(kind: RecordsFound['kind'], columns: ResultColumn<T>[]): ResultColumn<T>[] =>
  columns.map((column) => ({ ...column, sortable: (sortableColumns[kind] as readonly string[]).includes(column.id) }));

export interface RecordsViewProps extends Omit<SearchResultsProps, 'total' | 'hrefOf' | 'aria-labelledby'> {
  title: string;
  found: RecordsFound;
  terms: Terminology;
  /** Where the number came from: the configuration page or data quality. */
  back: { href: string; label: string };
  /** The list's download. */
  actions?: ReactNode;
}

export function RecordsView({ title, found, terms, back, actions, ...results }: RecordsViewProps) {
  const shared = { ...results, 'aria-labelledby': 'page-title', label: title };
  return (
    <div className="Configuration">
      <PageHeader title={title} intro={<Link href={back.href}>{back.label}</Link>} actions={actions} />
      {found.kind === 'staff' && (
        <ResultsTable
          {...shared}
          items={found.list?.staff ?? null}
          total={found.list?.total ?? null}
          moreThanTotal={found.list?.moreThanTotal}
          columns={sortedAsServed('staff', staffColumns(terms))}
          messages={resultsMessages({ plural: 'staff', single: 'staff member' })}
          hrefOf={recordHref.staff}
        />
      )}
      {found.kind === 'students' && (
        <ResultsTable
          {...shared}
          items={found.list?.foundStudents ?? null}
          total={found.list?.total ?? null}
          moreThanTotal={found.list?.moreThanTotal}
          columns={sortedAsServed('students', studentColumns(terms))}
          messages={resultsMessages({ plural: 'students', single: 'student' })}
          hrefOf={recordHref.students}
        />
      )}
      {found.kind === 'schools' && (
        <ResultsTable
          {...shared}
          items={found.list?.foundSchools ?? null}
          total={found.list?.total ?? null}
          columns={sortedAsServed('schools', schoolColumns(terms))}
          messages={resultsMessages({ plural: 'schools', single: 'school' })}
          hrefOf={recordHref.schools}
        />
      )}
    </div>
  );
}
