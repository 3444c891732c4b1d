// /student-management: the student search (SPEC section 7). The filters live in the URL, so the route owns them; this
// view shows them and the results, and tells the route each change. `actions` go beside Add student (the download).
import type { ReactNode } from 'react';
import type { Terminology } from '../../services/terminology';
import type { StudentFilterKey, StudentFilterOptions, StudentSearch } from './studentSearch.form';
import { Link, PlusIcon, UploadIcon } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { StudentFilters } from './StudentFilters';
import { StudentResults, type StudentResultsProps } from './StudentResults';
import '../../shared/SearchResults.css';

export interface StudentSearchViewProps extends Omit<StudentResultsProps, 'terms' | 'aria-labelledby' | 'kind'> {
  title: string;
  search: StudentSearch;
  options: StudentFilterOptions;
  terms: Terminology;
  onFilterChange: (key: StudentFilterKey, value: string) => void;
  onClearFilters: () => void;
  /** Further actions of the page, after Add student. */
  actions?: ReactNode;
}

export function StudentSearchView({ title, search, options, terms, onFilterChange, onClearFilters, actions, ...results }: StudentSearchViewProps) {
  return (
    <div>
      <PageHeader
        title={title}
        intro="Find students of the state by any of the filters below; choose a row to see and change the student."
        actions={
          <>
            <Link href="/student-management/create" variant="standalone">
              <PlusIcon aria-hidden="true" /> Add student
            </Link>
            <Link href="/student-management/import" variant="standalone">
              <UploadIcon aria-hidden="true" /> Import students
            </Link>
            <Link href="/dashboard/student-management/admission-register" variant="standalone">
              Admission register
            </Link>
            {actions}
          </>
        }
      />
      <StudentFilters search={search} options={options} terms={terms} onFilterChange={onFilterChange} onClear={onClearFilters} />
      <h2 id="student-results" className="SearchResults-heading">
        Students found
      </h2>
      <StudentResults {...results} terms={terms} aria-labelledby="student-results" />
    </div>
  );
}
