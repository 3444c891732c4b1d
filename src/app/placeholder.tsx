// The page of a route whose screen comes later: its title (resolved with the state's terms) over 'not built yet'.
import { NotBuiltYet } from '../features/layout/NotBuiltYet';
import { useTerminology } from '../services/AppServices';
import { titleText, type RouteTitle } from '../services/routeMeta';

export function PlaceholderPage({ title }: { title: RouteTitle }) {
  const terms = useTerminology();
  return <NotBuiltYet title={titleText(title, terms) ?? ''} />;
}
