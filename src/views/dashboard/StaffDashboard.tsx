// /dashboard/staff-management: the state's staff figures (GET /dashboard/staff).
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { Card, StatCard } from '../../ui';
import { CountTable, countRows } from './CountTable';
import './dashboard.css';

export type StaffDashboardData = components['schemas']['StaffDashboard'];

export function StaffDashboard({ data, terms }: { data: StaffDashboardData | null; terms: Terminology }) {
  return (
    <div className="Dashboard">
      <h1 className="PageHeading">Staff Dashboard</h1>
      {data && (
        <>
          <section aria-label="Staff figures" className="Dashboard-stats">
            <StatCard index={0} title="All staff" value={data.statistics.total} />
            <StatCard index={1} title="Teaching" value={data.statistics.teaching} />
            <StatCard index={2} title="Non-teaching" value={data.statistics.nonTeaching} />
            <StatCard index={3} title="Male" value={data.statistics.male} />
            <StatCard index={4} title="Female" value={data.statistics.female} />
          </section>
          <div className="Dashboard-columns">
            <Card title={`Staff by ${terms.district}`} headingLevel={2}>
              <CountTable label={`Staff by ${terms.district}`} groupHeading={terms.district} rows={countRows(data.byDistrict, `No ${terms.district}`)} />
            </Card>
            <Card title="Staff by account status" headingLevel={2}>
              <CountTable
                label="Staff by account status"
                groupHeading="Account status"
                rows={data.byAccountStatus.map((s) => ({ id: s.accountStatus, name: s.accountStatus, count: s.count }))}
              />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
