import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { PlusIcon } from './icons';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    children: { control: 'text' },
    isDisabled: { control: 'boolean' },
    isPending: { control: 'boolean' },
    pendingLabel: { control: 'text' },
    onPress: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary', children: 'SAVE GRADES' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'SAVE GRADES' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Yes, Delete role' } };

/** The colour `var(--ui-<token>)` computes to, as getComputedStyle reports colours. */
function tokenColour(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--ui-${token})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Quiet has no fill, yet never passes for plain text: link-coloured and underlined, with a fill on hover. */
export const Quiet: Story = {
  args: { variant: 'quiet', children: 'Refresh list' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh list' });
    const style = getComputedStyle(button);
    await expect(style.color).toBe(tokenColour('link'));
    await expect(style.color).not.toBe(tokenColour('text'));
    await expect(style.textDecorationLine).toBe('underline');
    await userEvent.hover(button);
    await expect(getComputedStyle(button).backgroundColor).toBe(tokenColour('surface-subtle'));
  },
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <PlusIcon />
        Add New Event
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: { variant: 'quiet', 'aria-label': 'Add row', children: <PlusIcon /> },
};

export const Disabled: Story = { args: { isDisabled: true, children: 'Create District' } };

export const Pending: Story = {
  args: { isPending: true, children: 'Create District' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Create District/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every aria-labelledby in the document that names an element no longer there. */
function danglingReferences(): string[] {
  return [...document.querySelectorAll('[aria-labelledby]')]
    .map((element) => element.getAttribute('aria-labelledby') ?? '')
    .filter((ids) => ids.split(' ').some((id) => document.getElementById(id) === null));
}

function DeleteThenGone() {
  const [phase, setPhase] = useState<'idle' | 'deleting' | 'deleted'>('idle');
  if (phase === 'deleted') return <p>Deleted.</p>;
  return (
    <Button
      variant="danger"
      isPending={phase === 'deleting'}
      pendingLabel="Deleting"
      onPress={() => {
        setPhase('deleting');
        setTimeout(() => setPhase('deleted'), 300);
      }}
    >
      Delete
    </Button>
  );
}

/**
 * A focused button goes pending and then unmounts (a deleted row's Delete): its announcement went with it, so nothing
 * in the page refers to it (axe role-img-alt, which runs after this story, finds nothing either).
 */
export const PendingThenUnmounted: Story = {
  render: () => <DeleteThenGone />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: 'Deleting' })).toBeInTheDocument();
    await expect(await canvas.findByText('Deleted.')).toBeVisible();
    await expect(danglingReferences()).toEqual([]);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="quiet">Quiet</Button>
      <Button isDisabled>Disabled</Button>
      <Button isPending>Pending</Button>
    </div>
  ),
};
