import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { Card } from './Card';
import { InfoIcon } from './icons';
import { Link } from './Link';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: { title: { control: 'text' }, headingLevel: { control: 'inline-radio', options: [2, 3, 4] }, children: { control: false }, headerActions: { control: false }, footer: { control: false } },
  args: {
    title: 'Mathematics',
    children: (
      <>
        <p>Core subject for all classes.</p>
        <p>Subject code: MTH101</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subject: Story = {
  args: { footer: <Link href="#edit-subject/1">Edit subject</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mathematics' })).toBeVisible();
  },
};

export const WithHeaderAction: Story = {
  args: {
    title: 'Government Secondary School, Ikeja',
    headerActions: (
      <Button variant="quiet" aria-label="School info">
        <InfoIcon />
      </Button>
    ),
    children: <p>Category: Secondary</p>,
    footer: <Link href="#edit-school/1">Edit school</Link>,
  },
};
