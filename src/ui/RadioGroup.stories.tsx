import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] }, isDisabled: { control: 'boolean' }, isRequired: { control: 'boolean' }, children: { control: false }, onChange: { control: false } },
  args: {
    label: 'Gender',
    onChange: fn(),
    children: (
      <>
        <Radio value="male">Male</Radio>
        <Radio value="female">Female</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice within the group. */
export const Keyboard: Story = {
  args: { defaultValue: 'male' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'This Field is required' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'female' } };
