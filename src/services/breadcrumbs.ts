// The breadcrumb trail of the current page: Home, then each page above it (its `crumbParent`, that page's own
// parent, and so on), then the page itself.
import { useRouter, useRouterState, type StaticDataRouteOption } from '@tanstack/react-router';
import { useMemo } from 'react';
import { homeFor } from '../machines/session.machine';
import { useStaff, useTerminology } from './AppServices';
import { pageTitles } from './pages';
import { titleText } from './routeMeta';

export type Crumb = { title: string; href: string };

type RouteLike = { options: { staticData?: StaticDataRouteOption } };

export function useBreadcrumbs(): Crumb[] {
  const router = useRouter();
  const terms = useTerminology();
  const isSuperAdmin = useStaff()?.isSuperAdmin ?? false;
  const leaf = useRouterState({
    select: (state) => {
      const match = [...state.matches].reverse().find((m) => m.staticData.title !== undefined);
      return match ? `${match.routeId}\n${match.pathname}` : null;
    },
  });
  return useMemo(() => {
    const home = homeFor({ isSuperAdmin });
    const trail: Crumb[] = [];
    if (leaf) {
      const [routeId = '', pathname = ''] = leaf.split('\n');
      const byId = router.routesById as unknown as Record<string, RouteLike | undefined>;
      const byPath = router.routesByPath as unknown as Record<string, RouteLike | undefined>;
      let route = byId[routeId];
      let href = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      const seen = new Set<string>();
      while (route && !seen.has(href)) {
        seen.add(href);
        const data = route.options.staticData;
        const title = titleText(data?.title, terms);
        if (title && href !== home) trail.unshift({ title, href });
        if (!data?.crumbParent) break;
        href = data.crumbParent;
        route = byPath[href] ?? byPath[`${href}/`];
      }
    }
    return [{ title: pageTitles.home, href: home }, ...trail];
  }, [router, leaf, terms, isSuperAdmin]);
}
