// Story support for the school screens: schools shaped like the demo state's, and the school form's pickers and
// info dialog with stand-in calls.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { schoolInformationMachine, type SchoolInfo } from '../features/schools/schoolInformation.machine';
import { staffAutocompleteMachine, type StaffSuggestion } from '../machines/staffAutocomplete.machine';
import { answers } from './storyActors';
import type { School } from '../features/schools/schools.form';

const lagos = { id: '0f3b2c1d-0000-4000-8000-00000000000a', name: 'Lagos' };
const ikeja = { id: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6', name: 'Ikeja' };

export const districtsFixture = [ikeja, { id: '0698fb06-b0fc-4fbd-b040-058e0e879faa', name: 'Badagry' }];

export const staffSuggestionsFixture: StaffSuggestion[] = [
  { id: '4f7c2a10-0000-4000-8000-000000000001', name: 'Mrs Adaeze Okafor', email: 'adaeze.okafor@demo.test' },
  { id: '4f7c2a10-0000-4000-8000-000000000002', name: 'Mr Adamu Bello', email: 'adamu.bello@demo.test' },
];

function school(id: string, name: string, overrides: Partial<School> = {}): School {
  return {
    id,
    name,
    category: 'Junior Secondary',
    state: lagos,
    district: ikeja,
    localGovernment: 'Ikeja',
    address: 'Oba Akran Avenue, Ikeja, Lagos',
    addressCoordinates: { coordinates: [6.6018, 3.3515] },
    principal: { id: '4f7c2a10-0000-4000-8000-000000000003', firstName: 'Chinedu', lastName: 'Eze' },
    vicePrincipal: { id: '4f7c2a10-0000-4000-8000-000000000004', firstName: 'Halima', lastName: 'Musa' },
    schoolRoles: [],
    createdAt: '2026-01-12T09:00:00.000Z',
    ...overrides,
  };
}

export const schoolsFixture: School[] = [
  school('721e684b-1887-4fc3-8b16-b0be481062a4', 'Agege Junior Grammar School'),
  school('a548e728-144a-4eaa-b0cf-cbaef1165207', 'Agege Senior High School 1', { category: 'Senior Secondary', vicePrincipal: null }),
  school('7286d278-9ad6-425f-828d-bfcf26677a4c', 'Badagry Technical College', {
    category: 'Technical',
    district: null,
    principal: null,
    vicePrincipal: null,
    address: null,
    addressCoordinates: null,
  }),
];

export const schoolInfoFixture: SchoolInfo = {
  id: '721e684b-1887-4fc3-8b16-b0be481062a4',
  name: 'Agege Junior Grammar School',
  category: 'Junior Secondary',
  principal: { id: '4f7c2a10-0000-4000-8000-000000000003', firstName: 'Chinedu', lastName: 'Eze' },
  vicePrincipal: { id: '4f7c2a10-0000-4000-8000-000000000004', firstName: 'Halima', lastName: 'Musa' },
  staffCount: 84,
  studentCount: 1840,
  maleStudentCount: 900,
  femaleStudentCount: 940,
};

/** The staff pickers with a search that answers `search`. */
export const pickerLogic = (search: AnyActorLogic = answers(staffSuggestionsFixture)) =>
  staffAutocompleteMachine.provide({ actors: { searchStaff: search as never } });

/** The info dialog's figures with a read that answers `read`. */
export const informationLogic = (read: AnyActorLogic = answers(schoolInfoFixture)) =>
  schoolInformationMachine.provide({ actors: { loadInformation: read as never } });

/** Picks a staff member in a staff picker as a user would: types, waits for the suggestion, arrows to it, Enter. */
export async function pickStaff(picker: HTMLElement, typed: string, name: string): Promise<void> {
  await userEvent.clear(picker);
  await userEvent.type(picker, typed);
  const wanted = await within(document.body).findByRole('option', { name: new RegExp(name) });
  const options = within(wanted.closest('[role="listbox"]') as HTMLElement).getAllByRole('option');
  const index = options.indexOf(wanted);
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(index + 1)}{Enter}`);
  await waitFor(() => expect(picker).toHaveValue(name));
}
