// The breadcrumb trail of the current page: Home, then each page above it, then the page itself. The page above is
// the route's `crumbParent` when it names one, else the nearest page whose path the page's path starts with
// (/dashboard above /dashboard/state), so pages under one section share one trail without each having to say so.
import { useRouter, useRouterState, type StaticDataRouteOption } from '@tanstack/react-router';
import { useMemo } from 'react';
import { homeFor } from '../machines/session.machine';
import { useStaff, useTerminology } from './AppServices';
import { pageTitles } from './pages';
import { titleText } from './routeMeta';
import type { Terminology } from './terminology';

export type Crumb = { title: string; href: string };

type RouteLike = { options: { staticData?: StaticDataRouteOption } };
type Routes = Record<string, RouteLike | undefined>;

/** The nearest page above `href` by its path: /a/b/c looks for /a/b, then /a. */
function pathParent(href: string, byPath: Routes): string | undefined {
  const segments = href.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length--) {
    const candidate = `/${segments.slice(0, length).join('/')}`;
    if (byPath[candidate]?.options.staticData?.title !== undefined || byPath[`${candidate}/`]?.options.staticData?.title !== undefined) {
      return candidate;
    }
  }
  return undefined;
}

/** The trail to the page of route `routeId` at `pathname`, given the router's routes by id and by path. */
export function crumbTrail(
  routes: { byId: Routes; byPath: Routes },
  leaf: { routeId: string; pathname: string } | null,
  terms: Terminology,
  home: string,
): Crumb[] {
  const trail: Crumb[] = [];
  if (leaf) {
    let route = routes.byId[leaf.routeId];
    let href = leaf.pathname.length > 1 ? leaf.pathname.replace(/\/$/, '') : leaf.pathname;
    const seen = new Set<string>();
    while (route && !seen.has(href)) {
      seen.add(href);
      const data = route.options.staticData;
      const title = titleText(data?.title, terms);
      if (title && href !== home) trail.unshift({ title, href });
      const parent = data?.crumbParent ?? pathParent(href, routes.byPath);
      if (!parent) break;
      href = parent;
      route = routes.byPath[href] ?? routes.byPath[`${href}/`];
    }
  }
  return [{ title: pageTitles.home, href: home }, ...trail];
}

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
    const [routeId = '', pathname = ''] = leaf?.split('\n') ?? [];
    return crumbTrail(
      { byId: router.routesById as unknown as Routes, byPath: router.routesByPath as unknown as Routes },
      leaf ? { routeId, pathname } : null,
      terms,
      homeFor({ isSuperAdmin }),
    );
  }, [router, leaf, terms, isSuperAdmin]);
}
