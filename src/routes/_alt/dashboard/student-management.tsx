import { createFileRoute } from '@tanstack/react-router';
import { loadStudentDashboard } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { StudentDashboard } from '../../../features/dashboard/StudentDashboard';

export const Route = createFileRoute('/_alt/dashboard/student-management')({
  staticData: { title: pageTitles.studentDashboard, crumbParent: '/dashboard' },
  loader: loadStudentDashboard,
  component: StudentDashboardPage,
});

function StudentDashboardPage() {
  const data = Route.useLoaderData();
  return <StudentDashboard data={data} />;
}
