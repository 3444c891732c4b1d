// The school form's submit flow (formSubmission machine) through the real edit page: editing (the school's values,
// its principal and vice principal already chosen), invalid (one staff member in both roles), submitting, succeeded
// ('School Updated Successfully') and failed (the server's message beside the field it names).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { schoolMessages } from '../../lib/messages';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../testing/storySupport';
import { samePersonMessage, schoolCategories, schoolFormSchema, schoolValuesOf, type School } from './schools.form';
import { districtsFixture, pickStaff, pickerLogic, schoolsFixture } from '../../testing/schoolFixtures';
import { SchoolEditView } from './SchoolEditView';

const agege = schoolsFixture[0] as School;

const meta = {
  title: 'Schools/Edit school (form submission)',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { update: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded & Record<string, unknown>>> };

const loaders = (submit: AnyActorLogic = pending()) => [
  async () => ({
    update: submissionActor({ submit, values: schoolValuesOf(agege), schema: schoolFormSchema, successMessage: schoolMessages.schoolUpdated }),
    services: await storyServices(),
    router: await storyRouter(`/dashboard/school-management/edit-school/${agege.id}`),
  }),
];
const render: Story['render'] = (_args, { loaded }) => (
  <SchoolEditView
    record={agege}
    categories={schoolCategories}
    districts={districtsFixture}
    update={(loaded as Loaded).update}
    staffAutocompleteLogic={pickerLogic()}
  />
);
const updateOf = (loaded: unknown) => (loaded as Loaded).update;
const save = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Save School' }));

/** `editing`: the form holds the school, its principal and vice principal chosen. */
export const Editing: Story = {
  loaders: loaders(),
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Agege Junior Grammar School' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'School name' })).toHaveValue('Agege Junior Grammar School');
    await expect(canvas.getByRole('button', { name: /District/ })).toHaveTextContent('Ikeja');
    await expect(canvas.getByRole('combobox', { name: 'Principal' })).toHaveValue('Chinedu Eze');
    await expect(canvas.getByRole('combobox', { name: 'Vice principal' })).toHaveValue('Halima Musa');
    await expect(canvas.getByRole('link', { name: 'Back to schools' })).toHaveAttribute('href', '/dashboard/school-management');
    await expect(updateOf(loaded).getSnapshot().value).toBe('editing');
  },
};

/** `invalid`: the vice principal chosen is the principal; the message is beside the vice principal, nothing sent. */
export const Invalid: Story = {
  loaders: loaders(),
  render,
  play: async ({ canvas, loaded }) => {
    await pickStaff(canvas.getByRole('combobox', { name: 'Vice principal' }), 'ada', 'Mrs Adaeze Okafor');
    await pickStaff(canvas.getByRole('combobox', { name: 'Principal' }), 'ada', 'Mrs Adaeze Okafor');
    await save(canvas);
    await expect(await canvas.findByText(samePersonMessage)).toBeVisible();
    await expect(updateOf(loaded).getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`. */
export const Submitting: Story = {
  loaders: loaders(),
  render,
  play: async ({ canvas, loaded }) => {
    await save(canvas);
    await waitFor(() => expect(updateOf(loaded).getSnapshot().value).toBe('submitting'));
  },
};

/** `succeeded`: 'School Updated Successfully', said once, as a notification. */
export const Succeeded: Story = {
  loaders: loaders(answers(agege)),
  render,
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'School name' }), ' Annex');
    await save(canvas);
    await expectNotifiedOnly(updateOf(loaded), schoolMessages.schoolUpdated, canvasElement);
    await expect(updateOf(loaded).getSnapshot().context.values).toMatchObject({ name: 'Agege Junior Grammar School Annex' });
  },
};

/** `failed`: the server names the field; its message shows beside it only. */
export const Failed: Story = {
  loaders: loaders(
    fails('A school named Agege Junior Grammar School already exists', 409, 0, [
      { field: 'body.name', message: 'A school named Agege Junior Grammar School already exists' },
    ]),
  ),
  render,
  play: async ({ canvas }) => {
    await save(canvas);
    await expect(await canvas.findByText('A school named Agege Junior Grammar School already exists')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'School name' })).toHaveAttribute('aria-invalid', 'true');
  },
};
