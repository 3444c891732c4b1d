// /dashboard/school-management: the figures and the school cards; the info dialog in each state of the school
// information machine (loading, loaded, failed); the search by category and a super-admin's state; and the create
// dialog through its submit flow, the principal picked with the staff autocomplete.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { emptyListText, successMessages, validationMessages } from '../../lib/messages';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../testing/storySupport';
import { schoolDashboard } from '../../testing/dashboardFixtures';
import { emptySchoolValues, schoolCategories, schoolFormSchema, type SchoolSearch } from './schools.form';
import { districtsFixture, informationLogic, pickStaff, pickerLogic, schoolsFixture, staffSuggestionsFixture } from '../../testing/schoolFixtures';
import { SchoolListView, type SchoolListViewProps } from './SchoolListView';

const meta = {
  title: 'Schools/School list',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { create: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded & Record<string, unknown>>> };

const actor = (submit: AnyActorLogic = pending()) =>
  submissionActor({ submit, values: emptySchoolValues, schema: schoolFormSchema, successMessage: successMessages.schoolCreated });
const loaders = (submit?: AnyActorLogic) => [
  async () => ({ create: actor(submit), services: await storyServices(), router: await storyRouter('/dashboard/school-management') }),
];

const onSearchChange = fn();

function Page({ create, open = false, ...props }: { create: FormSubmissionActor; open?: boolean } & Partial<SchoolListViewProps>) {
  const [isOpen, setOpen] = useState(open);
  const [search, setSearch] = useState<SchoolSearch>({});
  return (
    <SchoolListView
      schools={schoolsFixture}
      total={schoolsFixture.length}
      categories={schoolCategories}
      states={null}
      districts={districtsFixture}
      statistics={schoolDashboard}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        onSearchChange(next);
      }}
      create={create}
      isCreateOpen={isOpen}
      onCreateOpenChange={setOpen}
      staffAutocompleteLogic={pickerLogic()}
      schoolInformationLogic={informationLogic()}
      {...props}
    />
  );
}

const render =
  (props: Partial<SchoolListViewProps> & { open?: boolean } = {}): Story['render'] =>
  (_args, { loaded }) => <Page create={(loaded as Loaded).create} {...props} />;
const body = () => within(document.body);
const createOf = (loaded: unknown) => (loaded as Loaded).create;

/** The figures (charts with their tables), then the school cards. */
export const Schools: Story = {
  loaders: loaders(),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'School Management' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Schools by category' })).toBeVisible();
    const cards = canvas.getByRole('grid', { name: 'Schools' });
    await expect(within(cards).getAllByRole('row')).toHaveLength(3);
    await expect(within(cards).getByRole('link', { name: 'Edit Agege Junior Grammar School' })).toHaveAttribute(
      'href',
      '/dashboard/school-management/edit-school/721e684b-1887-4fc3-8b16-b0be481062a4',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('3 schools');
  },
};

