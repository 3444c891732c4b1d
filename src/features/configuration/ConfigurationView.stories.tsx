// /configuration: every state of the retirement forecast (loading, shown, refreshing after saved criteria, failed),
// the criteria refused beside their fields, a role that may not configure (facts), what is incomplete, and the warning
// when leaving with unsaved changes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { submissionIn } from '../../../.storybook/submission';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { defaultTerminology } from '../../services/terminology';
import { stateDetailsFixture } from '../../testing/fixtures';
import { createActor, fromPromise } from 'xstate';
import { fails, pending, settledIn } from '../../testing/storySupport';
import { terminologyValuesOf } from './terminologies.form';
import { configurationMessages, ConfigurationView, type ConfigurationViewProps } from './ConfigurationView';
import { forecastFixture } from '../../testing/configurationFixtures';
import { retirementSchema, retirementValuesOf, type RetirementForecast, type StateDetails } from './configuration.form';
import { retirementForecastMachine, type RetirementForecastActor } from './retirementForecast.machine';
import { terminologiesReadOnly } from './TerminologiesCard';

const complete = stateDetailsFixture({
  finalGrades: [{ id: '9c1f0000-0000-4000-8000-000000000001', gradeLabel: 'A1', remark: 'Excellent', minimumMark: 0, maximumMark: 100, createdAt: '2026-01-01T00:00:00.000Z' }],
  globalAssessment: [{ id: '9c1f0000-0000-4000-8000-000000000002', assessmentName: 'Examination', mark: 100 }],
  affectiveDomain: [{ name: 'Punctuality', description: null }],
  psychomotorSkill: [{ name: 'Handwriting', description: null }],
  reportCardBilling: { pricePerReportCard: 15000, currency: 'NGN' },
});

type Loaded = { terminologies: FormSubmissionActor; criteria: FormSubmissionActor; forecast: RetirementForecastActor };
type Story = StoryObj<typeof meta>;

const meta = {
  title: 'Configuration/Configuration',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

/** The forecast actor settled in `state`: its read answering, never answering, or refused. */
async function forecastIn(state: 'loading' | 'shown' | 'refreshing' | 'failed'): Promise<RetirementForecastActor> {
  if (state === 'loading') return createActor(retirementForecastMachine.provide({ actors: { loadForecast: pending() } })).start();
  if (state === 'failed') {
    return settledIn(createActor(retirementForecastMachine.provide({ actors: { loadForecast: fails('The forecast could not be read', 500, 300) } })).start(), (s) => s.matches('failed'));
  }
  // The first read answers; another (after saved criteria) never does, so a refreshing story stays refreshing.
  let reads = 0;
  const firstOnly = fromPromise<RetirementForecast>(() => (reads++ === 0 ? Promise.resolve(forecastFixture) : new Promise<RetirementForecast>(() => {})));
  const actor = await settledIn(createActor(retirementForecastMachine.provide({ actors: { loadForecast: firstOnly } })).start(), (s) => s.matches('shown'));
  if (state === 'refreshing') actor.send({ type: 'forecast.refresh' });
  return actor;
}

const loaders = (options: { forecast?: Parameters<typeof forecastIn>[0]; criteria?: Parameters<typeof submissionIn>[0]; criteriaValues?: Record<string, unknown>; state?: StateDetails } = {}) => [
  async () => {
    const state = options.state ?? complete;
    return {
      services: await storyServices(),
      router: await storyRouter('/configuration'),
      terminologies: await submissionIn('editing', { values: terminologyValuesOf(state) }),
      criteria: await submissionIn(options.criteria ?? 'editing', { values: options.criteriaValues ?? retirementValuesOf(state), schema: retirementSchema }),
      forecast: await forecastIn(options.forecast ?? 'shown'),
    };
  },
];

const render =
  (props: Partial<ConfigurationViewProps> = {}): Story['render'] =>
  (_args, { loaded }) => {
    const { terminologies, criteria, forecast } = loaded as Loaded;
    return (
      <ConfigurationView
        state={complete}
        terms={defaultTerminology}
        terminologies={terminologies}
        criteria={criteria}
        forecast={forecast}
        dataQualityHref="/configuration/data-quality"
        {...props}
      />
    );
  };

/** The forecast shown: each district and staff type, overdue and by year, each number a link to its staff. */
export const ForecastShown: Story = {
  loaders: loaders(),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
    await expect(canvas.getByText(configurationMessages.complete)).toBeVisible();
    await expect(canvas.getByText('₦150.00')).toBeVisible();
    // The retirement section is drawn after what is above it has painted.
    await expect(await canvas.findByRole('textbox', { name: 'Retirement age' })).toHaveValue('60');
    const table = canvas.getByRole('table', { name: 'Retirement forecast' });
    await expect(within(table).getByRole('link', { name: '4 staff retiring in 2027, District I, Teaching' })).toHaveAttribute(
      'href',
      '/configuration/records?kind=staff&retirement=2027&district=3f1c2a4e-0000-4000-8000-000000000001&staffType=Teaching',
    );
    await expect(within(table).getByRole('link', { name: '3 staff past a retirement limit' })).toHaveAttribute('href', '/configuration/records?kind=staff&retirement=overdue');
    // Staff in no district have no search of their own: their numbers are plain.
    await expect(within(table).getByRole('row', { name: /^No District/ })).not.toContainElement(within(table).queryByRole('link', { name: /2028, No District/ }));
    await expect(canvas.getByText(/4 staff have neither a date of birth/)).toBeVisible();
  },
};

