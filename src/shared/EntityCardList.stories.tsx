// The card list every area shares: cards with title, fields, an info dialog and an edit link; the portal's empty
// text when there is nothing to show.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyListText } from '../lib/messages';
import { classesFixture, type Class } from '../testing/academicFixtures';
import { EntityCardList } from './EntityCardList';

const meta = {
  title: 'Shared/Entity card list',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const classFields = (c: Class) => [
  { label: 'Class type', value: c.classType },
  { label: 'Arms', value: c.arms.join(', ') },
];

function Classes({ items, fields = classFields }: { items: readonly Class[]; fields?: typeof classFields }) {
  return (
    <EntityCardList
      aria-label="Classes"
      items={items}
      title={(c) => c.name}
      fields={fields}
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

/** Words a text node breaks across lines (a word drawn on two lines has two boxes). */
function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (range.getClientRects().length > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** Four cards to a row (the narrowest the grid makes them): a value with no room beside its label goes under it,
 * and no word is broken in the middle. */
export const FourToARow: Story = {
  render: () => (
    <div style={{ width: '64rem' }}>
      <Classes items={classesFixture} fields={(c) => [...classFields(c), { label: 'Core subject', value: 'Agricultural Science' }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('.EntityCard');
    const second = first?.nextElementSibling;
    await expect(first && second && second.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
    const values = [...canvasElement.querySelectorAll('.EntityCard dd')];
    await expect(values.length).toBeGreaterThan(0);
    await expect(values.flatMap(brokenWords)).toEqual([]);
  },
};

export const Empty: Story = {
  render: () => <Classes items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};
