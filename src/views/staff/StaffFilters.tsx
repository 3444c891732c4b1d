// The filters of the staff search (SPEC section 7): search term, state (a super-admin's), district, school, employment
// dates, places of residence and of origin, account status, staff type and gender. Each choice is told to the route,
// which writes it to the URL (clearing what hangs on it) and searches again; the search term goes on Enter.
import { useState } from 'react';
import { accountStatuses, staffTypes } from '../../lib/constants';
import type { Terminology } from '../../services/terminology';
import {
  filterCount,
  placeKeys,
  type StaffFilterKey,
  type StaffFilterOptions,
  type StaffSearch,
} from '../../resources/staffSearch.form';
import { Button, SearchField } from '../../ui';
import { IsoDatePicker } from '../shared/IsoDatePicker';
import { ChoiceSelect, PlaceFieldset } from './ChoiceSelect';
import './staff.css';

const any = 'Any';
const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

export interface StaffFiltersProps {
  search: StaffSearch;
  options: StaffFilterOptions;
  terms: Terminology;
  onFilterChange: (key: StaffFilterKey, value: string) => void;
  onClear: () => void;
}

export function StaffFilters({ search, options, terms, onFilterChange, onClear }: StaffFiltersProps) {
  // What is typed, for the URL's term it was typed over: Back, a link or Clear changing the URL's term replaces it.
  const searchedTerm = search.searchTerm ?? '';
  const [typed, setTyped] = useState({ over: searchedTerm, term: searchedTerm });
  const term = typed.over === searchedTerm ? typed.term : searchedTerm;
  const filter = (key: StaffFilterKey) => ({ value: search[key] ?? '', onChange: (value: string) => onFilterChange(key, value) });
  const schools = search.district ? options.schools.filter((s) => s.districtId === search.district) : options.schools;

  return (
    <section role="search" aria-label="Staff filters" className="StaffFilters">
      <SearchField
        label="Search staff"
        description="Name, email, username, phone number or staff number; press Enter to search"
        className="StaffFilters-term"
        value={term}
        onChange={(value) => setTyped({ over: searchedTerm, term: value })}
        onSubmit={(value) => {
          // What was typed is now the URL's: a later change of the URL's term (Clear, Back) replaces it.
          setTyped({ over: value.trim(), term: value.trim() });
          onFilterChange('searchTerm', value.trim());
        }}
        onClear={() => onFilterChange('searchTerm', '')}
      />
      <div className="StaffFilters-grid">
        {options.states && <ChoiceSelect label="State" options={named(options.states)} noneLabel={any} {...filter('state')} />}
        <ChoiceSelect label={terms.district} options={options.districts} noneLabel={any} {...filter('district')} />
        <ChoiceSelect label="School" options={schools} noneLabel={any} {...filter('school')} />
        <ChoiceSelect label="Account status" options={named(accountStatuses)} noneLabel={any} {...filter('accountStatus')} />
        <ChoiceSelect label="Staff type" options={named(staffTypes)} noneLabel={any} {...filter('staffType')} />
        <ChoiceSelect
          label="Gender"
          options={[
            { id: 'male', name: 'Male' },
            { id: 'female', name: 'Female' },
          ]}
          noneLabel={any}
          {...filter('gender')}
        />
        <IsoDatePicker label="Employed from" maxValue={search.endDate} {...filter('startDate')} />
        <IsoDatePicker label="Employed until" minValue={search.startDate} {...filter('endDate')} />
      </div>
      {(['residence', 'origin'] as const).map((kind) => (
        <PlaceFieldset
          key={kind}
          kind={kind}
          className="StaffFilters-group"
          gridClassName="StaffFilters-grid"
          values={search}
          places={options.places}
          noneLabel={any}
          onChange={(part, value) => onFilterChange(placeKeys[kind][part], value)}
        />
      ))}
      <div className="StaffFilters-actions">
        <Button variant="secondary" onPress={onClear} isDisabled={filterCount(search) === 0}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
