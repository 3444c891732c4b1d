// A date field for the contract's YYYY-MM-DD strings: fetched when first drawn (a disabled field holds its place), then
// typed by keyboard. A search's filter sends each date to the address and gets it back a moment later: typed faster
// than that, the field keeps what is being typed rather than the date an earlier keystroke sent.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../ui';
import { IsoDatePicker } from './IsoDatePicker';

/** The field as a search's filter holds it: each date it sends comes back as its value `echoAfter` ms later. */
function Filter({ echoAfter, initialValue }: { echoAfter: number; initialValue: string }) {
  const [value, setValue] = useState(initialValue);
  const echoes = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = echoes.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const send = (date: string) => {
    const echo = setTimeout(() => {
      echoes.current.delete(echo);
      setValue(date);
    }, echoAfter);
    echoes.current.add(echo);
  };
  return (
    <div style={{ maxWidth: '20rem' }}>
      <IsoDatePicker label="Admitted from" value={value} onChange={send} />
      <Button variant="secondary" onPress={() => setValue('')}>
        Clear filters
      </Button>
      <p data-testid="held">In the address: {value || '(no date)'}</p>
    </div>
  );
}

const meta = {
  title: 'Shared/Date field',
  component: Filter,
  args: { echoAfter: 60, initialValue: '' },
  argTypes: {
    echoAfter: { control: 'number', description: 'How long, in ms, a date the field sends takes to come back as its value.' },
    initialValue: { control: 'text', description: 'The date (YYYY-MM-DD) the field starts with.' },
  },
} satisfies Meta<typeof Filter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Admitted from' })).toBeVisible();
  },
};

export const WithADate: Story = {
  args: { initialValue: '2025-09-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Admitted from' })).toHaveTextContent('01-09-2025');
  },
};

/** Typed a digit every 5 ms while each date sent comes back 30 ms later: the year typed is the one kept. */
export const TypedFasterThanTheAddress: Story = {
  args: { echoAfter: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('group', { name: 'Admitted from' });
    const [day] = within(field).getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('01092025', { delay: 5 });
    await waitFor(() => expect(canvas.getByTestId('held')).toHaveTextContent('In the address: 2025-09-01'));
    await expect(field).toHaveTextContent('01-09-2025');
    // A change from outside the field (Clear filters) still replaces what it shows.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(field).toHaveTextContent('DD-MM-YYYY'));
  },
};

