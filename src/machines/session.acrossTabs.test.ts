// @vitest-environment jsdom
// Two tabs that restore their sessions at the same moment (both reloaded) share one refresh cookie. The server rotates
// it on every refresh and takes a cookie presented twice for theft, so the tabs must refresh one after the other.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { isSettled, sessionMachine } from './session.machine';
import { loginResponseFixture } from '../testing/fixtures';
import { refreshAcrossTabs, refreshLockName } from '../api/middleware/refresh';
import { signedInHintCookie } from '../lib/constants';

// The session actor calls through the app's own client, whose base is relative to the page; Node's fetch needs it whole.
vi.hoisted(() => {
  import.meta.env.VITE_API_BASE = 'http://portal.test/api';
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The refresh endpoint of DESIGN section 2 behind the browser's cookie jar, which every tab of the origin shares: the
 * cookie goes with a call as it leaves, the answer rotates it, and a cookie seen before revokes the family.
 */
function rotatingServer() {
  const jar = { cookie: 'refresh-1' };
  const presented: string[] = [];
  let issued = 1;
  let revoked = false;
  const fetch = vi.fn(async (request: Request) => {
    expect(new URL(request.url).pathname).toMatch(/\/token\/refresh-token$/);
    const cookie = jar.cookie;
    presented.push(cookie);
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (revoked || presented.indexOf(cookie) !== presented.length - 1) {
      revoked = true;
      return json(452, { message: 'Your session has ended, please sign in again' });
    }
    issued += 1;
    jar.cookie = `refresh-${issued}`;
    return json(200, loginResponseFixture(`access-${issued}`));
  });
  return { fetch, presented, isRevoked: () => revoked };
}

/** navigator.locks as the browser grants it: one holder per name, the others queued in order of asking. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const asked: string[] = [];
  const locks = {
    request(name: string, _options: LockOptions, callback: () => Promise<unknown>) {
      asked.push(name);
      const held = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(name, held.catch(() => undefined));
      return held;
    },
  };
  return { locks, asked };
}

function giveNavigatorLocks(locks: object | undefined) {
  Object.defineProperty(globalThis.navigator, 'locks', { configurable: true, value: locks });
}

let server: ReturnType<typeof rotatingServer>;

beforeEach(() => {
  server = rotatingServer();
  vi.stubGlobal('fetch', server.fetch);
  // The readable cookie the server sets beside the refresh cookie (src/api/signedInHint.ts).
  document.cookie = `${signedInHintCookie}=1`;
});

afterEach(() => {
  Reflect.deleteProperty(globalThis.navigator, 'locks');
  document.cookie = `${signedInHintCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

/** Two tabs' session actors started together, as on a reload of both; resolves once both have settled. */
async function reloadTwoTabs() {
  const tabs = [createActor(sessionMachine).start(), createActor(sessionMachine).start()];
  const settled = await Promise.all(tabs.map((tab) => waitFor(tab, isSettled)));
  for (const tab of tabs) tab.stop();
  return settled;
}

describe('refreshing across tabs', () => {
  it('two tabs restoring at once both stay signed in: the second waits and presents the rotated cookie', async () => {
    const { locks, asked } = fakeLocks();
    giveNavigatorLocks(locks);
    const [first, second] = await reloadTwoTabs();
    expect(first?.matches('signedIn')).toBe(true);
    expect(second?.matches('signedIn')).toBe(true);
    expect(server.presented).toEqual(['refresh-1', 'refresh-2']);
    expect(server.isRevoked()).toBe(false);
    expect(asked).toEqual([refreshLockName, refreshLockName]);
    // And the next reload still works: the family is intact.
    const [third] = await reloadTwoTabs();
    expect(third?.matches('signedIn')).toBe(true);
  });

  it('a browser without the signed-in hint cookie (a first visit) restores nothing and asks nothing of the server', async () => {
    document.cookie = `${signedInHintCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    giveNavigatorLocks(fakeLocks().locks);
    const [first, second] = await reloadTwoTabs();
    expect(first?.matches('signedOut')).toBe(true);
    expect(second?.matches('signedOut')).toBe(true);
    expect(second?.context.reason).toBeNull();
    expect(server.presented).toEqual([]);
  });

  it('without Web Locks the call still runs (an insecure context), unguarded', async () => {
    giveNavigatorLocks(undefined);
    await expect(refreshAcrossTabs(async () => 'refreshed')).resolves.toBe('refreshed');
  });

  it('a refresh that fails releases the lock for the next tab', async () => {
    const { locks } = fakeLocks();
    giveNavigatorLocks(locks);
    const failed = refreshAcrossTabs(() => Promise.reject(new Error('offline')));
    const next = refreshAcrossTabs(async () => 'refreshed');
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('refreshed');
  });
});
