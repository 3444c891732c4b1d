import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectApi } from '../api/bridge';
import { createPortalClient } from '../api/client';
import { ApiError, dataOf } from '../api/errors';
import { logoutDelayMs } from '../lib/constants';
import { sessionEndedReason } from '../lib/messages';
import {
  freshAccessToken,
  homeFor,
  isSettled,
  isSignedIn,
  sessionApiHooks,
  sessionMachine,
  SessionEndedError,
  type LoginResponse,
  type SessionSnapshot,
} from './session.machine';
import { loginResponseFixture, staffFixture } from '../testing/fixtures';
import { ControlledActors, describeEveryState, stateGraph } from '../testing/stateGraph';

const staff = staffFixture();
const updatedStaff = staffFixture({ firstName: 'Ada' });
const switchedStaff = staffFixture({ state: '11111111-1111-4111-8111-111111111111', isSuperAdmin: true });
const wrongPassword = new ApiError('The email or password is incorrect', { status: 401 });
const refreshRefused = new ApiError('Your session has ended, please sign in again', { status: 452 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(sessionMachine, {
  controlled: ['refreshToken', 'login', 'logout'],
  events: {
    'session.signIn': [{ type: 'session.signIn', email: ' admin@demo.test ', password: 'Portal@2026' }],
    'session.started': [{ type: 'session.started', authorizationToken: 'registered-token', staff }],
    'session.revoked': [{ type: 'session.revoked' }],
    'session.staffUpdated': [{ type: 'session.staffUpdated', staff: updatedStaff }],
    'session.switched': [{ type: 'session.switched', authorizationToken: 'switched-token', staff: switchedStaff }],
    'xstate.done.actor.refreshToken': [{ type: 'xstate.done.actor.refreshToken', output: loginResponseFixture('refreshed-token') }],
    'xstate.error.actor.refreshToken': [{ type: 'xstate.error.actor.refreshToken', error: refreshRefused }],
    'xstate.done.actor.login': [{ type: 'xstate.done.actor.login', output: loginResponseFixture('login-token') }],
    'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: wrongPassword }],
  },
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;

const expectations: Record<string, Check> = {
  restoring: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.accessToken).toBeNull();
    expect(stubs.pending.get('refreshToken')).toHaveLength(1);
  },
  'signedOut.idle': ({ snapshot }) => {
    expect(snapshot.context).toEqual({ accessToken: null, staff: null, error: null, reason: null });
    expect(isSettled(snapshot)).toBe(true);
    expect(isSignedIn(snapshot)).toBe(false);
  },
  'signedOut.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('The email or password is incorrect');
    expect(snapshot.context.accessToken).toBeNull();
  },
  signingIn: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('login')).toEqual({ email: 'admin@demo.test', password: 'Portal@2026' });
  },
  'signedIn.active': ({ snapshot }) => {
    expect(snapshot.context.accessToken).toBe('refreshed-token');
    expect(snapshot.context.staff).toEqual(staff);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(isSignedIn(snapshot)).toBe(true);
  },
  'signedIn.refreshing': ({ snapshot, stubs }) => {
    // Still signed in with the old token while the new one is on its way.
    expect(snapshot.context.accessToken).toBe('refreshed-token');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(stubs.pending.get('refreshToken')).toHaveLength(1);
  },
  'signingOut.revoking': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.pending.get('logout')).toHaveLength(1);
  },
  'signingOut.waiting': ({ snapshot }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    // The token is cleared only after the delay.
    expect(snapshot.context.accessToken).toBe('refreshed-token');
  },
};

describeEveryState('session machine', graph, expectations);

