// The general dashboard at / and /dashboard: the state's figures, the current session and term, the next events,
// and tiles to the staff, student, school and district dashboards.
import type { components } from '../../api/schema.gen';
import type { Terminology } from '../../services/terminology';
import { formatDate } from '../../lib/date';
import { Card, EmptyState, StatCard, TileCard } from '../../ui';
import { PeopleIcon, SchoolIcon, StudentIcon } from '../../ui/icons';
import '../../shared/dashboard.css';

export type GeneralDashboardData = components['schemas']['GeneralDashboard'];

export interface GeneralDashboardProps {
  /** The loader's figures; null while the account is gated (nothing was asked for). */
  data: GeneralDashboardData | null;
  /** The organisation the figures are of: the state, or the district or school the staff member works in now. */
  organisationName: string;
  terms: Terminology;
}

export function GeneralDashboard({ data, organisationName, terms }: GeneralDashboardProps) {
  const stats = data?.statistics;
  return (
    <div className="Dashboard">
      <div>
        <h1 className="PageHeading">Dashboard</h1>
        <p className="Dashboard-lead">An overview of {organisationName}&apos;s schools, staff and students.</p>
      </div>
      {stats && (
        <section aria-label="State figures" className="Dashboard-stats">
          <StatCard index={0} title={`${terms.district}s`} value={stats.districtCount} />
          <StatCard index={1} title="Schools" value={stats.schoolCount} />
          <StatCard index={2} title="Staff" value={stats.staffCount} />
          <StatCard index={3} title="Students" value={stats.studentCount} />
        </section>
      )}
      <section aria-labelledby="dashboards-heading" className="Dashboard-section">
        <h2 id="dashboards-heading" className="Dashboard-heading">
          Dashboards
        </h2>
        <div className="Dashboard-tiles">
          <TileCard
            href="/dashboard/staff-management"
            title="Staff dashboard"
            description={`Teaching and non-teaching staff by ${terms.district} and account status`}
            icon={<PeopleIcon />}
          />
          <TileCard
            href="/dashboard/student-management"
            title="Student dashboard"
            description="Students by class and by school"
            icon={<StudentIcon />}
          />
          <TileCard
            href="/dashboard/school-management"
            title="School dashboard"
            description={`Schools by category and by ${terms.district}`}
            icon={<SchoolIcon />}
          />
          <TileCard
            href="/dashboard/district"
            title={`${terms.district} dashboard`}
            description={`Each ${terms.district.toLowerCase()} with its schools, staff, students and status`}
            icon={<SchoolIcon />}
          />
        </div>
      </section>
      {data && (
        <div className="Dashboard-columns">
          <Card title="Session and term" headingLevel={2}>
            <dl className="Dashboard-facts">
              <dt>Current session</dt>
              <dd>{data.currentSession?.name ?? 'No session yet'}</dd>
              <dt>Current term</dt>
              <dd>{data.currentTerm?.name ?? 'No term yet'}</dd>
            </dl>
          </Card>
          <Card title="Upcoming events" headingLevel={2}>
            {data.upcomingEvents.length === 0 ? (
              <EmptyState>No events coming up.</EmptyState>
            ) : (
              <ul className="Dashboard-events">
                {data.upcomingEvents.map((event) => (
                  <li key={event._id}>
                    <span className="Dashboard-eventName">{event.name}</span>
                    <span className="Dashboard-eventMeta">
                      {event.eventType} ·{' '}
                      {event.startDate === event.endDate
                        ? formatDate(event.startDate)
                        : `${formatDate(event.startDate)} to ${formatDate(event.endDate)}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
