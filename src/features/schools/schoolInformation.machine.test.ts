import { afterEach, beforeEach, expect, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { schoolInformationMachine, type SchoolInfo } from './schoolInformation.machine';
import { describeEveryState, stateGraph } from '../../testing/stateGraph';

const id = '6a1d2b3c-0000-4000-8000-000000000001';
const information: SchoolInfo = {
  id,
  name: 'Government Secondary School, Ikeja',
  category: 'Senior Secondary',
  principal: { id: '6a1d2b3c-0000-4000-8000-000000000002', firstName: 'Adaeze', lastName: 'Okafor' },
  vicePrincipal: null,
  staffCount: 42,
  studentCount: 610,
  maleStudentCount: 300,
  femaleStudentCount: 310,
};
const readFailed = new ApiError('The school could not be read', { status: 500 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(schoolInformationMachine, {
  input: { id },
  controlled: ['loadInformation'],
  events: {
    'xstate.done.actor.loadInformation': [{ type: 'xstate.done.actor.loadInformation', output: information }],
    'xstate.error.actor.loadInformation': [{ type: 'xstate.error.actor.loadInformation', error: readFailed }],
  },
});

describeEveryState('school information machine', graph, {
  loading: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('loadInformation')).toEqual({ id });
  },
  loaded: ({ snapshot }) => {
    expect(snapshot.context.information).toEqual(information);
    expect(snapshot.tags.size).toBe(0);
  },
  failed: ({ snapshot, actor, stubs }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('The school could not be read');
    // Trying again reads once more.
    actor.send({ type: 'information.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(stubs.inputs.get('loadInformation')).toHaveLength(2);
  },
});
