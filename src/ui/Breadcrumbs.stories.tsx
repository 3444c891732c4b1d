import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#grading">Grading</Breadcrumb>
      <Breadcrumb>Configure Grades</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    const parent = canvas.getByRole('link', { name: 'Grading' });
    await userEvent.tab();
    await expect(parent).toHaveFocus();
    await expect(canvas.getByText('Configure Grades')).toHaveAttribute('aria-current', 'page');
  },
};

export const Deep: Story = {
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb href="#dashboard">Dashboard</Breadcrumb>
      <Breadcrumb href="#schools">School management</Breadcrumb>
      <Breadcrumb>Edit school</Breadcrumb>
    </Breadcrumbs>
  ),
};
