// The spreadsheet download beside a page's actions, in each state of its machine: idle, downloading (with and without a
// known size), saving, saved and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise } from 'xstate';
import { expect, userEvent } from 'storybook/test';
import { spreadsheetDownloadMachine, type DownloadProgress, type SpreadsheetDownloadActor } from '../../machines/spreadsheetDownload.machine';
import { DownloadButton, downloadMessages } from './DownloadButton';

const never = () => new Promise<never>(() => {});

/** A download actor brought to a state: its read reports `progress` and then never ends, ends, or fails. */
function downloadIn(state: 'idle' | 'downloading' | 'saving' | 'saved' | 'failed', progress: DownloadProgress = { loaded: 40960, total: 102400 }) {
  const machine = spreadsheetDownloadMachine.provide({
    actors: { saveSpreadsheet: fromPromise<void, { blob: Blob; fileName: string }>(state === 'saving' ? never : async () => {}) },
  });
  const actor = createActor(machine, { input: { fileName: 'staffs.xlsx' } }).start();
  if (state !== 'idle') {
    actor.send({
      type: 'download.requested',
      read: async (_signal, onProgress) => {
        onProgress(progress);
        if (state === 'downloading') return never();
        if (state === 'failed') throw new Error('You do not have the permission to download staff');
        return new Blob(['xlsx']);
      },
    });
  }
  return actor as SpreadsheetDownloadActor;
}

const meta = {
  title: 'Shared/Download button',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { loaded }) => {
  const { actor } = loaded as { actor: SpreadsheetDownloadActor };
  return <DownloadButton actor={actor} onDownload={() => {}} />;
};

export const Idle: Story = {
  loaders: [() => ({ actor: downloadIn('idle') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download staffs.xlsx' })).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** `downloading`: how far it has come, and Cancel. */
export const Downloading: Story = {
  loaders: [() => ({ actor: downloadIn('downloading') })],
  render,
  play: async ({ canvas, loaded }) => {
    const bar = await canvas.findByRole('progressbar', { name: downloadMessages.downloading('staffs.xlsx') });
    await expect(bar).toHaveAttribute('aria-valuenow', '40960');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect((loaded as { actor: SpreadsheetDownloadActor }).actor.getSnapshot().value).toBe('idle');
  },
};

/** `downloading` without a size from the server: the bytes received so far. */
export const DownloadingUnknownSize: Story = {
  loaders: [() => ({ actor: downloadIn('downloading', { loaded: 20480, total: null }) })],
  render,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: downloadMessages.downloading('staffs.xlsx') })).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText(downloadMessages.received(20480))).toBeVisible();
  },
};

/** `saving`: the browser is being handed the file. */
export const Saving: Story = {
  loaders: [() => ({ actor: downloadIn('saving') })],
  render,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: downloadMessages.downloading('staffs.xlsx') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Saved: Story = {
  loaders: [() => ({ actor: downloadIn('saved') })],
  render,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(downloadMessages.saved('staffs.xlsx'))).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [() => ({ actor: downloadIn('failed') })],
  render,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You do not have the permission to download staff');
    await expect(canvas.getByRole('button', { name: 'Download staffs.xlsx' })).toBeEnabled();
  },
};
