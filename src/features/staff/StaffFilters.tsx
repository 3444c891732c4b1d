// The filters of the staff search (SPEC section 7): search term, state (a super-admin's), district, school, employment
// dates, places of residence and of origin, account status, staff type and gender. Each choice is told to the route,
// which writes it to the URL (clearing what hangs on it) and searches again; the search term goes on Enter.
import { accountStatuses, staffTypes } from '../../lib/constants';
import type { Terminology } from '../../services/terminology';
import { filterCount, type StaffFilterKey, type StaffSearch } from './staffSearch.form';
import { type StaffFilterOptions } from '../../shared/filterOptions.calls';
import { placeKeys } from '../../shared/places';
import { FilterPanel } from '../../shared/FilterPanel';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { anyChoice, ChoiceSelect, genderChoices, named, PlaceFieldset } from '../../shared/ChoiceSelect';

export interface StaffFiltersProps {
  search: StaffSearch;
  options: StaffFilterOptions;
  terms: Terminology;
  onFilterChange: (key: StaffFilterKey, value: string) => void;
  onClear: () => void;
}

export function StaffFilters({ search, options, terms, onFilterChange, onClear }: StaffFiltersProps) {
  const filter = (key: StaffFilterKey) => ({ value: search[key] ?? '', onChange: (value: string) => onFilterChange(key, value) });
  // A list's selector names the address's choice as being loaded until the list comes.
  const listed = (key: StaffFilterKey) => ({ ...filter(key), isLoading: options.isLoading });
  const schools = search.district ? options.schools.filter((s) => s.districtId === search.district) : options.schools;

  return (
    <FilterPanel
      label="Staff filters"
      termLabel="Search staff"
      termDescription="Name, email, username, phone number or staff number; press Enter to search"
      searchedTerm={search.searchTerm ?? ''}
      onTermChange={(term) => onFilterChange('searchTerm', term)}
      isClear={filterCount(search) === 0}
      onClear={onClear}
      after={(['residence', 'origin'] as const).map((kind) => (
        <PlaceFieldset
          key={kind}
          kind={kind}
          className="FilterPanel-group"
          gridClassName="FilterPanel-grid"
          values={search}
          places={options.places}
          noneLabel={anyChoice}
          isLoading={options.isLoading}
          onChange={(part, value) => onFilterChange(placeKeys[kind][part], value)}
        />
      ))}
    >
      {options.states && <ChoiceSelect label="State" options={named(options.states)} noneLabel={anyChoice} {...listed('state')} />}
      <ChoiceSelect label={terms.district} options={options.districts} noneLabel={anyChoice} {...listed('district')} />
      <ChoiceSelect label="School" options={schools} noneLabel={anyChoice} {...listed('school')} />
      <ChoiceSelect label="Account status" options={named(accountStatuses)} noneLabel={anyChoice} {...filter('accountStatus')} />
      <ChoiceSelect label="Staff type" options={named(staffTypes)} noneLabel={anyChoice} {...filter('staffType')} />
      <ChoiceSelect label="Gender" options={genderChoices} noneLabel={anyChoice} {...filter('gender')} />
      <IsoDatePicker label="Employed from" maxValue={search.endDate} {...filter('startDate')} />
      <IsoDatePicker label="Employed until" minValue={search.startDate} {...filter('endDate')} />
    </FilterPanel>
  );
}
