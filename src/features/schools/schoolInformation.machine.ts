// A school card's info dialog (SPEC section 2): on opening, GET /school/get-school-information/{id} reads the school's
// principal, vice principal and counts (staff, students, male and female students). A failure is said in the dialog,
// which can try again; closing the dialog stops the actor and with it the read.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../api/client';
import { dataOf, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import type { components } from '../../api/schema.gen';

export type SchoolInfo = components['schemas']['SchoolInfo'];

export type SchoolInformationContext = { id: string; information: SchoolInfo | null; error: string | null };

export const schoolInformationMachine = setup({
  types: {
    context: {} as SchoolInformationContext,
    events: {} as { type: 'information.retry' },
    input: {} as { id: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadInformation: fromPromise<SchoolInfo, { id: string }>(async ({ input, signal }) =>
      dataOf(
        await portalClient.GET('/school/get-school-information/{id}', {
          params: { path: { id: input.id } },
          signal,
          // The dialog says the failure itself.
          headers: failureShownByCaller,
        }),
      ),
    ),
  },
  actions: {
    keepInformation: assign((_, params: { information: SchoolInfo }) => ({ information: params.information, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
}).createMachine({
  id: 'schoolInformation',
  context: ({ input }) => ({ id: input.id, information: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadInformation',
        src: 'loadInformation',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loaded', actions: { type: 'keepInformation', params: ({ event }) => ({ information: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {},
    failed: {
      tags: 'error',
      on: { 'information.retry': 'loading' },
    },
  },
});

export type SchoolInformationLogic = typeof schoolInformationMachine;
export type SchoolInformationActor = ActorRefFrom<typeof schoolInformationMachine>;
export type SchoolInformationSnapshot = SnapshotFrom<typeof schoolInformationMachine>;
