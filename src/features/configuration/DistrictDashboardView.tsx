// /dashboard/district: each district of the state (a district administrator's own) with its verification status and
// its schools, staff and students (GET /dashboard/district); a district's name opens its details.
import type { Terminology } from '../../services/terminology';
import { Link, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { RetryBanner } from '../../shared/RetryBanner';
import { emptyListText } from '../../lib/messages';
import type { DistrictFigures } from './configuration.form';
import './configuration.css';

const counts = new Intl.NumberFormat('en-NG');

const statusLabels: Record<DistrictFigures['accountStatus'], string> = { approved: 'Approved', pending: 'Pending', rejected: 'Rejected' };

/** A district's details: the approved or rejected one's page, or the pending one's. */
export const districtHref = (district: Pick<DistrictFigures, 'id' | 'accountStatus'>) =>
  district.accountStatus === 'pending'
    ? `/district-creation/verify-district/district-pending-info?id=${district.id}`
    : `/district-creation/verify-district/district-info?id=${district.id}`;

export interface DistrictDashboardViewProps {
  title: string;
  districts: readonly DistrictFigures[] | null;
  error: string | null;
  terms: Terminology;
  onRetry: () => void;
}

export function DistrictDashboardView({ title, districts, error, terms, onRetry }: DistrictDashboardViewProps) {
  return (
    <div className="Configuration">
      <PageHeader title={title} intro={`Each ${terms.district.toLowerCase()} with its schools, staff and students.`} />
      {error && <RetryBanner message={error} onRetry={onRetry} />}
      {districts && (
        <StaticTable aria-labelledby="page-title" className="Configuration-districts">
          <StaticTableHeader>
            <StaticColumn>{terms.district}</StaticColumn>
            <StaticColumn>Status</StaticColumn>
            <StaticColumn>Schools</StaticColumn>
            <StaticColumn>Staff</StaticColumn>
            <StaticColumn>Students</StaticColumn>
          </StaticTableHeader>
          <StaticTableBody items={districts} emptyText={emptyListText}>
            {(district) => (
              <StaticRow>
                <StaticCell isRowHeader>
                  <Link href={districtHref(district)}>{district.name}</Link>
                </StaticCell>
                <StaticCell>{statusLabels[district.accountStatus]}</StaticCell>
                <StaticCell>{counts.format(district.schoolCount)}</StaticCell>
                <StaticCell>{counts.format(district.staffCount)}</StaticCell>
                <StaticCell>{counts.format(district.studentCount)}</StaticCell>
              </StaticRow>
            )}
          </StaticTableBody>
        </StaticTable>
      )}
    </div>
  );
}
