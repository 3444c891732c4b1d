// /configuration/data-quality: the data-quality counts of the lists the role may read (GET /data-quality/staff,
// /students, /schools), each count opening the records behind it. The counts are started, not awaited, once the page
// is on screen: its header shows while they are on their way.
import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { holdsPermission } from '../../../lib/permissions';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { started, useSettled } from '../../../app/useSettled';
import { configuration } from '../../../features/configuration/configuration.calls';
import { DataQualityView, type DataQualityCounts } from '../../../features/configuration/DataQualityView';
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
  const readCounts = async (): Promise<DataQualityCounts> => {
    const [staffQuality, studentQuality, schoolQuality] = await Promise.all([
      may('staff.view') ? configuration.staffQuality(signal) : null,
      may('student.view') ? configuration.studentQuality(signal) : null,
      may('school.view') ? configuration.schoolQuality(signal) : null,
    ]);
    return { staff: staffQuality, students: studentQuality, schools: schoolQuality };
  };
  return { counts: started(afterFirstPage(readCounts)) };
}

function DataQualityPage() {
  const loaded = Route.useLoaderData();
  // A failed read shows the route's error page, as it did when the page waited for the counts.
  const { value: counts, failure } = useSettled(loaded?.counts ?? null);
  const terms = useTerminology();
  const reload = useReload();
  if (failure) throw failure;
  return loaded && <DataQualityView counts={counts ?? null} terms={terms} onRetry={reload} />;
}
