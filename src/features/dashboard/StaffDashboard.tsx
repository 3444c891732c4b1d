// /dashboard/staff-management: the state's staff figures (GET /staff/state-staffs-statistics): the totals, then the
// counts by district, staff type, gender, account status and school, each a chart with its table.
import type { ReactNode } from 'react';
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { StatCard } from '../../ui';
import { CountChart, keyedRows } from '../../shared/CountChart';
import { countRows } from '../../shared/CountTable';
import '../../shared/dashboard.css';
import { genderName } from '../../shared/profile.form';

export type StaffDashboardData = components['schemas']['StateStaffStatistics'];

/** A state has hundreds of schools: the chart shows this many, the table all. */
const schoolsCharted = 10;

export interface StaffDashboardProps {
  data: StaffDashboardData | null;
  terms: Terminology;
  /** The staff themselves, below the figures (the route gives the staff search's results). */
  children?: ReactNode;
}

export function StaffDashboard({ data, terms, children }: StaffDashboardProps) {
  return (
    <div className="Dashboard">
      <h1 className="PageHeading">Staff Dashboard</h1>
      {data && (
        <>
          <section aria-label="Staff figures" className="Dashboard-stats">
            <StatCard index={0} title="All staff" value={data.total} />
            <StatCard index={1} title="Teaching" value={data.teaching} />
            <StatCard index={2} title="Non-teaching" value={data.nonTeaching} />
            <StatCard index={3} title="Male" value={data.male} />
            <StatCard index={4} title="Female" value={data.female} />
          </section>
          <div className="Dashboard-columns">
            <CountChart title={`Staff by ${terms.district}`} groupHeading={terms.district} rows={countRows(data.byDistrict, `No ${terms.district}`)} />
            <CountChart title="Staff by staff type" groupHeading="Staff type" rows={keyedRows(data.byStaffType, (g) => g.staffType, 'Not set')} />
            <CountChart title="Staff by gender" groupHeading="Gender" rows={keyedRows(data.byGender, (g) => (g.gender ? genderName(g.gender) : null), 'Not set')} />
            <CountChart title="Staff by account status" groupHeading="Account status" rows={keyedRows(data.byAccountStatus, (g) => g.accountStatus, 'Not set')} />
            <CountChart title="Staff by school" groupHeading="School" rows={countRows(data.bySchool, 'No school')} chartLimit={schoolsCharted} />
          </div>
        </>
      )}
      {children}
    </div>
  );
}
