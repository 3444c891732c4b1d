// The authenticated frame on real app actors. Each account-status gate state (active, unverified, suspended,
// resetPassword) and each theme machine state (loading, light, dark) renders the real layout.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import type { AppServicesValue } from '../../services/AppServices';
import { forbiddenPage, noRolePage, resetPasswordNotice, suspendedNotice, unverifiedNotice } from '../../lib/messages';
import { staffFixture, staffHoldingFixture, stateDetailsFixture } from '../../testing/fixtures';
import { mainMenu as menuEntries } from '../../services/pages';
import { AlternateLayout, MainLayout } from './MainLayout';

const crumbs = [
  { title: 'Home', href: '/' },
  { title: 'Staff Management', href: '/staff-management' },
];

const meta = {
  title: 'Layout/Main layout',
  component: MainLayout,
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/staff-management', breadcrumbs: crumbs, children: <h1>Staff Management</h1> },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { services: AppServicesValue };

// --ui-bg of each theme (theme.css), as the browser computes it.
const lightBackground = 'rgb(245, 247, 249)';
const darkBackground = 'rgb(13, 18, 23)';
const pageBackground = (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector('.ui-DrawerLayout');
  return frame ? getComputedStyle(frame).backgroundColor : null;
};
const servicesOf = (loaded: unknown) => (loaded as Loaded).services;

/** The menu lives in the inline drawer on wide screens and in the modal drawer (from 'Open menu') on narrow ones. */
async function mainMenu(canvas: ReturnType<typeof within>) {
  const inline = canvas.queryByRole('navigation', { name: 'Main menu' });
  if (inline) return inline;
  await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return within(drawer).getByRole('navigation', { name: 'Main menu' });
}

async function closeDrawer() {
  if (screen.queryByRole('dialog', { name: 'Menu' })) {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  }
}

/** Gate `active`: the state's page, its menu and the top bar. */
export const Active: Story = {
  loaders: [async () => ({ services: await storyServices(), router: await storyRouter('/staff-management') })],
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
    await expect(canvas.getByText('Lagos', { selector: '.TopBar-state' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Find a staff member' })).toBeInTheDocument();
    const menu = await mainMenu(canvas);
    await expect(within(menu).getByRole('link', { name: 'Staff Management' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getAllByRole('link')).toHaveLength(menuEntries.length);
    await closeDrawer();
    await expect(servicesOf(loaded).session.getSnapshot().matches('signedIn')).toBe(true);
  },
};

/**
 * A page the staff member's role does not include, opened by its address: the notice instead of the page, and a menu
 * of only what the role includes.
 */
export const NotInRole: Story = {
  loaders: [async () => ({ services: await storyServices({ staff: staffHoldingFixture(['class.view', 'calendar.view']) }), router: await storyRouter('/staff-management') })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: forbiddenPage.heading })).toBeVisible();
    await expect(canvas.getByText(forbiddenPage.notice)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Staff Management' })).toBeNull();
    const menu = await mainMenu(canvas);
    await expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Class Management', 'Events & Calendar']);
    await closeDrawer();
  },
};

/**
 * Someone who holds no role where they work (their role was deleted, or they handed the state on): no menu and no
 * staff search; the page says so and names the state's owner to ask.
 */
export const NoRole: Story = {
  loaders: [
    async () => ({
      services: await storyServices({ staff: staffHoldingFixture([], { id: '0c9d8e7f-1111-4a2b-8c3d-4e5f6a7b8c9d' }) }),
      router: await storyRouter('/'),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: noRolePage.heading('Lagos') })).toBeVisible();
    await expect(
      canvas.getByText("You hold no role in Lagos, so there are no pages for you to open yet. Ask Tunde Bakare (admin@demo.test), the state's owner, to give you one."),
    ).toBeVisible();
    await expect(canvas.queryByText(forbiddenPage.notice)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByLabelText('Find a staff member')).toBeNull();
  },
};

/** Gate `unverified` (the state awaits review): the notice, word for word, and no menu. */
export const Unverified: Story = {
  loaders: [
    async () => ({
      services: await storyServices({
        staff: staffFixture({ email: 'pending@demo.test', stateDetails: stateDetailsFixture({ name: 'Kano', accountStatus: 'Unverified' }) }),
      }),
      router: await storyRouter('/'),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(unverifiedNotice)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Staff Management' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    const menuButton = canvas.queryByRole('button', { name: 'Open menu' });
    if (menuButton) {
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(within(drawer).queryByRole('navigation')).not.toBeInTheDocument();
      await closeDrawer();
    }
  },
};

/** Gate `suspended`. */
export const Suspended: Story = {
  loaders: [
    async () => ({
      services: await storyServices({ staff: staffFixture({ stateDetails: stateDetailsFixture({ accountStatus: 'Suspended' }) }) }),
      router: await storyRouter('/'),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(suspendedNotice)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** Gate `resetPassword`: the way to set a new password. */
export const ResetPassword: Story = {
  loaders: [
    async () => ({
      services: await storyServices({ staff: staffFixture({ accountStatus: 'ResetPassword' }) }),
      router: await storyRouter('/'),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(resetPasswordNotice)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set a new password now' })).toHaveAttribute('href', '/logout?next=%2Fforgot-password');
  },
};

/** A state whose district term is 'LGEA': the menu follows it. */
export const RenamedTerms: Story = {
  loaders: [
    async () => {
      const base = stateDetailsFixture();
      const stateDetails = stateDetailsFixture({
        stateTerminologies: { ...base.stateTerminologies, district: { stateValue: 'LGEA', defaultValue: 'District', value: 'LGEA' } },
      });
      return { services: await storyServices({ staff: staffHoldingFixture(undefined, { stateDetails }) }), router: await storyRouter('/staff-management') };
    },
  ],
  play: async ({ canvas }) => {
    const menu = await mainMenu(canvas);
    await expect(within(menu).getByRole('link', { name: 'LGEA Creation' })).toBeVisible();
    await closeDrawer();
  },
};

/** Theme machine `light`: the switch is off and the page light; turning it on moves the machine to `dark`. */
export const ThemeLight: Story = {
  globals: { theme: 'light' },
  loaders: [async () => ({ services: await storyServices({ theme: 'light' }), router: await storyRouter('/staff-management') })],
  play: async ({ canvas, canvasElement, loaded }) => {
    const { theme } = servicesOf(loaded);
    await expect(theme.getSnapshot().value).toBe('light');
    await expect(pageBackground(canvasElement)).toBe(lightBackground);
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(theme.getSnapshot().value).toBe('dark'));
    await expect(toggle).toBeChecked();
  },
};

/** Theme machine `dark`: the switch is on and the page is dark, whichever theme the story runner uses. */
export const ThemeDark: Story = {
  // The stories keep the theme machine off the document, so the page's theme comes from the story's global.
  globals: { theme: 'dark' },
  loaders: [async () => ({ services: await storyServices({ theme: 'dark' }), router: await storyRouter('/staff-management') })],
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(servicesOf(loaded).theme.getSnapshot().value).toBe('dark');
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await expect(pageBackground(canvasElement)).toBe(darkBackground);
  },
};

/** Theme machine `loading` (the remembered theme is being read): the default, light, shows meanwhile. */
export const ThemeLoading: Story = {
  loaders: [async () => ({ services: await storyServices({ theme: 'loading' }), router: await storyRouter('/staff-management') })],
  play: async ({ canvas, loaded }) => {
    await expect(servicesOf(loaded).theme.getSnapshot().value).toBe('loading');
    await expect(canvas.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
  },
};

/** The alternate layout (dashboards, profile, logout): no inline drawer at any width, the menu opens from the button. */
export const Alternate: Story = {
  loaders: [async () => ({ services: await storyServices(), router: await storyRouter('/dashboard/profile') })],
  args: {
    currentPath: '/dashboard/profile',
    breadcrumbs: [
      { title: 'Home', href: '/' },
      { title: 'Dashboard', href: '/dashboard' },
      { title: 'User Profile', href: '/dashboard/profile' },
    ],
    children: <h1>User Profile</h1>,
  },
  render: (args) => <AlternateLayout {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await closeDrawer();
  },
};
