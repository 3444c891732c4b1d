// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { signedInHintCookie } from '../lib/constants';
import { sessionMachine } from './session.machine';
import { loginResponseFixture } from '../testing/fixtures';
import { earlyRestorePath, takeEarlyRestore } from '../api/earlyCalls';
import { refreshLockName } from '../api/middleware/refresh';

const jsonResponse = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  document.cookie = `${signedInHintCookie}=; max-age=0`;
  delete window.portalRestoreOnLoad;
});

describe('the restore src/first-paint.js starts on load', () => {
  it('asks what the app would ask, under the same lock, after the same hint cookie', () => {
    // first-paint.js is a plain script, put into index.html as it is, and cannot import these: it spells them out.
    const script = readFileSync(path.resolve(import.meta.dirname, '../first-paint.js'), 'utf8');
    expect(script).toContain(`'${earlyRestorePath}'`);
    expect(script).toContain(`'${refreshLockName}'`);
    expect(script).toContain(`'${signedInHintCookie}=1'`);
  });

  it('is the session machine’s restore, taken once: the next refresh asks the server', async () => {
    document.cookie = `${signedInHintCookie}=1`;
    window.portalRestoreOnLoad = Promise.resolve(jsonResponse(loginResponseFixture('token-on-load')));
    const fetch = vi.fn(async () => jsonResponse(loginResponseFixture('token-refreshed')));
    vi.stubGlobal('fetch', fetch);

    const session = createActor(sessionMachine).start();
    await vi.waitFor(() => expect(session.getSnapshot().context.accessToken).toBe('token-on-load'));
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyRestore()).toBeUndefined();

    session.send({ type: 'session.tokenExpired' });
    await vi.waitFor(() => expect(session.getSnapshot().context.accessToken).toBe('token-refreshed'));
    expect(fetch).toHaveBeenCalledOnce();
    session.stop();
  });

  it('refused on load (an expired sign-in) leaves the app signed out, and is never a later refresh’s answer', async () => {
    // The refusal has cleared the hint cookie by the time the app starts.
    document.cookie = `${signedInHintCookie}=; max-age=0`;
    window.portalRestoreOnLoad = Promise.resolve(
      new Response(JSON.stringify({ message: 'Your session has ended, please sign in again' }), { status: 452, headers: { 'Content-Type': 'application/json' } }),
    );
    const session = createActor(sessionMachine).start();
    await vi.waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true));
    expect(takeEarlyRestore()).toBeUndefined();
    session.stop();
  });
});
