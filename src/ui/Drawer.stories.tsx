import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { Drawer, DrawerLayout } from './Drawer';
import { MenuIcon } from './icons';
import { Link } from './Link';

function Nav({ onNavigate }: { onNavigate?: () => void }) {
  const links = [
    ['#dashboard', 'Dashboard'],
    ['#staff-management', 'Staff management'],
    ['#student-management', 'Student management'],
    ['#calendar', 'Events & Calendar'],
  ] as const;
  return (
    <nav aria-label="Main" style={{ padding: 16 }}>
      <p style={{ fontWeight: 700, margin: '0 0 12px' }}>Lagos State</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href} variant="standalone" onPress={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'UI/Drawer',
  component: DrawerLayout,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    footer: { control: 'text' },
    drawerLabel: { control: 'text' },
    drawer: { control: false },
    header: { control: false },
    children: { control: false },
  },
  args: {
    drawer: <Nav />,
    header: <strong>Lagos State</strong>,
    footer: 'Powered by the State Education Portal',
    children: <h1 style={{ margin: 0 }}>Dashboard</h1>,
  },
} satisfies Meta<typeof DrawerLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame on a wide screen: the drawer is 280 px wide. */
export const Layout: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByRole('complementary', { name: 'Side menu' });
    if (window.innerWidth >= 1024) await expect(aside.getBoundingClientRect().width).toBe(280);
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard');
  },
};

/** Without a drawer (the alternate layout, whose drawer opens only as a modal): the page takes the full width. */
export const WithoutDrawer: Story = {
  args: { drawer: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBe(canvasElement.getBoundingClientRect().width);
  },
};

function MobileDrawer() {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="quiet" aria-label="Open menu" onPress={() => setOpen(true)}>
        <MenuIcon />
      </Button>
      <Drawer aria-label="Menu" isOpen={isOpen} onOpenChange={setOpen}>
        {({ close }) => <Nav onNavigate={close} />}
      </Drawer>
    </div>
  );
}

/** The modal drawer for narrow screens: opens from a menu button, Escape closes it. */
export const Modal: Story = {
  render: () => <MobileDrawer />,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer.closest('.ui-Drawer')!.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(open).toHaveFocus());
  },
};
