// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgetEarlyCalls, takeEarlyPageRead } from '../api/earlyCalls';
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

/** What first-paint.js leaves for the page's loader: the read at `path` (under /api), answered with `body`. */
const readOnLoad = (path: string, body: unknown) => ({ path, answer: Promise.resolve(jsonResponse(body)) });

describe('the page read src/first-paint.js sends on load', () => {
  it('is the call the page’s loader would make: the home page’s figures (/ or /dashboard), a staff member’s or a student’s record', () => {
    // first-paint.js is a plain script, put into index.html as it is, and cannot import the paths: it spells them out.
    const script = readFileSync(path.resolve(import.meta.dirname, '../first-paint.js'), 'utf8');
    expect(script).toContain("'/api/dashboard/general'");
    expect(script).toContain('/^\\/(dashboard\\/?)?$/.test(location.pathname)');
    expect(script).toContain('/^\\/(staff|student)-management\\/');
    expect(script).toContain("{ staff: '/api/staff/view-staff/', student: '/api/student/view-by-id/' }");
  });

  it('is the loader’s answer, taken once: the next visit asks the server', async () => {
    const session = await restoredSession();
    window.portalPageReadOnLoad = readOnLoad('/api/dashboard/general', { asked: 'on load' });
    const fetch = vi.fn(async () => jsonResponse({ asked: 'by the app' }));
    vi.stubGlobal('fetch', fetch);

    expect(await loadGeneralDashboard(homePage(session))).toEqual({ asked: 'on load' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await loadGeneralDashboard(homePage(session))).toEqual({ asked: 'by the app' });
    expect(fetch).toHaveBeenCalledOnce();
    session.stop();
  });

  it('is given only to the read of its own path', () => {
    window.portalPageReadOnLoad = readOnLoad('/api/staff/view-staff/4b1c7c9e-0d2f-4a51-9c3e-7f2a1b6d8e90', {});
    expect(takeEarlyPageRead('/staff/view-staff/0b7d3f4e-9c1a-4e2b-8f6d-5a4c3b2a1908')).toBeUndefined();
    expect(takeEarlyPageRead('/dashboard/general')).toBeUndefined();
    expect(takeEarlyPageRead('/staff/view-staff/4b1c7c9e-0d2f-4a51-9c3e-7f2a1b6d8e90')).toBeInstanceOf(Promise);
    expect(window.portalPageReadOnLoad).toBeUndefined();
  });

  it('is dropped when the account may not see the home page, never given to a later visit', async () => {
    const session = await restoredSession([]);
    window.portalPageReadOnLoad = readOnLoad('/api/dashboard/general', { asked: 'on load' });
    expect(await loadGeneralDashboard(homePage(session))).toBeNull();
    expect(window.portalPageReadOnLoad).toBeUndefined();
    session.stop();
  });

  it('is forgotten, with the restore, once the first page is shown', () => {
    window.portalRestoreOnLoad = Promise.resolve(jsonResponse({}));
    window.portalPageReadOnLoad = readOnLoad('/api/staff/view-staff/4b1c7c9e-0d2f-4a51-9c3e-7f2a1b6d8e90', {});
    forgetEarlyCalls();
    expect(window.portalRestoreOnLoad).toBeUndefined();
    expect(window.portalPageReadOnLoad).toBeUndefined();
  });
});
