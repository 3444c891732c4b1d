import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { spreadsheetDownloadMachine, type SpreadsheetRead } from './spreadsheetDownload.machine';
import { describeEveryState, stateGraph } from '../testing/stateGraph';

const read: SpreadsheetRead = async () => new Blob(['xlsx']);
const input = { fileName: 'staffs.xlsx' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(spreadsheetDownloadMachine, {
  input,
  events: {
    'download.requested': [{ type: 'download.requested', read }],
    'download.progressed': [{ type: 'download.progressed', progress: { loaded: 512, total: 1024 } }],
  },
  controlled: ['fetchSpreadsheet', 'saveSpreadsheet'],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.progress, snapshot.context.error]),
});

describeEveryState('spreadsheet download machine', graph, {
  idle: ({ snapshot }) => {
    expect(snapshot.context).toMatchObject({ fileName: 'staffs.xlsx', progress: null, error: null });
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  downloading: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.progress).toEqual({ loaded: 0, total: null });
    expect(stubs.inputs.get('fetchSpreadsheet')?.[0]).toMatchObject({ read });
  },
  saving: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.inputs.get('saveSpreadsheet')?.[0]).toMatchObject({ fileName: 'staffs.xlsx' });
  },
  saved: ({ snapshot }) => {
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.blob).toBeNull();
  },
  failed: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toEqual(expect.any(String));
    expect(snapshot.context.progress).toBeNull();
  },
});

describe('spreadsheet download machine: the file', () => {
  it('reads with progress, hands the bytes to the browser under the file name, and a failure says why', async () => {
    vi.useRealTimers();
    const saved: { blob: Blob; fileName: string }[] = [];
    const machine = spreadsheetDownloadMachine.provide({
      actors: {
        saveSpreadsheet: fromPromise<void, { blob: Blob; fileName: string }>(async ({ input }) => {
          saved.push(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { fileName: 'students.xlsx' } }).start();
    let finish: () => void = () => {};
    const bytes = new Blob(['spreadsheet']);
    actor.send({
      type: 'download.requested',
      read: (_signal, onProgress) =>
        new Promise((resolve) => {
          onProgress({ loaded: 5, total: 11 });
          finish = () => resolve(bytes);
        }),
    });
    await Promise.resolve();
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 5, total: 11 });
    finish();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('saved'));
    expect(saved).toEqual([{ blob: bytes, fileName: 'students.xlsx' }]);

    actor.send({ type: 'download.requested', read: async () => Promise.reject(new Error('The server is unavailable')) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server is unavailable');
    actor.stop();
  });

  it('cancelling aborts the read and leaves nothing to save', async () => {
    vi.useRealTimers();
    const actor = createActor(spreadsheetDownloadMachine, { input }).start();
    let aborted = false;
    actor.send({
      type: 'download.requested',
      read: (signal) =>
        new Promise(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
    });
    actor.send({ type: 'download.cancelled' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(aborted).toBe(true);
    actor.stop();
  });
});
