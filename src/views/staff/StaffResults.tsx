// The staff a search found (GET /staff/search), as a table sorted by the server: the state's terms label the district
// and Oracle Number columns, a row leads to the staff member, and a list cut at the limit says so ("Showing 1,000 of
// 4,312: narrow the filters"). Used by /staff-management and the staff dashboard.
import { TableLayout, Virtualizer, type SortDescriptor } from 'react-aria-components';
import { formatDate } from '../../lib/date';
import type { Terminology } from '../../services/terminology';
import { isLimited, type StaffList, type TableSort } from '../../resources/staffSearch.form';
import { Banner, Cell, Column, ProgressBar, Row, Table, TableBody, TableHeader } from '../../ui';
import { RetryBanner } from '../shared/RetryBanner';
import './staff.css';

const counts = new Intl.NumberFormat('en-NG');

export const staffResultsMessages = {
  none: 'No staff match these filters.',
  searching: 'Searching for staff',
  limited: (list: StaffList) => `Showing ${counts.format(list.staff.length)} of ${counts.format(list.total)}: narrow the filters`,
  all: (list: StaffList) => (list.total === 1 ? 'Showing the 1 staff member found' : `Showing all ${counts.format(list.total)} staff found`),
} as const;

export interface StaffResultsProps {
  /** The last answer; null before the first. */
  list: StaffList | null;
  /** A search is on its way (the last answer, if any, stays until the new one comes). */
  isLoading: boolean;
  /** Why the last search failed, if it did. */
  error: string | null;
  onRetry: () => void;
  terms: Terminology;
  sort: TableSort | undefined;
  onSortChange: (sort: TableSort) => void;
  /** Where a row leads: the staff member's page. */
  hrefOf: (id: string) => string;
  /** Names the table (give a visible heading's id where there is one). */
  'aria-labelledby'?: string;
}

function Summary({ list, isLoading }: Pick<StaffResultsProps, 'list' | 'isLoading'>) {
  if (isLoading) return <ProgressBar label={staffResultsMessages.searching} isIndeterminate className="StaffResults-progress" />;
  if (!list || list.staff.length === 0) return null;
  if (isLimited(list)) {
    return (
      <Banner tone="warning" role="status">
        {staffResultsMessages.limited(list)}
      </Banner>
    );
  }
  return <p className="StaffResults-count">{staffResultsMessages.all(list)}</p>;
}

export function StaffResults({ list, isLoading, error, onRetry, terms, sort, onSortChange, hrefOf, ...labelling }: StaffResultsProps) {
  return (
    <div className="StaffResults">
      {/* One live region for what the search came to, so a screen reader hears each new answer once. */}
      <div role="status" aria-live="polite" className="StaffResults-summary">
        {!error && <Summary list={list} isLoading={isLoading} />}
      </div>
      {error && <RetryBanner message={error} onRetry={onRetry} />}
      {(list || !error) && (
        // React Aria's table does not pass aria-busy on; the area around it says the rows are being replaced. The rows
        // are virtualized: a search gives up to 1000, and only those in view are rendered.
        <div aria-busy={isLoading}>
          <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: 41, headingHeight: 39 }}>
            <Table
              aria-label={labelling['aria-labelledby'] ? undefined : 'Staff'}
              {...labelling}
              sortDescriptor={sort as SortDescriptor | undefined}
              onSortChange={onSortChange}
              className="StaffResults-table"
            >
              <TableHeader>
                <Column id="name" defaultWidth={260} isRowHeader allowsSorting>
                  Name
                </Column>
                <Column id="email" defaultWidth={280} allowsSorting>
                  Email
                </Column>
                <Column id="oracleNumber" defaultWidth={150}>{terms.oracleNumber}</Column>
                <Column id="district" defaultWidth={140} allowsSorting>
                  {terms.district}
                </Column>
                <Column id="school" defaultWidth={300} allowsSorting>
                  School
                </Column>
                <Column id="staffType" defaultWidth={140} allowsSorting>
                  Staff type
                </Column>
                <Column id="gender" defaultWidth={110}>Gender</Column>
                <Column id="accountStatus" defaultWidth={160} allowsSorting>
                  Account status
                </Column>
                <Column id="dateOfEmployment" defaultWidth={130} allowsSorting>
                  Employed
                </Column>
              </TableHeader>
              <TableBody items={list?.staff ?? []} emptyText={isLoading || !list ? staffResultsMessages.searching : staffResultsMessages.none}>
                {(member) => {
                  const name = `${member.lastName}, ${member.firstName}${member.middleName ? ` ${member.middleName}` : ''}`;
                  return (
                    <Row id={member.id} href={hrefOf(member.id)} textValue={name}>
                      <Cell>{name}</Cell>
                      <Cell>{member.email}</Cell>
                      <Cell>{member.oracleNumber ?? '—'}</Cell>
                      <Cell>{member.districtName ?? '—'}</Cell>
                      <Cell>{member.schoolName ?? '—'}</Cell>
                      <Cell>{member.staffType ?? '—'}</Cell>
                      <Cell>{member.gender === 'male' ? 'Male' : 'Female'}</Cell>
                      <Cell>{member.accountStatus}</Cell>
                      <Cell>{member.dateOfEmployment ? formatDate(member.dateOfEmployment) : '—'}</Cell>
                    </Row>
                  );
                }}
              </TableBody>
            </Table>
          </Virtualizer>
        </div>
      )}
    </div>
  );
}
