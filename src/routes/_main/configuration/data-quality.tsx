// /configuration/data-quality: the data-quality counts of the lists the role may read (GET /data-quality/staff,
// /students, /schools), each count opening the records behind it.
import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { holdsPermission } from '../../../lib/permissions';
import { configuration } from '../../../features/configuration/configuration.calls';
import { DataQualityView } from '../../../features/configuration/DataQualityView';
import { gatedLoader, useReload, type LoaderArgs } from '../-academic';

export const Route = createFileRoute('/_main/configuration/data-quality')({
  staticData: { title: pageTitles.dataQuality, crumbParent: '/configuration' },
  loader: gatedLoader(loadDataQuality),
  component: DataQualityPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadDataQuality(signal: AbortSignal, { context }: LoaderArgs) {
  const staff = context.session.getSnapshot().context.staff;
  const may = (permission: string) => staff !== null && holdsPermission(staff, permission);
  const [staffQuality, studentQuality, schoolQuality] = await Promise.all([
    may('staff.view') ? configuration.staffQuality(signal) : null,
    may('student.view') ? configuration.studentQuality(signal) : null,
    may('school.view') ? configuration.schoolQuality(signal) : null,
  ]);
  return { staff: staffQuality, students: studentQuality, schools: schoolQuality };
}

function DataQualityPage() {
  const found = Route.useLoaderData();
  const terms = useTerminology();
  const reload = useReload();
  return found && <DataQualityView {...found} terms={terms} onRetry={reload} />;
}