export const NoSchools: Story = {
  loaders: loaders(),
  render: render({ schools: [], total: 0, statistics: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};

/** More schools match than the list holds: the page says so. */
export const LimitReached: Story = {
  loaders: loaders(),
  render: render({ total: 1204 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 3 of 1,204 schools: narrow the search');
  },
};

/** A super-admin searches by state as well as by category; each choice is handed to the route for the URL. */
export const SearchByStateAndCategory: Story = {
  loaders: loaders(),
  render: render({ states: ['Kano', 'Lagos'] }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /State$/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Kano' }));
    await expect(onSearchChange).toHaveBeenLastCalledWith({ state: 'Kano' });
    await userEvent.click(canvas.getByRole('button', { name: /Category/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Technical' }));
    await expect(onSearchChange).toHaveBeenLastCalledWith({ state: 'Kano', category: 'Technical' });
  },
};

const openInfo = async (canvas: ReturnType<typeof within>, name = 'Agege Junior Grammar School') => {
  await userEvent.click(canvas.getByRole('button', { name: `Information about ${name}` }));
  return body().findByRole('dialog', { name });
};

/** The info dialog, `loaded`: category, principal, vice principal, and the figures read on opening. */
export const InfoLoaded: Story = {
  loaders: loaders(),
  render: render(),
  play: async ({ canvas }) => {
    const dialog = await openInfo(canvas);
    await expect(await within(dialog).findByText('1,840')).toBeVisible();
    for (const text of ['Junior Secondary', 'Chinedu Eze', 'Halima Musa', 'Staff count', '84', 'Male students', '900', 'Female students', '940']) {
      await expect(within(dialog).getByText(text)).toBeVisible();
    }
    // Closing gives focus back to the button that opened it, not to the school's card.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Information about Agege Junior Grammar School' })).toHaveFocus());
  },
};

/** The info dialog, `loading`. */
export const InfoLoading: Story = {
  loaders: loaders(),
  render: render({ schoolInformationLogic: informationLogic(pending()) }),
  play: async ({ canvas }) => {
    const dialog = await openInfo(canvas);
    await expect(within(dialog).getByRole('status')).toHaveTextContent("Reading the school's figures…");
  },
};

/** The info dialog, `failed`: the server's message and a way to try again. */
export const InfoFailed: Story = {
  loaders: loaders(),
  render: render({ schoolInformationLogic: informationLogic(fails('The school could not be read', 500)) }),
  play: async ({ canvas }) => {
    const dialog = await openInfo(canvas);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The school could not be read');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The create dialog, `editing`: its fields, the district labelled with the state's term. */
export const CreateEditing: Story = {
  loaders: loaders(),
  render: render({ open: true }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await expect(within(dialog).getByRole('textbox', { name: 'School name' })).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: /District/ })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Principal' })).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'Vice principal' })).toBeVisible();
  },
};

/** The state's districts could not be read: the district waits, and the form says why. */
export const CreateWithoutDistricts: Story = {
  loaders: loaders(),
  render: render({ open: true, districts: null }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await expect(within(dialog).getByText('The district list could not be read: the school can be placed in a district later.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /District/ })).toBeDisabled();
  },
};

/** The create dialog, `invalid`: nothing typed, the required fields say so. */
export const CreateInvalid: Story = {
  loaders: loaders(),
  render: render({ open: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create School' }));
    await expect(await within(dialog).findByText(validationMessages.formInvalid)).toBeVisible();
    await expect(within(dialog).getAllByText(validationMessages.required)).toHaveLength(2);
    await expect(createOf(loaded).getSnapshot().value).toBe('invalid');
  },
};

async function fillNewSchool(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'School name' }), 'Ikeja Model College');
  await userEvent.click(within(dialog).getByRole('button', { name: /Category/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Junior Secondary' }));
  await pickStaff(within(dialog).getByRole('combobox', { name: 'Principal' }), 'ada', 'Mr Adamu Bello');
}

/** The create dialog, `submitting`. */
export const CreateSubmitting: Story = {
  loaders: loaders(),
  render: render({ open: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await fillNewSchool(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create School' }));
    await waitFor(() => expect(createOf(loaded).getSnapshot().value).toBe('submitting'));
  },
};

/** The create dialog, `succeeded`: 'School Created Successfully', the principal sent by id. */
export const CreateSucceeded: Story = {
  loaders: loaders(answers({ id: 'new' })),
  render: render({ open: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await fillNewSchool(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create School' }));
    await expectNotifiedOnly(createOf(loaded), successMessages.schoolCreated, dialog);
    await expect(createOf(loaded).getSnapshot().context.values).toMatchObject({
      name: 'Ikeja Model College',
      category: 'Junior Secondary',
      principal: { id: staffSuggestionsFixture[1]?.id, name: 'Mr Adamu Bello' },
    });
  },
};

/** The create dialog, `failed`: the server's message about the principal beside the Principal field; what was typed stays. */
export const CreateFailed: Story = {
  loaders: loaders(
    fails('Mr Adamu Bello is already the principal of Agege Junior Grammar School', 409, 0, [
      { field: 'principal', message: 'Mr Adamu Bello is already the principal of Agege Junior Grammar School' },
    ]),
  ),
  render: render({ open: true }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create School' });
    await fillNewSchool(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create School' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(validationMessages.formInvalid);
    const principal = within(dialog).getByRole('combobox', { name: 'Principal' });
    await expect(principal).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('Mr Adamu Bello is already the principal of Agege Junior Grammar School')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'School name' })).toHaveValue('Ikeja Model College');
  },
};
