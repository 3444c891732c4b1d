// The spreadsheet download beside a page's actions, in each state of its machine: idle, downloading (with and without a
// known size), saving, saved and failed; and idle when more match than a file of 1,000 holds.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor, fromPromise } from 'xstate';
import { expect, fn, userEvent } from 'storybook/test';
import { spreadsheetDownloadMachine, type DownloadProgress, type SpreadsheetDownloadActor } from '../machines/spreadsheetDownload.machine';
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

/** More match than the 1,000 a file holds: said before the download, with the way to ask for up to 10,000. */
export const IdleMoreMatch: Story = {
  loaders: [() => ({ actor: downloadIn('idle'), onDownload: fn() })],
  render: (_args, { loaded }) => {
    const { actor, onDownload } = loaded as { actor: SpreadsheetDownloadActor; onDownload: (limit: number) => void };
    return <DownloadButton actor={actor} onDownload={onDownload} matches={{ total: 5000, moreThanTotal: true }} />;
  },
  play: async ({ canvas, loaded }) => {
    const { onDownload } = loaded as { onDownload: ReturnType<typeof fn> };
    await expect(canvas.getByText('1,000 of more than 5,000 match: the file holds the first 1,000. Narrow the filters, or download up to 10,000.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download up to 10,000' }));
    await expect(onDownload).toHaveBeenCalledWith(10_000);
    await userEvent.click(canvas.getByRole('button', { name: 'Download staffs.xlsx' }));
    await expect(onDownload).toHaveBeenLastCalledWith(1_000);
  },
};

/** As many match as a file holds: nothing more to say. */
export const IdleAllMatchesFit: Story = {
  loaders: [() => ({ actor: downloadIn('idle') })],
  render: (_args, { loaded }) => <DownloadButton actor={(loaded as { actor: SpreadsheetDownloadActor }).actor} onDownload={() => {}} matches={{ total: 1000 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download up to 10,000' })).toBeNull();
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
