// The state profile with its two formSubmission actors (logo, details), and its terms shown with where they are set.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { stateDetailsFixture } from '../../testing/fixtures';
import { contactSchema, contactValuesOf, type StateDetails } from './state.form';
import { readOnlyNotes, StateProfileView, terminologiesMoved } from './StateProfileView';

const base = stateDetailsFixture({
  motto: 'Excellence in Education',
  emails: ['info@lagos.edu.test', 'schools@lagos.edu.test'],
  phoneNumbers: [
    { code: '+234', number: '8030000000' },
    { code: '+234', number: '8091234567' },
  ],
});

type Loaded = { logo: FormSubmissionActor; details: FormSubmissionActor };

const meta = {
  title: 'State/State profile (form submission)',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type State = Parameters<typeof submissionIn>[0];

/** Each form's actor in `state`, starting from the values of `details` (as the route's resource gives them). */
const logoIn = (state: State, options: { error?: string } = {}) => submissionIn(state, { values: { file: null }, ...options });
const detailsIn = (state: State, details: StateDetails = base) => submissionIn(state, { values: contactValuesOf(details), schema: contactSchema });

const editingWith = (details: StateDetails) => async () => ({
  logo: await logoIn('editing'),
  details: await detailsIn('editing', details),
});
const editing = editingWith(base);

const renderWith =
  (state = base): Story['render'] =>
  (_args, { loaded }) => {
    const { logo, details } = loaded as Loaded;
    return <StateProfileView state={state} logo={logo} details={details} />;
  };

/** The state's details, contact lists one a line, and its terms (empty: the default). */
export const Editing: Story = {
  loaders: [editing],
  render: renderWith(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'State Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Email addresses')).toHaveValue('info@lagos.edu.test\nschools@lagos.edu.test');
    await expect(canvas.getByText(terminologiesMoved)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open Configuration' })).toHaveAttribute('href', '/configuration');
  },
};

const renamed = stateDetailsFixture({
  stateTerminologies: {
    district: { stateValue: 'LGEA', defaultValue: 'District', value: 'LGEA' },
    oracleNumber: { stateValue: 'IPPIS Number', defaultValue: 'Oracle Number', value: 'IPPIS Number' },
    tescomNumber: { stateValue: null, defaultValue: 'Tescom Number', value: 'Tescom Number' },
    subebNumber: { stateValue: null, defaultValue: 'Subeb Number', value: 'Subeb Number' },
  },
});

/** A state with its own terms: each shown as it is used now, beside the default it replaces. */
export const RenamedTerms: Story = {
  loaders: [editingWith(renamed)],
  render: renderWith(renamed),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IPPIS Number')).toBeVisible();
    await expect(canvas.getByText('LGEA')).toBeVisible();
  },
};

/** A bad phone line: the field names it. */
export const InvalidPhone: Story = {
  loaders: [
    async () => ({
      ...(await editing()),
    }),
  ],
  render: renderWith(),
  play: async ({ canvas }) => {
    const phones = canvas.getByLabelText('Phone numbers');
    await userEvent.type(phones, '{Enter}0803');
    await userEvent.click(canvas.getByRole('button', { name: 'Save state details' }));
    await expect(await canvas.findByText('0803: Please put in only the last ten digits of your phone number.')).toBeVisible();
    await expect(canvas.getByText('Validation failed: Please ensure all fields are filled correctly')).toBeVisible();
  },
};

/** `submitting` (details) and `failed` (logo) side by side. */
export const SubmittingAndFailed: Story = {
  loaders: [
    async () => ({
      details: await detailsIn('submitting'),
      logo: await logoIn('failed', { error: 'You do not have permission to do this' }),
    }),
  ],
  render: renderWith(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save state details/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('You do not have permission to do this')).toBeVisible();
  },
};

/**
 * A role without state.update (the old owner after a transfer): the profile as facts,
 * each with what the role does not allow, in words; no form to be refused on save.
 */
export const ReadOnly: Story = {
  render: () => <StateProfileView state={base} logo={null} details={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Save|Upload/ })).toBeNull();
    await expect(canvas.getByText(readOnlyNotes.profile)).toBeVisible();
    await expect(canvas.getByText('info@lagos.edu.test, schools@lagos.edu.test')).toBeVisible();
    await expect(canvas.getByText('Excellence in Education')).toBeVisible();
  },
};
