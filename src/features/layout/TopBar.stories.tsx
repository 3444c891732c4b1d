import type { Meta, StoryObj } from '@storybook/react-vite';
import { wiring } from '../../../.storybook/argTypes';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyRouter, withMemoryRouter } from '../../../.storybook/appServices';
import { TopBar } from './TopBar';

const at = (time: string) => new Date(`2026-05-12T${time}+01:00`);

const meta = {
  title: 'Layout/Top bar',
  component: TopBar,
  decorators: [withMemoryRouter],
  loaders: [async () => ({ router: await storyRouter('/dashboard') })],
  parameters: { layout: 'fullscreen' },
  argTypes: {
    stateName: { control: 'text' },
    staffName: { control: 'text' },
    isSuperAdmin: { control: 'boolean', description: 'A super-admin also gets Switch State in the profile menu.' },
    isGated: { control: 'boolean', description: 'The account may not use the portal: only Logout is offered.' },
    variant: { control: 'inline-radio', options: ['main', 'alternate'] },
    isDark: { control: 'boolean' },
    recentNotifications: { control: 'object' },
    onOpenMenu: { control: false },
    onDarkChange: { control: false },
    staffSearchLogic: wiring,
    organisationSwitcher: { control: false },
  },
  args: {
    stateName: 'Lagos',
    staffName: 'Adaeze Okafor',
    isSuperAdmin: false,
    onOpenMenu: fn(),
    isDark: false,
    onDarkChange: fn(),
    recentNotifications: [
      { id: 'notification-3', message: 'Profile Updated Successfully', tone: 'success', at: at('10:42:10') },
      { id: 'notification-2', message: 'Email already taken', tone: 'error', at: at('10:41:02') },
      { id: 'notification-1', message: 'Login Successful', tone: 'success', at: at('10:15:47') },
    ],
  },
  render: (args) => (
    <header style={{ display: 'flex', padding: '0.5rem 1rem', borderBottom: '1px solid var(--ui-border)' }}>
      <TopBar {...args} />
    </header>
  ),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell opens the recent notifications, newest first. */
export const Notifications: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 recent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recent notifications' });
    const items = dialog.querySelectorAll('li');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Profile Updated Successfully');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Past nine, the badge still shows the number its button's name says. */
export const ManyNotifications: Story = {
  args: {
    recentNotifications: Array.from({ length: 12 }, (_, index) => ({
      id: `notification-${index}`,
      message: `Staff member ${index + 1} updated`,
      tone: 'success' as const,
      at: at(`10:${String(10 + index).padStart(2, '0')}:00`),
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 12 recent' })).toHaveTextContent('12');
  },
};

export const NoNotifications: Story = {
  args: { recentNotifications: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await screen.findByText('No notifications yet.')).toBeVisible();
  },
};

/** The help icon opens the help text. */
export const Help: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    await expect(dialog).toHaveTextContent('support@stateportal.ng');
  },
};

/** A state admin's profile menu: User profile, State profile, Logout (no Switch State). */
export const ProfileMenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Adaeze Okafor' }));
    const menu = await screen.findByRole('menu');
    const names = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    await expect(names).toEqual(['User profile', 'State profile', 'Logout']);
    await userEvent.keyboard('{Escape}');
  },
};

/** A super-admin also gets Switch State. */
export const SuperAdminProfileMenu: Story = {
  args: { isSuperAdmin: true, staffName: 'Amina Yakubu' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Amina Yakubu' }));
    const item = await screen.findByRole('menuitem', { name: 'Switch State' });
    await expect(item).toHaveAttribute('href', '/super-admin/switch-state');
    await userEvent.keyboard('{Escape}');
  },
};

/** A gated account can only log out. */
export const Gated: Story = {
  args: { isGated: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu for Adaeze Okafor' }));
    const menu = await screen.findByRole('menu');
    await expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual(['Logout']);
    await userEvent.keyboard('{Escape}');
  },
};

/** The dark-mode switch reports the change. */
export const DarkModeSwitch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Dark mode' }));
    await expect(args.onDarkChange).toHaveBeenCalledWith(true);
  },
};
