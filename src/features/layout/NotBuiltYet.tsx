// A later feature's page, until it is built: its title and a plain statement that the screen is not built yet.
import { EmptyState } from '../../ui';
import './layout.css';

export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="PageHeading">
        {title}
      </h1>
      <EmptyState title="This screen is not built yet">
        {title} arrives in a later release. Everything else in the menu that is ready can be used now.
      </EmptyState>
    </section>
  );
}
