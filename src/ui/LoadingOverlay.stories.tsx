import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { isOpen: true, label: 'Loading…' },
  argTypes: { isOpen: { control: 'boolean' }, label: { control: 'text' } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced through a status region and a labelled dialog; Escape does not close it. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Loading…' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
  },
};

function Demo() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
          setTimeout(() => setOpen(false), 300);
        }}
      >
        Save
      </Button>
      <LoadingOverlay isOpen={isOpen} label="Saving…" />
    </>
  );
}

/** Opened and closed from state; focus returns to the page afterwards. */
export const OpensAndCloses: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await screen.findByRole('dialog', { name: 'Saving…' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('status')).toHaveTextContent('');
  },
};