/** A session actor whose calls answer as the test says. */
function sessionWith(answers: {
  refreshToken?: () => Promise<LoginResponse>;
  login?: (input: { email: string; password: string }) => Promise<LoginResponse>;
  logout?: () => Promise<void>;
}) {
  const calls = { refreshToken: 0, login: 0, logout: 0 };
  const machine = sessionMachine.provide({
    actors: {
      refreshToken: fromPromise(async () => {
        calls.refreshToken += 1;
        return (answers.refreshToken ?? (() => Promise.reject(refreshRefused)))();
      }),
      login: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
        calls.login += 1;
        return (answers.login ?? (() => Promise.reject(wrongPassword)))(input);
      }),
      logout: fromPromise(async () => {
        calls.logout += 1;
        return (answers.logout ?? (() => Promise.resolve()))();
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: string[] = [];
  actor.on('notification.raised', (event) => emitted.push(event.message));
  return { actor: actor.start(), calls, emitted };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const stateOf = (snapshot: SessionSnapshot) => snapshot.value;

describe('session machine: flows', () => {
  it('restores a session from the refresh cookie on load', async () => {
    const { actor, calls } = sessionWith({ refreshToken: async () => loginResponseFixture('cookie-token') });
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    await settle();
    expect(stateOf(actor.getSnapshot())).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.accessToken).toBe('cookie-token');
    expect(calls.refreshToken).toBe(1);
  });

  it('signs in, announces it, and keeps the server message when it fails', async () => {
    let attempt = 0;
    const { actor, emitted } = sessionWith({
      login: async (input) => {
        attempt += 1;
        if (attempt === 1) throw wrongPassword;
        expect(input).toEqual({ email: 'admin@demo.test', password: 'Portal@2026' });
        return loginResponseFixture('login-token');
      },
    });
    await settle();
    actor.send({ type: 'session.signIn', email: 'admin@demo.test', password: 'nope' });
    await settle();
    expect(actor.getSnapshot().matches({ signedOut: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The email or password is incorrect');
    actor.send({ type: 'session.signIn', email: 'admin@demo.test', password: 'Portal@2026' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(emitted).toEqual(['Login Successful']);
  });

  it('signs out: calls logout, waits 1.5 s, then clears the token', async () => {
    const { actor, calls } = sessionWith({ refreshToken: async () => loginResponseFixture('cookie-token') });
    await settle();
    actor.send({ type: 'session.signOut' });
    await settle();
    expect(calls.logout).toBe(1);
    expect(actor.getSnapshot().matches({ signingOut: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(logoutDelayMs - 1);
    expect(actor.getSnapshot().context.accessToken).toBe('cookie-token');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, staff: null, error: null, reason: null });
  });

  it('signs out locally even when the logout call fails', async () => {
    const { actor } = sessionWith({
      refreshToken: async () => loginResponseFixture('cookie-token'),
      logout: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await settle();
    actor.send({ type: 'session.signOut' });
    await vi.advanceTimersByTimeAsync(logoutDelayMs);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('ends the session with a reason when revoked', async () => {
    const { actor } = sessionWith({ refreshToken: async () => loginResponseFixture('cookie-token') });
    await settle();
    actor.send({ type: 'session.revoked' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe(sessionEndedReason);
    expect(actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('replaces staff, and token and staff on a switch', async () => {
    const { actor } = sessionWith({ refreshToken: async () => loginResponseFixture('cookie-token') });
    await settle();
    actor.send({ type: 'session.staffUpdated', staff: updatedStaff });
    expect(actor.getSnapshot().context.staff?.firstName).toBe('Ada');
    expect(actor.getSnapshot().context.accessToken).toBe('cookie-token');
    actor.send({ type: 'session.switched', authorizationToken: 'switched-token', staff: switchedStaff });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'switched-token', staff: switchedStaff });
  });

  it('starts a session from a registration answer', async () => {
    const { actor } = sessionWith({});
    await settle();
    actor.send({ type: 'session.started', authorizationToken: 'registered-token', staff });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context.accessToken).toBe('registered-token');
  });
});

describe('freshAccessToken', () => {
  it('shares one refresh between every caller and resolves with the new token', async () => {
    const stubs = new ControlledActors(['refreshToken']);
    const actor = createActor(sessionMachine.provide({ actors: stubs.logic as never })).start();
    stubs.settle('refreshToken', { output: loginResponseFixture('first-token') });
    await settle();

    const tokens = Promise.all([freshAccessToken(actor), freshAccessToken(actor), freshAccessToken(actor)]);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(stubs.inputs.get('refreshToken')).toHaveLength(2);
    stubs.settle('refreshToken', { output: loginResponseFixture('second-token') });
    expect(await tokens).toEqual(['second-token', 'second-token', 'second-token']);
    expect(stubs.inputs.get('refreshToken')).toHaveLength(2);
  });

  it('waits for the restore on load instead of starting another refresh', async () => {
    const stubs = new ControlledActors(['refreshToken']);
    const actor = createActor(sessionMachine.provide({ actors: stubs.logic as never })).start();
    const token = freshAccessToken(actor);
    stubs.settle('refreshToken', { output: loginResponseFixture('restored-token') });
    expect(await token).toBe('restored-token');
    expect(stubs.inputs.get('refreshToken')).toHaveLength(1);
  });

  it('rejects when the refresh fails, and the session ends with a reason', async () => {
    const stubs = new ControlledActors(['refreshToken']);
    const actor = createActor(sessionMachine.provide({ actors: stubs.logic as never })).start();
    stubs.settle('refreshToken', { output: loginResponseFixture('first-token') });
    await settle();
    const token = freshAccessToken(actor);
    stubs.settle('refreshToken', { error: refreshRefused });
    await expect(token).rejects.toBeInstanceOf(SessionEndedError);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe(sessionEndedReason);
  });

  it('rejects at once when nobody is signed in', async () => {
    const { actor } = sessionWith({});
    await settle();
    await expect(freshAccessToken(actor)).rejects.toBeInstanceOf(SessionEndedError);
  });

  it('gives connectApi what it needs', async () => {
    const { actor } = sessionWith({ refreshToken: async () => loginResponseFixture('cookie-token') });
    await settle();
    const hooks = sessionApiHooks(actor);
    expect(hooks.getAccessToken()).toBe('cookie-token');
    const next = hooks.refreshAccessToken();
    await settle();
    expect(await next).toBe('cookie-token');
    hooks.signOut();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(hooks.getAccessToken()).toBeNull();
  });
});

describe('session with the API middleware', () => {
  it('turns concurrent 451s into one refresh through the session, then retries each call', async () => {
    vi.useRealTimers();
    const seen: string[] = [];
    const fetch = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname} ${request.headers.get('Authorization') ?? '-'}`);
      const respond = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/token/refresh-token') {
        const round = seen.filter((line) => line.includes('refresh-token')).length;
        return respond(200, loginResponseFixture(`token-${round}`));
      }
      return request.headers.get('Authorization') === 'Bearer token-2'
        ? respond(200, { classes: [] })
        : respond(451, { message: 'Your session token has expired' });
    });
    const client = createPortalClient({ baseUrl: 'http://portal.test/api', fetch });
    const session = createActor(
      sessionMachine.provide({
        actors: { refreshToken: fromPromise(async () => dataOf(await client.POST('/token/refresh-token'))) },
      }),
    ).start();
    await vi.waitFor(() => expect(session.getSnapshot().matches({ signedIn: 'active' })).toBe(true));
    const notifyFailure = vi.fn();
    connectApi({ ...sessionApiHooks(session), notifyFailure, closeOverlay: vi.fn() }, [client]);

    const results = await Promise.all([client.GET('/class/view-all'), client.GET('/class/view-all'), client.GET('/class/view-all')]);

    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(seen.filter((line) => line.includes('refresh-token'))).toHaveLength(2); // the restore on load, then one
    expect(session.getSnapshot().context.accessToken).toBe('token-2');
    expect(notifyFailure).not.toHaveBeenCalled();
  });
});

describe('homeFor', () => {
  it('sends super-admins to /super-admin and everyone else to /', () => {
    expect(homeFor(staffFixture({ isSuperAdmin: true }))).toBe('/super-admin');
    expect(homeFor(staffFixture())).toBe('/');
    expect(homeFor(null)).toBe('/');
  });
});