/** The first read on its way. */
export const ForecastLoading: Story = {
  loaders: loaders({ forecast: 'loading' }),
  render: render(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Reading the forecast' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Retirement forecast' })).toBeNull();
  },
};

/** Criteria saved: the forecast reads again, the last numbers staying meanwhile. */
export const ForecastRefreshing: Story = {
  loaders: loaders({ forecast: 'refreshing' }),
  render: render(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Reading the forecast' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Retirement forecast' })).toBeVisible();
  },
};

/** The read refused: said where the forecast is, with a way to try again. */
export const ForecastFailed: Story = {
  loaders: loaders({ forecast: 'failed' }),
  render: render(),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('The forecast could not be read')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((loaded as Loaded).forecast.getSnapshot().value).toBe('loading');
  },
};

/** Criteria out of range: each field says why, beside it; nothing is sent. */
export const CriteriaInvalid: Story = {
  loaders: loaders({ criteria: 'invalid', criteriaValues: { maximumAge: 90, maximumYearsOfService: 5 } }),
  render: render(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The retirement age has to be a whole number of years from 40 to 80')).toBeVisible();
    await expect(canvas.getByText('The years of service have to be a whole number from 10 to 50')).toBeVisible();
  },
};

/** A role that may not configure the state: the terms and criteria as facts, the forecast still shown. */
export const ReadOnly: Story = {
  loaders: loaders(),
  render: render({ terminologies: null, criteria: null, dataQualityHref: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(terminologiesReadOnly)).toBeVisible();
    await expect(await canvas.findByText(configurationMessages.retirementReadOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save retirement criteria' })).toBeNull();
  },
};

/** What keeps report cards from being computed, each with where it is set. */
export const Incomplete: Story = {
  loaders: loaders(),
  render: render({
    state: stateDetailsFixture({ finalGrades: [], globalAssessment: [{ id: '9c1f0000-0000-4000-8000-000000000003', assessmentName: 'Test', mark: 40 }], affectiveDomain: [], psychomotorSkill: [] }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No final grades are set.')).toBeVisible();
    await expect(canvas.getByText(/The assessments add up to 40%: report cards cannot be issued until they total 100%./)).toBeVisible();
    await expect(canvas.getByText('No psychomotor skills are set.')).toBeVisible();
  },
};

const onStay = fn();
const onLeave = fn();

/** Leaving with a section changed and not saved: stay (the default button) or leave without saving. */
export const LeavingUnsaved: Story = {
  loaders: loaders(),
  render: render({ leaving: { sections: ['Retirement criteria'], onStay, onLeave } }),
  play: async () => {
    const dialog = within(document.body).getByRole('alertdialog', { name: configurationMessages.leaveTitle });
    await expect(dialog).toHaveTextContent('Retirement criteria has changes that are not saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: configurationMessages.discard }));
    await expect(onLeave).toHaveBeenCalled();
  },
};

/** Renaming 'District' to 'LGEA' sends the terms to the terminologies actor (empty ones return to the default). */
export const RenameDistrict: Story = {
  loaders: loaders(),
  render: render(),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText('Now: District. Default: District.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Term for 'District'"), 'LGEA');
    await userEvent.click(canvas.getByRole('button', { name: 'Save terminologies' }));
    const { terminologies } = loaded as Loaded;
    await waitFor(() => expect(terminologies.getSnapshot().value).toBe('submitting'));
    await expect(terminologies.getSnapshot().context.values).toEqual({ district: 'LGEA', oracleNumber: '', tescomNumber: '', subebNumber: '' });
  },
};
