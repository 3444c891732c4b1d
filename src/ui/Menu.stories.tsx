import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { ChevronDownIcon } from './icons';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">
        Ada Obi
        <ChevronDownIcon />
      </Button>
      <Menu {...args}>
        <MenuItem id="profile">User profile</MenuItem>
        <MenuItem id="state">State profile</MenuItem>
        <MenuItem id="switch">Switch State</MenuItem>
        <MenuSeparator />
        <MenuItem id="logout">Logout</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ArrowDown opens at the first item, arrows move, Enter chooses; Escape closes and refocuses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Ada Obi/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // A menu is named by the button that opens it.
    const menu = await screen.findByRole('menu', { name: /Ada Obi/ });
    await expect(menu).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'User profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'State profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Focus wraps from the first item to the last.
    await expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as ReturnType<typeof fn>).mock.lastCall?.[0]).toBe('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Open, so axe checks the menu itself. */
export const Open: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuSection title="Role">
          <MenuItem id="edit">Edit role</MenuItem>
          <MenuItem id="delete">Delete role</MenuItem>
        </MenuSection>
        <MenuSection title="Help">
          <MenuItem id="help" isDisabled>
            Documentation
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async () => {
    await expect(await screen.findByRole('menu', { name: 'Actions' })).toBeVisible();
    await expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  },
};
