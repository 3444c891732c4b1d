// The students a search found (GET /student/search), as the shared search results: the search's columns by name, or
// the admission register's in order of admission (admission number, class and arm, school, date). A row leads to the
// student. The district column is labelled with the state's term.
import { formatDate } from '../../lib/date';
import type { Terminology } from '../../services/terminology';
import type { StudentList, StudentListItem } from './studentSearch.form';
import { ResultsTable, resultsMessages, type ResultColumn, type SearchResultsProps } from '../../shared/SearchResults';

export const studentResultsMessages = resultsMessages({ plural: 'students', single: 'student' });

const orDash = (value: string | null | undefined) => value || '—';
const dateOf = (value: string | null) => (value ? formatDate(value) : '—');
const classAndArm = (student: StudentListItem) => (student.className ? [student.className, student.classArm].filter(Boolean).join(' ') : '—');

const nameColumn: ResultColumn<StudentListItem> = {
  id: 'name',
  label: 'Name',
  width: 200,
  sortable: true,
  isRowHeader: true,
  text: (s) => `${s.lastName}, ${s.firstName}${s.middleName ? ` ${s.middleName}` : ''}`,
};
const admissionNumberColumn: ResultColumn<StudentListItem> = {
  id: 'admissionNumber',
  label: 'Admission number',
  width: 160,
  priority: 1,
  sortable: true,
  text: (s) => s.admissionNumber,
};
const classColumn: ResultColumn<StudentListItem> = { id: 'class', label: 'Class and arm', width: 130, priority: 2, sortable: true, text: classAndArm };
const schoolColumn: ResultColumn<StudentListItem> = { id: 'school', label: 'School', width: 220, sortable: true, text: (s) => orDash(s.schoolName) };
const admittedColumn: ResultColumn<StudentListItem> = {
  id: 'admissionDate',
  label: 'Admitted',
  width: 120,
  priority: 6,
  sortable: true,
  text: (s) => dateOf(s.admissionDate),
};

/** Which list: the search's columns, or the admission register's. */
export type StudentListKind = 'search' | 'register';

const columnsOf = (kind: StudentListKind, terms: Terminology): ResultColumn<StudentListItem>[] =>
  kind === 'register'
    ? // The register is read in order of admission: its date and number are the first kept beside the name and school.
      [{ ...admittedColumn, priority: 1 }, { ...admissionNumberColumn, priority: 2 }, nameColumn, { ...classColumn, priority: 3 }, schoolColumn]
    : [
        nameColumn,
        admissionNumberColumn,
        classColumn,
        schoolColumn,
        { id: 'district', label: terms.district, width: 120, priority: 4, sortable: true, text: (s) => orDash(s.districtName) },
        { id: 'gender', label: 'Gender', width: 90, priority: 3, sortable: true, text: (s) => (s.gender === 'male' ? 'Male' : 'Female') },
        { id: 'dob', label: 'Date of birth', width: 130, priority: 5, sortable: true, text: (s) => dateOf(s.dob) },
        admittedColumn,
      ];

export interface StudentResultsProps extends Omit<SearchResultsProps, 'total'> {
  /** The last answer; null before the first. */
  list: StudentList | null;
  terms: Terminology;
  kind?: StudentListKind;
}

export function StudentResults({ list, terms, kind = 'search', ...results }: StudentResultsProps) {
  return (
    <ResultsTable
      {...results}
      items={list?.foundStudents ?? null}
      total={list?.total ?? null}
      moreThanTotal={list?.moreThanTotal}
      columns={columnsOf(kind, terms)}
      messages={studentResultsMessages}
      label={kind === 'register' ? 'Admission register' : 'Students'}
    />
  );
}
