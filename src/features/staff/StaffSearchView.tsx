// /staff-management: the staff search (SPEC section 7). The filters live in the URL, so the route owns them; this view
// shows them and the results, and tells the route each change.
import type { ReactNode } from 'react';
import type { Terminology } from '../../services/terminology';
import type { StaffFilterKey, StaffSearch } from './staffSearch.form';
import type { StaffFilterOptions } from '../../shared/filterOptions.calls';
import { Link, PlusIcon, UploadIcon } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { StaffFilters } from './StaffFilters';
import { StaffResults, type StaffResultsProps } from './StaffResults';
import '../../shared/SearchResults.css';

export interface StaffSearchViewProps extends Omit<StaffResultsProps, 'terms' | 'aria-labelledby'> {
  title: string;
  search: StaffSearch;
  options: StaffFilterOptions;
  terms: Terminology;
  onFilterChange: (key: StaffFilterKey, value: string) => void;
  onClearFilters: () => void;
  /** Further actions of the page, after Add staff (the download). */
  actions?: ReactNode;
}

export function StaffSearchView({ title, search, options, terms, onFilterChange, onClearFilters, actions, ...results }: StaffSearchViewProps) {
  return (
    <div>
      <PageHeader
        title={title}
        intro="Find staff of the state by any of the filters below; choose a row to see and change the staff member."
        actions={
          <>
            <Link href="/staff-management/create" variant="standalone">
              <PlusIcon aria-hidden="true" /> Add staff
            </Link>
            <Link href="/staff-management/import" variant="standalone">
              <UploadIcon aria-hidden="true" /> Import staff
            </Link>
            {actions}
          </>
        }
      />
      <StaffFilters search={search} options={options} terms={terms} onFilterChange={onFilterChange} onClear={onClearFilters} />
      <h2 id="staff-results" className="SearchResults-heading">
        Staff found
      </h2>
      <StaffResults {...results} terms={terms} aria-labelledby="staff-results" />
    </div>
  );
}
