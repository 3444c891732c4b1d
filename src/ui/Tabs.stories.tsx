import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Districts">
        <Tab id="verified">Verified</Tab>
        <Tab id="pending">Pending</Tab>
        <Tab id="rejected">Rejected</Tab>
      </TabList>
      <TabPanel id="verified">Verified districts appear here.</TabPanel>
      <TabPanel id="pending">Districts waiting for approval.</TabPanel>
      <TabPanel id="rejected">Rejected districts.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panels. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Verified' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const pending = canvas.getByRole('tab', { name: 'Pending' });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('waiting for approval');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = { args: { disabledKeys: ['rejected'] } };
