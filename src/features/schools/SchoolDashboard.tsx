// The school dashboard (GET /school/state-schools-statistics), shown on the schools page: the totals, schools by
// category and by district as charts with their tables, and every school's staff and students.
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { Cell, Column, Row, StatCard, Table, TableBody, TableHeader } from '../../ui';
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
        <Table aria-label="Staff and students by school">
          <TableHeader>
            <Column id="name" isRowHeader>
              School
            </Column>
            <Column id="category">Category</Column>
            <Column id="district">{terms.district}</Column>
            <Column id="staff">Staff</Column>
            <Column id="students">Students</Column>
            <Column id="male">Male students</Column>
            <Column id="female">Female students</Column>
          </TableHeader>
          <TableBody items={data.bySchool}>
            {(school) => (
              <Row id={school.id}>
                <Cell>{school.name}</Cell>
                <Cell>{school.category}</Cell>
                <Cell>{school.district?.name ?? `No ${terms.district}`}</Cell>
                <Cell>{numberFormat.format(school.staffCount)}</Cell>
                <Cell>{numberFormat.format(school.studentCount)}</Cell>
                <Cell>{numberFormat.format(school.maleStudentCount)}</Cell>
                <Cell>{numberFormat.format(school.femaleStudentCount)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
