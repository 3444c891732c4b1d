// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { earlyHomeFiguresPath, forgetEarlyCalls } from '../api/earlyCalls';
import { signedInHintCookie } from '../lib/constants';
import { sessionMachine, type SessionActor } from '../machines/session.machine';
import { loginResponseFixture, staffHoldingFixture } from '../testing/fixtures';
import { loadGeneralDashboard } from './loaders';

const jsonResponse = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  document.cookie = `${signedInHintCookie}=; max-age=0`;
  forgetEarlyCalls();
});

/** A session restored (through first-paint.js's answer) for an account holding `permissions`. */
async function restoredSession(permissions?: string[]): Promise<SessionActor> {
  document.cookie = `${signedInHintCookie}=1`;
  window.portalRestoreOnLoad = Promise.resolve(jsonResponse(loginResponseFixture('token-on-load', staffHoldingFixture(permissions))));
  const session = createActor(sessionMachine).start();
  await vi.waitFor(() => expect(session.getSnapshot().matches('signedIn')).toBe(true));
  return session;
}

const homePage = (session: SessionActor) => ({ context: { session }, abortController: new AbortController(), location: { pathname: '/dashboard' } });

describe('the home figures public/first-paint.js asks for on load', () => {
  it('are the call the home page’s loader would make, asked for on the home page only (/ or /dashboard)', () => {
    // first-paint.js is a plain script in public/ and cannot import the path: it spells it out.
    const script = readFileSync(path.resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');
    expect(script).toContain(`'${earlyHomeFiguresPath}'`);
    expect(script).toContain('/^\\/(dashboard\\/?)?$/.test(location.pathname)');
  });

  it('are the loader’s answer, taken once: the next visit asks the server', async () => {
    const session = await restoredSession();
    window.portalHomeFiguresOnLoad = Promise.resolve(jsonResponse({ asked: 'on load' }));
    const fetch = vi.fn(async () => jsonResponse({ asked: 'by the app' }));
    vi.stubGlobal('fetch', fetch);

    expect(await loadGeneralDashboard(homePage(session))).toEqual({ asked: 'on load' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await loadGeneralDashboard(homePage(session))).toEqual({ asked: 'by the app' });
    expect(fetch).toHaveBeenCalledOnce();
    session.stop();
  });

  it('are dropped when the account may not see the home page, never given to a later visit', async () => {
    const session = await restoredSession([]);
    window.portalHomeFiguresOnLoad = Promise.resolve(jsonResponse({ asked: 'on load' }));
    expect(await loadGeneralDashboard(homePage(session))).toBeNull();
    expect(window.portalHomeFiguresOnLoad).toBeUndefined();
    session.stop();
  });

  it('are forgotten, with the restore, once the first page is shown', () => {
    window.portalRestoreOnLoad = Promise.resolve(jsonResponse({}));
    window.portalHomeFiguresOnLoad = Promise.resolve(jsonResponse({}));
    forgetEarlyCalls();
    expect(window.portalRestoreOnLoad).toBeUndefined();
    expect(window.portalHomeFiguresOnLoad).toBeUndefined();
  });
});
