// /dashboard/student-management: the state's student figures (GET /dashboard/student).
import type { components } from '../../api/schema.gen';
import { Card, StatCard } from '../../ui';
import { CountTable, countRows } from './CountTable';
import './dashboard.css';

export type StudentDashboardData = components['schemas']['StudentDashboard'];

export function StudentDashboard({ data }: { data: StudentDashboardData | null }) {
  return (
    <div className="Dashboard">
      <h1 className="PageHeading">Student Dashboard</h1>
      {data && (
        <>
          <section aria-label="Student figures" className="Dashboard-stats">
            <StatCard index={0} title="All students" value={data.statistics.total} />
            <StatCard index={1} title="Male" value={data.statistics.male} />
            <StatCard index={2} title="Female" value={data.statistics.female} />
          </section>
          <div className="Dashboard-columns">
            <Card title="Students by class" headingLevel={2}>
              <CountTable label="Students by class" groupHeading="Class" rows={countRows(data.byClass)} />
            </Card>
            <Card title="Students by school" headingLevel={2}>
              <CountTable label="Students by school" groupHeading="School" rows={countRows(data.bySchool)} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
