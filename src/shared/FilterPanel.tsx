// The frame of a search's filters (the staff search, the student search): the search term, which goes on Enter, the
// selectors, and Clear filters. Each choice is told to the route, which writes it to the URL and searches again. A
// list filtered by a few selectors alone (the audit trail, the transaction logs) has them in a FilterGroup.
import { useState, type ReactNode } from 'react';
import { Button, SearchField } from '../ui';
import './FilterPanel.css';

export interface FilterPanelProps {
  /** Names the region ('Staff filters'). */
  label: string;
  termLabel: string;
  termDescription: string;
  /** The URL's search term ('' for none). */
  searchedTerm: string;
  onTermChange: (term: string) => void;
  /** No filter chosen: Clear is disabled. */
  isClear: boolean;
  onClear: () => void;
  /** The selectors, laid out in the panel's grid; `after` goes below it (a fieldset of places). */
  children: ReactNode;
  after?: ReactNode;
}

export function FilterPanel({ label, termLabel, termDescription, searchedTerm, onTermChange, isClear, onClear, children, after }: FilterPanelProps) {
  // What is typed, for the URL's term it was typed over: Back, a link or Clear changing the URL's term replaces it.
  const [typed, setTyped] = useState({ over: searchedTerm, term: searchedTerm });
  const term = typed.over === searchedTerm ? typed.term : searchedTerm;
  return (
    <section role="search" aria-label={label} className="FilterPanel">
      <SearchField
        label={termLabel}
        description={termDescription}
        className="FilterPanel-term"
        value={term}
        onChange={(value) => setTyped({ over: searchedTerm, term: value })}
        onSubmit={(value) => {
          // What was typed is now the URL's: a later change of the URL's term (Clear, Back) replaces it.
          setTyped({ over: value.trim(), term: value.trim() });
          onTermChange(value.trim());
        }}
        onClear={() => onTermChange('')}
      />
      <div className="FilterPanel-grid">{children}</div>
      {after}
      <ClearFilters isClear={isClear} onClear={onClear} />
    </section>
  );
}

/** A grid of filters named 'Filters', with Clear filters after them (disabled while nothing is chosen). */
export function FilterGroup({ isClear, onClear, children }: Pick<FilterPanelProps, 'isClear' | 'onClear' | 'children'>) {
  return (
    <div className="FilterPanel-grid FilterGroup" role="group" aria-label="Filters">
      {children}
      <ClearFilters isClear={isClear} onClear={onClear} />
    </div>
  );
}

function ClearFilters({ isClear, onClear }: Pick<FilterPanelProps, 'isClear' | 'onClear'>) {
  return (
    <div className="FilterPanel-actions">
      <Button variant="secondary" onPress={onClear} isDisabled={isClear}>
        Clear filters
      </Button>
    </div>
  );
}
