// A page's heading with its actions beside it (Create Class, Configure). The heading is the page's h1.
import type { ReactNode } from 'react';
import './shared.css';

export function PageHeader({ title, intro, actions, id = 'page-title' }: { title: string; intro?: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <header className="PageHeader">
      <div className="PageHeader-text">
        <h1 id={id} className="PageHeading">
          {title}
        </h1>
        {intro && <p className="PageHeader-intro">{intro}</p>}
      </div>
      {actions && <div className="PageHeader-actions">{actions}</div>}
    </header>
  );
}
