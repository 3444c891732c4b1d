// /audit-trail: the audit trail (GET /audit/search). The filters and the page are the URL's search params (validated
// by auditSearchOf), so a reload, Back or a shared link shows the same page; each change is written back to the URL,
// which reads again.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { auditTrail } from '../../features/audit/auditTrail.calls';
import { auditSearchOf, type AuditSearch } from '../../features/audit/auditTrail.form';
import { AuditTrailView } from '../../features/audit/AuditTrailView';
import { gatedLoader, useReload, type LoaderArgs } from './-academic';

export const Route = createFileRoute('/_main/audit-trail')({
  staticData: { title: pageTitles.auditTrail },
  validateSearch: auditSearchOf,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadAuditTrail),
  component: AuditTrailPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
function loadAuditTrail(signal: AbortSignal, { deps }: LoaderArgs & { deps: AuditSearch }) {
  return auditTrail.searchShown(deps, signal);
}

function AuditTrailPage() {
  const found = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  if (!found) return null;
  return (
    <AuditTrailView
      title={pageTitles.auditTrail}
      search={search}
      list={found.list}
      error={found.error}
      isLoading={isLoading}
      onRetry={reload}
      onSearchChange={(next) => void navigate({ to: '/audit-trail', search: next, replace: true })}
      onDownload={() => auditTrail.download(search)}
    />
  );
}
