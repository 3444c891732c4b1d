// /dashboard/school-management: the state's school figures (GET /dashboard/school).
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { Card, StatCard } from '../../ui';
import { CountTable, countRows } from './CountTable';
import './dashboard.css';

export type SchoolDashboardData = components['schemas']['SchoolDashboard'];

export function SchoolDashboard({ data, terms }: { data: SchoolDashboardData | null; terms: Terminology }) {
  return (
    <div className="Dashboard">
      <h1 className="PageHeading">School Dashboard</h1>
      {data && (
        <>
          <section aria-label="School figures" className="Dashboard-stats">
            <StatCard index={0} title="All schools" value={data.statistics.total} />
            {data.statistics.byCategory.map((c, i) => (
              <StatCard key={c.category} index={i + 1} title={c.category} value={c.count} />
            ))}
          </section>
          <div className="Dashboard-columns">
            <Card title={`Schools by category`} headingLevel={2}>
              <CountTable
                label="Schools by category"
                groupHeading="Category"
                rows={data.statistics.byCategory.map((c) => ({ id: c.category, name: c.category, count: c.count }))}
              />
            </Card>
            <Card title={`Schools by ${terms.district}`} headingLevel={2}>
              <CountTable label={`Schools by ${terms.district}`} groupHeading={terms.district} rows={countRows(data.byDistrict, `No ${terms.district}`)} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
