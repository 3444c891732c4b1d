// /dashboard/student-management: the state's student figures (GET /student/state-students-statistics): the totals,
// then the counts by class, gender and school, each a chart with its table; links to the student search and the
// admission register.
import type { components } from '../../api/schema.gen';
import { Link, StatCard } from '../../ui';
import { CountChart, keyedRows } from '../../shared/CountChart';
import { countRows } from '../../shared/CountTable';
import '../../shared/dashboard.css';
import { genderName } from '../../shared/profile.form';

export type StudentDashboardData = components['schemas']['StateStudentsStatistics'];

/** A state has hundreds of schools: the chart shows this many, the table all. */
const schoolsCharted = 10;

export function StudentDashboard({ data }: { data: StudentDashboardData | null }) {
  return (
    <div className="Dashboard">
      <h1 className="PageHeading">Student Dashboard</h1>
      <nav aria-label="Students" className="Dashboard-links">
        <Link href="/student-management" variant="standalone">
          Search students
        </Link>
        <Link href="/dashboard/student-management/admission-register" variant="standalone">
          Admission register
        </Link>
      </nav>
      {data && (
        <>
          <section aria-label="Student figures" className="Dashboard-stats">
            <StatCard index={0} title="All students" value={data.total} />
            <StatCard index={1} title="Male" value={data.male} />
            <StatCard index={2} title="Female" value={data.female} />
          </section>
          <div className="Dashboard-columns">
            <CountChart title="Students by class" groupHeading="Class" rows={countRows(data.byClass, 'No class')} />
            <CountChart
              title="Students by gender"
              groupHeading="Gender"
              rows={keyedRows(data.byGender, (g) => (g.gender ? genderName(g.gender) : null), 'Not set')}
            />
            <CountChart title="Students by school" groupHeading="School" rows={countRows(data.bySchool, 'No school')} chartLimit={schoolsCharted} />
          </div>
        </>
      )}
    </div>
  );
}
