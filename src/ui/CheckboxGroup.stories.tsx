import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldArgTypes } from '../../.storybook/argTypes';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  argTypes: {
    ...fieldArgTypes,
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isReadOnly: { control: 'boolean' },
    children: { control: false },
    onChange: { control: false },
  },
  args: {
    label: 'Class permissions',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="class.create">Create class</Checkbox>
        <Checkbox value="class.update">Update class</Checkbox>
        <Checkbox value="class.delete">Delete class</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Class permissions' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['class.create', 'class.delete']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', description: 'Choose at least one.' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This Field is required' },
};
