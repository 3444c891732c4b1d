// A super-admin's review of a pending district (SPEC sections 2 and 4; /district-creation/verify-district/
// district-pending-info): the district is read (GET /district/view/{id}), reviewed, and approved (POST
// /verify-district/verify, 'District Approved') or rejected with a reason (POST /verify-district/reject, 'District
// Rejected'), each after a confirmation; then, after the redirect delay, the flow returns to the verify-district list.
// A failure (the read, or a decision refused because someone decided first) is said on the page, which can read the
// district again.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../api/client';
import { dataOf, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import type { components } from '../../api/schema.gen';
import { redirectDelayMs } from '../../lib/constants';
import { successMessages, validationMessages } from '../../lib/messages';
import type { NotificationRaised } from '../../machines/notifications.machine';

export type District = components['schemas']['District'];
export type DistrictDecision = 'approve' | 'reject';

export type DistrictVerificationContext = {
  id: string;
  district: District | null;
  decision: DistrictDecision | null;
  /** The reason of a rejection, as typed. */
  note: string;
  noteError: string | null;
  error: string | null;
};

export type DistrictVerificationEvent =
  | { type: 'verification.approve' }
  | { type: 'verification.reject' }
  | { type: 'verification.noteChanged'; note: string }
  | { type: 'verification.confirm' }
  | { type: 'verification.cancel' }
  | { type: 'verification.retry' };

/** The page says each failure itself. */
const call = (signal: AbortSignal) => ({ signal, headers: failureShownByCaller });

export const districtVerificationMachine = setup({
  types: {
    context: {} as DistrictVerificationContext,
    events: {} as DistrictVerificationEvent,
    input: {} as { id: string },
    output: {} as { district: District | null },
    tags: {} as 'busy' | 'error',
    emitted: {} as NotificationRaised,
  },
  actors: {
    loadDistrict: fromPromise<District, { id: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.GET('/district/view/{id}', { params: { path: { id: input.id } }, ...call(signal) })),
    ),
    approveDistrict: fromPromise<District, { id: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.POST('/verify-district/verify', { body: { districtId: input.id }, ...call(signal) })),
    ),
    rejectDistrict: fromPromise<District, { id: string; note: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.POST('/verify-district/reject', { body: { districtId: input.id, note: input.note }, ...call(signal) })),
    ),
  },
  delays: { redirectDelay: redirectDelayMs },
  guards: {
    isApproval: ({ context }) => context.decision === 'approve',
    hasNote: ({ context }) => context.note.trim().length > 0,
  },
  actions: {
    keepDistrict: assign((_, params: { district: District }) => ({ district: params.district, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    choose: assign((_, params: { decision: DistrictDecision }) => ({ decision: params.decision, noteError: null })),
    forgetDecision: assign({ decision: null, noteError: null }),
    setNote: assign(({ event }) => (event.type === 'verification.noteChanged' ? { note: event.note, noteError: null } : {})),
    requireNote: assign({ noteError: validationMessages.required }),
    announce: emit((_, params: { message: string }) => ({ type: 'notification.raised' as const, message: params.message, tone: 'success' as const })),
  },
}).createMachine({
  id: 'districtVerification',
  context: ({ input }) => ({ id: input.id, district: null, decision: null, note: '', noteError: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDistrict',
        src: 'loadDistrict',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'reviewing', actions: { type: 'keepDistrict', params: ({ event }) => ({ district: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reviewing: {
      on: {
        'verification.approve': { target: 'confirming', actions: { type: 'choose', params: { decision: 'approve' } } },
        'verification.reject': { target: 'confirming', actions: { type: 'choose', params: { decision: 'reject' } } },
      },
    },
    confirming: {
      on: {
        'verification.noteChanged': { actions: 'setNote' },
        'verification.confirm': [
          { guard: 'isApproval', target: 'approving' },
          { guard: 'hasNote', target: 'rejecting' },
          { actions: 'requireNote' },
        ],
        'verification.cancel': { target: 'reviewing', actions: 'forgetDecision' },
      },
    },
    approving: {
      tags: 'busy',
      invoke: {
        id: 'approveDistrict',
        src: 'approveDistrict',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepDistrict', params: ({ event }) => ({ district: event.output }) },
            { type: 'announce', params: { message: successMessages.districtApproved } },
          ],
        },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    rejecting: {
      tags: 'busy',
      invoke: {
        id: 'rejectDistrict',
        src: 'rejectDistrict',
        input: ({ context }) => ({ id: context.id, note: context.note.trim() }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepDistrict', params: ({ event }) => ({ district: event.output }) },
            { type: 'announce', params: { message: successMessages.districtRejected } },
          ],
        },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Decided: the list is next, after the redirect delay, so the notification is seen first. */
    done: {
      after: { redirectDelay: 'returned' },
    },
    returned: { type: 'final' },
    failed: {
      tags: 'error',
      on: { 'verification.retry': { target: 'loading', actions: 'forgetDecision' } },
    },
  },
  output: ({ context }) => ({ district: context.district }),
});

export type DistrictVerificationLogic = typeof districtVerificationMachine;
export type DistrictVerificationActor = ActorRefFrom<typeof districtVerificationMachine>;
export type DistrictVerificationSnapshot = SnapshotFrom<typeof districtVerificationMachine>;
