// The school dashboard (GET /school/state-schools-statistics), shown on the schools page: the totals, schools by
// category and by district as charts with their tables, and every school's staff and students.
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { StatCard, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader } from '../../ui';
import { CountChart, keyedRows } from '../../shared/CountChart';
import { countRows } from '../../shared/CountTable';
import '../../shared/dashboard.css';

export type SchoolDashboardData = components['schemas']['StateSchoolsStatistics'];

const numberFormat = new Intl.NumberFormat('en-NG');

export function SchoolDashboard({ data, terms }: { data: SchoolDashboardData; terms: Terminology }) {
  return (
    <section aria-labelledby="school-figures" className="Dashboard">
      <h2 id="school-figures" className="Dashboard-heading">
        School figures
      </h2>
      <div aria-label="School totals" role="group" className="Dashboard-stats">
        <StatCard index={0} title="All schools" value={data.total} />
        {data.byCategory.map((c, i) => (
          <StatCard key={c.category} index={i + 1} title={c.category} value={c.count} />
        ))}
      </div>
      <div className="Dashboard-columns">
        <CountChart title="Schools by category" groupHeading="Category" rows={keyedRows(data.byCategory, (c) => c.category, 'Not set')} />
        <CountChart title={`Schools by ${terms.district}`} groupHeading={terms.district} rows={countRows(data.byDistrict, `No ${terms.district}`)} />
      </div>
      {data.bySchool.length > 0 && (
        <StaticTable aria-label="Staff and students by school">
          <StaticTableHeader>
            <StaticColumn>School</StaticColumn>
            <StaticColumn>Category</StaticColumn>
            <StaticColumn>{terms.district}</StaticColumn>
            <StaticColumn>Staff</StaticColumn>
            <StaticColumn>Students</StaticColumn>
            <StaticColumn>Male students</StaticColumn>
            <StaticColumn>Female students</StaticColumn>
          </StaticTableHeader>
          <StaticTableBody items={data.bySchool}>
            {(school) => (
              <StaticRow>
                <StaticCell isRowHeader>{school.name}</StaticCell>
                <StaticCell>{school.category}</StaticCell>
                <StaticCell>{school.district?.name ?? `No ${terms.district}`}</StaticCell>
                <StaticCell>{numberFormat.format(school.staffCount)}</StaticCell>
                <StaticCell>{numberFormat.format(school.studentCount)}</StaticCell>
                <StaticCell>{numberFormat.format(school.maleStudentCount)}</StaticCell>
                <StaticCell>{numberFormat.format(school.femaleStudentCount)}</StaticCell>
              </StaticRow>
            )}
          </StaticTableBody>
        </StaticTable>
      )}
    </section>
  );
}
