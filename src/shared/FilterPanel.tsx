// The frame of a search's filters (the staff search, the student search): the search term, which goes on Enter, the
// selectors, and Clear filters. Each choice is told to the route, which writes it to the URL and searches again.
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
      <div className="FilterPanel-actions">
        <Button variant="secondary" onPress={onClear} isDisabled={isClear}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
