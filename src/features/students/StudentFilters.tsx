// The filters of the student search (SPEC section 7): search term, state (a super-admin's), district, school, class,
// gender, admission dates, and state and local government of origin. Each choice is told to the route, which writes it
// to the URL (clearing what hangs on it) and searches again; the search term goes on Enter.
import type { Terminology } from '../../services/terminology';
import {
  nigerianStatesOf,
  studentSearchRules,
  type StudentFilterKey,
  type StudentFilterOptions,
  type StudentSearch,
} from './studentSearch.form';
import { FilterPanel } from '../../shared/FilterPanel';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { anyChoice, ChoiceSelect, genderChoices, named } from '../../shared/ChoiceSelect';

export interface StudentFiltersProps {
  search: StudentSearch;
  options: StudentFilterOptions;
  terms: Terminology;
  onFilterChange: (key: StudentFilterKey, value: string) => void;
  onClear: () => void;
}

export function StudentFilters({ search, options, terms, onFilterChange, onClear }: StudentFiltersProps) {
  const filter = (key: StudentFilterKey) => ({ value: search[key] ?? '', onChange: (value: string) => onFilterChange(key, value) });
  // A list's selector names the address's choice as being loaded until the list comes.
  const listed = (key: StudentFilterKey) => ({ ...filter(key), isLoading: options.isLoading });
  const schools = search.district ? options.schools.filter((s) => s.districtId === search.district) : options.schools;
  const states = nigerianStatesOf(options.places);
  const lgas = states.find((state) => state.name === search.stateOfOrigin)?.lgas ?? [];
  return (
    <FilterPanel
      label="Student filters"
      termLabel="Search students"
      termDescription="Name or admission number; press Enter to search"
      searchedTerm={search.searchTerm ?? ''}
      onTermChange={(term) => onFilterChange('searchTerm', term)}
      isClear={studentSearchRules.filterCount(search) === 0}
      onClear={onClear}
    >
      {options.states && <ChoiceSelect label="State" options={named(options.states)} noneLabel={anyChoice} {...listed('state')} />}
      <ChoiceSelect label={terms.district} options={options.districts} noneLabel={anyChoice} {...listed('district')} />
      <ChoiceSelect label="School" options={schools} noneLabel={anyChoice} {...listed('school')} />
      <ChoiceSelect label="Class" options={options.classes} noneLabel={anyChoice} {...listed('class')} />
      <ChoiceSelect label="Gender" options={genderChoices} noneLabel={anyChoice} {...filter('gender')} />
      <IsoDatePicker label="Admitted from" maxValue={search.endDate} {...filter('startDate')} />
      <IsoDatePicker label="Admitted until" minValue={search.startDate} {...filter('endDate')} />
      <ChoiceSelect label="State of origin" options={named(states.map((s) => s.name))} noneLabel={anyChoice} {...listed('stateOfOrigin')} />
      <ChoiceSelect
        label="Local government of origin"
        options={named(lgas)}
        noneLabel={anyChoice}
        isDisabled={!search.stateOfOrigin}
        description={search.stateOfOrigin ? undefined : 'Choose a state of origin first'}
        {...listed('localGovernmentOfOrigin')}
      />
    </FilterPanel>
  );
}
