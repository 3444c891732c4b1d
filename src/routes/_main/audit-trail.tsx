// /audit-trail: the audit trail (GET /audit/search). The filters and the page are the URL's search params (validated
// by auditSearchOf), so a reload, Back or a shared link shows the same page; each change is written back to the URL,
// which reads again.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { auditTrail } from '../../features/audit/auditTrail.calls';
import { auditSearchOf, type AuditSearch } from '../../features/audit/auditTrail.form';
import { AuditTrailView } from '../../features/audit/AuditTrailView';
import { gatedLoader, useReload, type LoaderArgs } from './-academic';
import { routeSearch } from '../-search';

const validateSearch = routeSearch(auditSearchOf);

export const Route = createFileRoute('/_main/audit-trail')({
  staticData: { title: pageTitles.auditTrail },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadAuditTrail),
  component: AuditTrailPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
function loadAuditTrail(signal: AbortSignal, { deps }: LoaderArgs & { deps: AuditSearch }) {
  return auditTrail.searchShown(deps, signal);
}

/**
 * The address's search with what the view changed: the view builds its next search from the one it last rendered,
 * which lags the address while a change is still loading (a person chosen, then a record type at once), so only the
 * keys it changed are applied to the address's own. Nothing left (Clear filters) clears everything.
 */
function changedOnto(latest: AuditSearch, rendered: AuditSearch, next: AuditSearch): AuditSearch {
  if (Object.keys(next).length === 0) return {};
  const keys = new Set([...Object.keys(rendered), ...Object.keys(next)] as (keyof AuditSearch)[]);
  const changes = Object.fromEntries([...keys].filter((key) => rendered[key] !== next[key]).map((key) => [key, next[key]]));
  return { ...latest, ...changes };
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
      onSearchChange={(next) => void navigate({ to: '/audit-trail', search: (latest) => changedOnto(latest, search, next), replace: true })}
      onDownload={() => auditTrail.download(search)}
    />
  );
}
