// /configuration/data-quality: the data-quality counts of the lists the role may read (GET /data-quality/staff,
// /students, /schools), each count opening the records behind it.
import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { holdsPermission } from '../../../lib/permissions';
import { configuration } from '../../../features/configuration/configuration.calls';
import { DataQualityView } from '../../../features/configuration/DataQualityView';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { started, useSettled } from '../../../app/useSettled';
import { gatedLoader, useReload, type LoaderArgs } from '../-academic';

export const Route = createFileRoute('/_main/configuration/data-quality')({
  staticData: { title: pageTitles.dataQuality, crumbParent: '/configuration' },
  loader: gatedLoader(loadDataQuality),
  component: DataQualityPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
// The counts are started, not awaited, once the page is on screen: it shows its header and each section's heading
// while they are on their way, and each table when its answer comes.
async function loadDataQuality(signal: AbortSignal, { context }: LoaderArgs) {
  const staff = context.session.getSnapshot().context.staff;
  const may = (permission: string) => staff !== null && holdsPermission(staff, permission);
  const readIf = <T,>(permission: string, read: () => Promise<T>) => (may(permission) ? started(afterFirstPage(read)) : null);
  return {
    staff: readIf('staff.view', () => configuration.staffQuality(signal)),
    students: readIf('student.view', () => configuration.studentQuality(signal)),
    schools: readIf('school.view', () => configuration.schoolQuality(signal)),
  };
}

function DataQualityPage() {
  const found = Route.useLoaderData();
  const terms = useTerminology();
  const reload = useReload();
  const staff = useRead(found?.staff ?? null);
  const students = useRead(found?.students ?? null);
  const schools = useRead(found?.schools ?? null);
  return found && <DataQualityView staff={staff} students={students} schools={schools} terms={terms} onRetry={reload} />;
}

/** A list's counts as the view shows them: null when not read at all, 'reading' until the first answer comes. */
function useRead<T>(read: Promise<T> | null): T | 'reading' | null {
  const { value } = useSettled(read);
  return read === null ? null : (value ?? 'reading');
}
