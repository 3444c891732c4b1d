// The drawer's content, and the clock machine's one state (`ticking`) as the drawer clock shows it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, waitFor } from 'storybook/test';
import { storyNow, storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { useAppServices, useClockNow } from '../../services/AppServices';
import { mainMenu } from '../../services/pages';
import { defaultTerminology } from '../../services/terminology';
import { formatClockDate, formatClockTime } from '../../lib/date';
import { DrawerClock, DrawerPanel } from './Frame';

const meta = {
  title: 'Layout/Drawer content',
  component: DrawerPanel,
  decorators: [withServices, withMemoryRouter],
  loaders: [async () => ({ services: await storyServices(), router: await storyRouter('/calendar') })],
  argTypes: {
    stateName: { control: 'text' },
    logoSrc: { control: 'text', description: "The state's crest; none shows the default." },
    currentPath: { control: 'text', description: 'The page shown, marked in the menu.' },
    terms: { control: 'object', description: "The state's own words for district and the staff numbers." },
    entries: { control: 'object' },
    now: { control: 'date' },
    onNavigate: { control: false },
  },
  args: {
    stateName: 'Lagos',
    logoSrc: null,
    now: new Date(storyNow),
    entries: mainMenu,
    terms: defaultTerminology,
    currentPath: '/calendar',
  },
  render: (args) => (
    <div style={{ width: 280, border: '1px solid var(--ui-border)' }}>
      <DrawerPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof DrawerPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state-level menu with the current page marked, the default crest and the clock. */
export const Menu: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Events & Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'District Creation' })).toHaveAttribute('href', '/district-creation');
    await expect(canvas.getByRole('img', { name: 'Lagos logo' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(mainMenu.length);
  },
};

/** A state that calls its districts LGEAs: the menu says 'LGEA Creation'. */
export const RenamedDistrict: Story = {
  args: { terms: { ...defaultTerminology, district: 'LGEA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'LGEA Creation' })).toBeVisible();
  },
};

/** While the account is gated there is no menu, only the logo and clock. */
export const Gated: Story = {
  args: { entries: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByText(formatClockDate(storyNow))).toBeVisible();
  },
};

function LiveClock() {
  const { clock } = useAppServices();
  const now = useClockNow();
  const state = useSelector(clock, (s) => String(s.value));
  return (
    <div data-state={state}>
      <DrawerClock now={now} />
    </div>
  );
}

/** The clock machine in `ticking`: the drawer clock shows its time and date, and follows each tick. */
export const ClockTicking: Story = {
  render: () => <LiveClock />,
  play: async ({ canvas, loaded }) => {
    const { clock } = loaded.services as Awaited<ReturnType<typeof storyServices>>;
    await expect(clock.getSnapshot().value).toBe('ticking');
    await expect(canvas.getByText('Tuesday, 12-05-2026')).toBeVisible();
    await expect(canvas.getByText(formatClockTime(storyNow))).toBeVisible();
    // A tick (or a sync after the tab was hidden) moves the clock to the present.
    clock.send({ type: 'clock.sync' });
    await waitFor(() => expect(canvas.queryByText(formatClockTime(storyNow))).not.toBeInTheDocument());
  },
};
