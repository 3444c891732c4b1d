// A card of facts about a record (a staff member's fields for a caller who may not change them, a student's
// admission): each term with its value, or 'Not set'.
import { Card } from '../ui';
import './profile.css';

export function FactList({ title, facts }: { title: string; facts: [string, string | null | undefined][] }) {
  return (
    <Card title={title} headingLevel={2}>
      <dl className="Profile-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || 'Not set'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
