// The staff a search found (GET /staff/search), as the shared search results: the state's terms label the district
// and Oracle Number columns, a row leads to the staff member. Used by /staff-management and the staff dashboard.
import { formatDate } from '../../lib/date';
import type { Terminology } from '../../services/terminology';
import type { StaffList, StaffListItem } from './staffSearch.form';
import { ResultsTable, resultsMessages, type ResultColumn, type SearchResultsProps } from '../../shared/SearchResults';

export const staffResultsMessages = resultsMessages({ plural: 'staff', single: 'staff member' });

export interface StaffResultsProps extends Omit<SearchResultsProps, 'total'> {
  /** The last answer; null before the first. */
  list: StaffList | null;
  terms: Terminology;
}

const orDash = (value: string | null | undefined) => value || '—';

const staffColumns = (terms: Terminology): ResultColumn<StaffListItem>[] => [
  {
    id: 'name',
    label: 'Name',
    width: 200,
    sortable: true,
    isRowHeader: true,
    text: (member) => `${member.lastName}, ${member.firstName}${member.middleName ? ` ${member.middleName}` : ''}`,
  },
  { id: 'email', label: 'Email', width: 220, priority: 1, sortable: true, text: (member) => member.email },
  { id: 'oracleNumber', label: terms.oracleNumber, width: 140, priority: 6, text: (member) => orDash(member.oracleNumber) },
  { id: 'district', label: terms.district, width: 120, priority: 2, sortable: true, text: (member) => orDash(member.districtName) },
  { id: 'school', label: 'School', width: 220, sortable: true, text: (member) => orDash(member.schoolName) },
  { id: 'staffType', label: 'Staff type', width: 120, priority: 3, sortable: true, text: (member) => orDash(member.staffType) },
  { id: 'gender', label: 'Gender', width: 90, priority: 4, text: (member) => (member.gender === 'male' ? 'Male' : 'Female') },
  { id: 'accountStatus', label: 'Account status', width: 150, priority: 5, sortable: true, text: (member) => member.accountStatus },
  {
    id: 'dateOfEmployment',
    label: 'Employed',
    width: 120,
    priority: 7,
    sortable: true,
    text: (member) => (member.dateOfEmployment ? formatDate(member.dateOfEmployment) : '—'),
  },
];

export function StaffResults({ list, terms, ...results }: StaffResultsProps) {
  return (
    <ResultsTable
      {...results}
      items={list?.staff ?? null}
      total={list?.total ?? null}
      moreThanTotal={list?.moreThanTotal}
      columns={staffColumns(terms)}
      messages={staffResultsMessages}
      label="Staff"
    />
  );
}
