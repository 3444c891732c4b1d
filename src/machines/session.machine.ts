// Who is signed in, with which access token. The refresh token never reaches this code: it is an httpOnly cookie the
// server sets on login, refresh and switching, so on page load the session is restored by asking for a new access
// token with no body (the cookie goes along). Tokens live only in this actor's memory, never in localStorage.
import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../api/client';
import { ApiError, dataOf, errorMessage } from '../api/errors';
import { takeEarlyRestore } from '../api/earlyCalls';
import { refreshAcrossTabs } from '../api/middleware/refresh';
import { maySignedInBeRestored } from '../api/signedInHint';
import type { components } from '../api/schema.gen';
import { logoutDelayMs } from '../lib/constants';
import { sessionEndedReason, successMessages } from '../lib/messages';
import type { NotificationRaised } from './notifications.machine';

export type Staff = components['schemas']['Staff'];
export type LoginResponse = components['schemas']['LoginResponse'];
/** `email` also takes a username (DESIGN section 2). */
export type Credentials = { email: string; password: string };

export type SessionContext = {
  accessToken: string | null;
  staff: Staff | null;
  /** Why the last sign-in failed (the server's message). */
  error: string | null;
  /** Why the session ended when the user did not ask (revoked, refresh failed). */
  reason: string | null;
};

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  /** Signed in by another flow that answered with a LoginResponse (registration). */
  | { type: 'session.started'; authorizationToken: string; staff: Staff }
  | { type: 'session.signOut' }
  /** From the refresh middleware: the access token was refused (451). */
  | { type: 'session.tokenExpired' }
  /** The refresh token is gone (452): end the session here without calling the server. */
  | { type: 'session.revoked'; reason?: string }
  | { type: 'session.staffUpdated'; staff: Staff }
  /** New tokens for another state or organisation (switch-state, switch-role-access). */
  | { type: 'session.switched'; authorizationToken: string; staff: Staff };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy' | 'error',
    emitted: {} as NotificationRaised,
  },
  actors: {
    /**
     * POST /token/refresh-token with no body: the httpOnly cookie is the refresh token. One tab at a time, on load as
     * well as when a token expires, so that tabs never present the same cookie twice (see refreshAcrossTabs).
     */
    refreshToken: fromPromise<LoginResponse>(({ signal }) => {
      // On load the call may already be out: src/first-paint.js sent it, under the same lock, before this code arrived.
      // Taken by the first refresh whatever happens next, so that it never answers a later one.
      const sentOnLoad = takeEarlyRestore();
      if (sentOnLoad) return portalClient.POST('/token/refresh-token', { signal, fetch: () => sentOnLoad }).then(dataOf);
      // Without the server's hint cookie there is no refresh cookie either: the answer would be a 452.
      if (!maySignedInBeRestored()) return Promise.reject(new ApiError('You are not signed in', { status: 452 }));
      return refreshAcrossTabs(async () => dataOf(await portalClient.POST('/token/refresh-token', { signal })), signal);
    }),
    login: fromPromise<LoginResponse, Credentials>(async ({ input, signal }) =>
      dataOf(await portalClient.POST('/auth/login', { body: { email: input.email, password: input.password }, signal })),
    ),
    /** POST /auth/logout revokes the refresh token and clears the cookie; it always succeeds. */
    logout: fromPromise<void>(async ({ signal }) => {
      dataOf(await portalClient.POST('/auth/logout', { signal }));
    }),
  },
  actions: {
    startSession: assign((_, session: LoginResponse) => ({
      accessToken: session.authorizationToken,
      staff: session.staff,
      error: null,
      reason: null,
    })),
    endSession: assign((_, params: { reason: string | null }) => ({
      accessToken: null,
      staff: null,
      reason: params.reason,
    })),
    forgetMessages: assign({ error: null, reason: null }),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    replaceStaff: assign((_, params: { staff: Staff }) => ({ staff: params.staff })),
    announceSignIn: emit({ type: 'notification.raised', message: successMessages.loginSuccessful, tone: 'success' } as const),
  },
  delays: {
    logoutDelay: logoutDelayMs,
  },
}).createMachine({
  id: 'session',
  context: { accessToken: null, staff: null, error: null, reason: null },
  initial: 'restoring',
  states: {
    restoring: {
      tags: 'busy',
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: { target: 'signedIn', actions: { type: 'startSession', params: ({ event }) => event.output } },
        // No cookie, or an expired one: simply not signed in.
        onError: { target: 'signedOut' },
      },
    },

    signedOut: {
      initial: 'idle',
      states: {
        idle: {},
        failed: { tags: 'error' },
      },
      on: {
        'session.signIn': { target: 'signingIn', actions: 'forgetMessages' },
        'session.started': {
          target: 'signedIn',
          actions: { type: 'startSession', params: ({ event }) => event },
        },
      },
    },

    signingIn: {
      tags: 'busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { email: event.email.trim(), password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'announceSignIn'],
        },
        onError: {
          target: 'signedOut.failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    signedIn: {
      initial: 'active',
      states: {
        active: {
          on: { 'session.tokenExpired': 'refreshing' },
        },
        // Concurrent 451s all wait for this one refresh (see freshAccessToken).
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: { target: 'active', actions: { type: 'startSession', params: ({ event }) => event.output } },
            onError: {
              target: '#session.signedOut',
              actions: { type: 'endSession', params: { reason: sessionEndedReason } },
            },
          },
        },
      },
      on: {
        'session.signOut': 'signingOut',
        'session.revoked': {
          target: 'signedOut',
          actions: { type: 'endSession', params: ({ event }) => ({ reason: event.reason ?? sessionEndedReason }) },
        },
        'session.staffUpdated': { actions: { type: 'replaceStaff', params: ({ event }) => ({ staff: event.staff }) } },
        'session.switched': { actions: { type: 'startSession', params: ({ event }) => event } },
      },
    },

    // SPEC section 4: logout waits 1.5 s, clears the token and goes to /login.
    signingOut: {
      tags: 'busy',
      initial: 'revoking',
      states: {
        revoking: {
          invoke: { id: 'logout', src: 'logout', onDone: 'waiting', onError: 'waiting' },
        },
        waiting: {
          after: {
            logoutDelay: { target: '#session.signedOut', actions: { type: 'endSession', params: { reason: null } } },
          },
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Where a user goes after signing in (SPEC section 4). */
export function homeFor(staff: Pick<Staff, 'isSuperAdmin'> | null | undefined): '/super-admin' | '/' {
  return staff?.isSuperAdmin ? '/super-admin' : '/';
}

export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('signedIn');
}

/** Whether the guards can decide yet (not while the session is being restored on load). */
export function isSettled(snapshot: SessionSnapshot): boolean {
  return !snapshot.matches('restoring');
}

export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(message: string = sessionEndedReason) {
    super(message);
  }
}

const refreshes = new WeakMap<SessionActor, Promise<string>>();

/**
 * A new access token from the session actor: asks it to refresh (or waits for the refresh or restore already under
 * way) and resolves with the token once it is back in `signedIn.active`. Every caller while one is in flight shares
 * it. Rejects with SessionEndedError when the session ends instead.
 */
export function freshAccessToken(session: SessionActor): Promise<string> {
  const existing = refreshes.get(session);
  if (existing) return existing;
  const start = session.getSnapshot();
  if (!start.matches('signedIn') && !start.matches('restoring')) {
    return Promise.reject(new SessionEndedError(start.context.reason ?? undefined));
  }
  const promise = new Promise<string>((resolve, reject) => {
    const subscription = session.subscribe({
      next: (snapshot) => {
        if (snapshot.matches({ signedIn: 'refreshing' }) || snapshot.matches('restoring')) return;
        subscription.unsubscribe();
        if (snapshot.matches('signedIn') && snapshot.context.accessToken) resolve(snapshot.context.accessToken);
        else reject(new SessionEndedError(snapshot.context.reason ?? undefined));
      },
      error: (error) => {
        subscription.unsubscribe();
        reject(error);
      },
    });
    if (start.matches({ signedIn: 'active' })) session.send({ type: 'session.tokenExpired' });
  }).finally(() => refreshes.delete(session));
  refreshes.set(session, promise);
  return promise;
}

/** The session's part of `connectApi`: read the token, refresh it through the actor, end the session on 452. */
export function sessionApiHooks(session: SessionActor) {
  return {
    getAccessToken: () => session.getSnapshot().context.accessToken,
    refreshAccessToken: () => freshAccessToken(session),
    signOut: () => session.send({ type: 'session.revoked', reason: sessionEndedReason }),
  };
}
