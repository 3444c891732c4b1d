// The card list every area shares: cards with title, fields, an info dialog and an edit link; the portal's empty
// text when there is nothing to show.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyListText } from '../../lib/messages';
import { classesFixture, type Class } from '../../machines/testing/academicFixtures';
import { EntityCardList } from './EntityCardList';

const meta = {
  title: 'Shared/Entity card list',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Classes({ items }: { items: readonly Class[] }) {
  return (
    <EntityCardList
      aria-label="Classes"
      items={items}
      title={(c) => c.name}
      fields={(c) => [
        { label: 'Class type', value: c.classType },
        { label: 'Arms', value: c.arms.join(', ') },
      ]}
      badge={(c) => (c.offered ? null : 'Not offered')}
      info={(c) => [{ label: 'Description', value: c.description }]}
      editHref={(c) => `/class-management/edit-class/${c.id}`}
    />
  );
}

/** Cards: arrow keys move between them, Tab reaches each card's info button and edit link. */
export const Cards: Story = {
  render: () => <Classes items={classesFixture} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Classes' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'JSS 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit JSS 2' })).toHaveAttribute('href', `/class-management/edit-class/${classesFixture[1]?.id}`);
    await expect(canvas.getByText('Not offered')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getAllByRole('row')[1]).toHaveFocus();
  },
};

/** The info dialog lists the record's details; an empty one reads 'Not set'. */
export const InfoDialogOpen: Story = {
  render: () => <Classes items={classesFixture} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Information about JSS 3' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'JSS 3' });
    await expect(within(dialog).getByText('The final year of junior secondary school, ending with the BECE.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Information about SS 2' }));
    const second = await within(document.body).findByRole('dialog', { name: 'SS 2' });
    await expect(within(second).getByText('Not set')).toBeVisible();
  },
};

export const Empty: Story = {
  render: () => <Classes items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};
