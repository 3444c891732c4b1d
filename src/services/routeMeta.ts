// What a route says about itself for the frame: its page title (which may use the state's terms) and, for the
// breadcrumb trail, the page it sits under when that is not its parent in the file tree (/grading above Configure
// Grades). Declared on each route as `staticData`.
import type { Terminology } from './terminology';

export type RouteTitle = string | ((terms: Terminology) => string);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title: the heading, the document title and the last breadcrumb. */
    title?: RouteTitle;
    /** The path of the page above this one in the breadcrumb trail. */
    crumbParent?: string;
  }
}

export function titleText(title: RouteTitle | undefined, terms: Terminology): string | undefined {
  return typeof title === 'function' ? title(terms) : title;
}
