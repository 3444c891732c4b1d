// /dashboard/school-management: the state's schools as cards (category, district, principal; the info dialog adds the
// vice principal and the figures read when it opens; the edit link opens /dashboard/school-management/edit-school/
// {id}), searched by category and, for a super-admin, by state (kept in the URL), then the school dashboard's figures;
// and 'Create School' (a dialog with the school form, 'School Created Successfully').
import type { ReactNode } from 'react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { SchoolInformationLogic } from './schoolInformation.machine';
import { useTerminology } from '../../services/AppServices';
import { pageTitles } from '../../services/pages';
import { Select, SelectItem } from '../../ui';
import { SchoolDashboard, type SchoolDashboardData } from './SchoolDashboard';
import { EntityListPage, type CreateDialogState } from '../../shared/EntityListPage';
import { SchoolFigures } from './SchoolFigures';
import { SchoolForm, type SchoolFormProps } from './SchoolForm';
import { editSchoolHref, personNameOf, type School, type SchoolCategory, type SchoolSearch } from './schools.form';
import './schools.css';

export interface SchoolListViewProps extends CreateDialogState, Pick<SchoolFormProps, 'districts' | 'staffAutocompleteLogic' | 'addressLogic'> {
  schools: readonly School[];
  /** How many schools match in all (the list holds at most 1000). */
  total: number;
  categories: readonly SchoolCategory[];
  /** The states a super-admin searches; null for anyone else. */
  states: readonly string[] | null;
  search: SchoolSearch;
  onSearchChange: (search: SchoolSearch) => void;
  statistics: SchoolDashboardData | null;
  create: FormSubmissionActor;
  schoolInformationLogic?: SchoolInformationLogic;
  /** Further actions beside Create School (the download of schools.xlsx). */
  actions?: ReactNode;
}

const anyKey = 'any';
const numberFormat = new Intl.NumberFormat('en-NG');

export function SchoolListView({
  schools,
  total,
  categories,
  states,
  search,
  onSearchChange,
  statistics,
  create,
  districts,
  staffAutocompleteLogic,
  addressLogic,
  schoolInformationLogic,
  actions,
  ...createDialog
}: SchoolListViewProps) {
  const terms = useTerminology();
  const cardFields = (school: School) => [
    { label: 'Category', value: school.category },
    { label: terms.district, value: school.district?.name },
    { label: 'Principal', value: school.principal && personNameOf(school.principal) },
  ];
  return (
    <EntityListPage
      {...createDialog}
      title={pageTitles.schoolManagement}
      intro="The schools of your state. Open a school's information for its staff and students, or create a school."
      createLabel="Create School"
      actions={actions}
      createDialogSize="large"
      createForm={(frame) => (
        <SchoolForm
          {...frame}
          actor={create}
          categories={categories}
          districts={districts}
          staffAutocompleteLogic={staffAutocompleteLogic}
          addressLogic={addressLogic}
        />
      )}
      cards={{
        'aria-label': 'Schools',
        items: schools,
        title: (school) => school.name,
        fields: cardFields,
        info: (school) => [
          { label: 'Category', value: school.category },
          { label: 'Principal', value: school.principal && personNameOf(school.principal) },
          { label: 'Vice principal', value: school.vicePrincipal && personNameOf(school.vicePrincipal) },
        ],
        infoDetails: (school) => <SchoolFigures id={school.id} logic={schoolInformationLogic} />,
        editHref: (school) => editSchoolHref(school.id),
      }}
      after={statistics && <SchoolDashboard data={statistics} terms={terms} />}
    >
      <section aria-labelledby="school-search" className="SchoolSearch">
        <h2 id="school-search" className="Dashboard-heading">
          Schools
        </h2>
        <div className="SchoolSearch-filters">
          {states && (
            <Select
              label="State"
              selectedKey={search.state ?? anyKey}
              onSelectionChange={(key) => onSearchChange({ ...search, state: key === anyKey || key === null ? undefined : String(key) })}
              items={[{ id: anyKey, name: 'All states' }, ...states.map((name) => ({ id: name, name }))]}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
          <Select
            label="Category"
            selectedKey={search.category ?? anyKey}
            onSelectionChange={(key) =>
              onSearchChange({ ...search, category: key === anyKey || key === null ? undefined : (String(key) as SchoolCategory) })
            }
            items={[{ id: anyKey, name: 'All categories' }, ...categories.map((category) => ({ id: category, name: category }))]}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </div>
        <p role="status" className="SchoolSearch-count">
          {total > schools.length
            ? `Showing ${numberFormat.format(schools.length)} of ${numberFormat.format(total)} schools: narrow the search`
            : `${numberFormat.format(total)} ${total === 1 ? 'school' : 'schools'}`}
        </p>
      </section>
    </EntityListPage>
  );
}
