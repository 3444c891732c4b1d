// The frame of a search's filters (the staff search, the student search): the search term, which goes on Enter, the
// selectors, and Clear filters. Each choice is told to the route, which writes it to the URL and searches again. A
// list filtered by a few selectors alone (the audit trail, the transaction logs) has them in a FilterGroup.
// On a phone the selectors fold up behind a Show filters button (the search term stays), so the results are not a
// screen of selectors away, and a page builds no selector until it is asked for; on a wider screen they always show.
import { useId, useState, type ReactNode } from 'react';
import { Button, SearchField, narrowScreen, useMediaQuery } from '../ui';
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
      <Folding isClear={isClear} onClear={onClear}>
        {(gridId) => (
          <>
            <div id={gridId} className="FilterPanel-grid">
              {children}
            </div>
            {after}
            <ClearFilters isClear={isClear} onClear={onClear} />
          </>
        )}
      </Folding>
    </section>
  );
}

/** A grid of filters named 'Filters', with Clear filters after them (disabled while nothing is chosen). */
export function FilterGroup({ isClear, onClear, children }: Pick<FilterPanelProps, 'isClear' | 'onClear' | 'children'>) {
  return (
    <Folding isClear={isClear} onClear={onClear}>
      {(gridId) => (
        <div id={gridId} className="FilterPanel-grid FilterGroup" role="group" aria-label="Filters">
          {children}
          <ClearFilters isClear={isClear} onClear={onClear} />
        </div>
      )}
    </Folding>
  );
}

/**
 * The selectors (`children`, given the id to put on them), shown whole on a wider screen; on a phone, folded behind a
 * Show filters button, which says when some are chosen, beside Clear filters.
 */
function Folding({ isClear, onClear, children }: Pick<FilterPanelProps, 'isClear' | 'onClear'> & { children: (gridId: string) => ReactNode }) {
  const isNarrow = useMediaQuery(narrowScreen);
  const [isOpen, setOpen] = useState(false);
  const gridId = useId();
  if (!isNarrow) return children(gridId);
  const toggle = (
    <Button variant="secondary" aria-expanded={isOpen} aria-controls={isOpen ? gridId : undefined} onPress={() => setOpen(!isOpen)}>
      {isOpen ? 'Hide filters' : isClear ? 'Show filters' : 'Show filters (some chosen)'}
    </Button>
  );
  return isOpen ? (
    <>
      <div className="FilterPanel-actions FilterPanel-actions--start">{toggle}</div>
      {children(gridId)}
    </>
  ) : (
    <div className="FilterPanel-actions FilterPanel-actions--start">
      {toggle}
      <ClearButton isClear={isClear} onClear={onClear} />
    </div>
  );
}

function ClearButton({ isClear, onClear }: Pick<FilterPanelProps, 'isClear' | 'onClear'>) {
  return (
    <Button variant="secondary" onPress={onClear} isDisabled={isClear}>
      Clear filters
    </Button>
  );
}

function ClearFilters(props: Pick<FilterPanelProps, 'isClear' | 'onClear'>) {
  return (
    <div className="FilterPanel-actions">
      <ClearButton {...props} />
    </div>
  );
}
