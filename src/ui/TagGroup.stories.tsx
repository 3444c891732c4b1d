import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag, TagGroup } from './TagGroup';

const meta = {
  title: 'UI/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  args: { label: 'Subjects' },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="mth">Mathematics</Tag>
      <Tag id="eng">English</Tag>
      <Tag id="bio">Biology</Tag>
    </TagGroup>
  ),
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};

export const Selectable: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('row', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  },
};

function PhoneChips() {
  const [phones, setPhones] = useState([
    { id: '8031234567', label: '+234 8031234567' },
    { id: '8059876543', label: '+234 8059876543' },
  ]);
  return (
    <TagGroup
      label="Phone numbers"
      items={phones}
      onRemove={(keys: Set<Key>) => setPhones((list) => list.filter((p) => !keys.has(p.id)))}
      renderEmptyState={() => 'No phone numbers'}
    >
      {(p) => <Tag removeLabel={`Remove ${p.label}`}>{p.label}</Tag>}
    </TagGroup>
  );
}

/** Removable chips: Delete on a focused chip or its × button removes it. */
export const Removable: Story = {
  render: () => <PhoneChips />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /8031234567/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: /8031234567/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Remove \+234 8059876543/ }));
    await expect(canvas.getByText('No phone numbers')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { description: 'Pick the subjects taught.', errorMessage: 'Choose at least one subject' },
};
