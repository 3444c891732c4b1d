import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type LoginResponse } from '../machines/session.machine';
import { loginResponseFixture, staffFixture } from '../testing/fixtures';
import { authenticatedGuard, guestGuard, superAdminGuard } from './guards';

/** A session whose page-load refresh answers when `settle` is called (signed in) or fails (signed out). */
function restoringSession() {
  let settle: (signedIn: LoginResponse | null) => void = () => {};
  const refresh = new Promise<LoginResponse>((resolve, reject) => {
    settle = (answer) => (answer ? resolve(answer) : reject(new Error('no cookie')));
  });
  const session = createActor(sessionMachine.provide({ actors: { refreshToken: fromPromise(() => refresh) } })).start();
  return { session, settle };
}

async function redirectOf(promise: Promise<void>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.href ?? null;
  }
}

describe('authenticatedGuard', () => {
  it('waits for the session to settle, then lets a signed-in user through', async () => {
    const { session, settle } = restoringSession();
    const guard = authenticatedGuard({ context: { session }, location: { href: '/staff-management' } });
    settle(loginResponseFixture('token'));
    await expect(redirectOf(guard)).resolves.toBeNull();
  });

  it('sends nobody to /login, keeping where they were going', async () => {
    const { session, settle } = restoringSession();
    const guard = authenticatedGuard({ context: { session }, location: { href: '/staff-management?tab=2' } });
    settle(null);
    await expect(redirectOf(guard)).resolves.toBe('/login?redirect=%2Fstaff-management%3Ftab%3D2');
  });
});

describe('guestGuard', () => {
  it('sends a signed-in user to /dashboard', async () => {
    const { session, settle } = restoringSession();
    settle(loginResponseFixture('token'));
    await expect(redirectOf(guestGuard({ context: { session } }))).resolves.toBe('/dashboard');
  });

  it('lets nobody through', async () => {
    const { session, settle } = restoringSession();
    settle(null);
    await expect(redirectOf(guestGuard({ context: { session } }))).resolves.toBeNull();
  });
});

describe('superAdminGuard', () => {
  it('sends a state admin home and lets a super-admin through', async () => {
    const admin = restoringSession();
    admin.settle(loginResponseFixture('token'));
    await expect(redirectOf(superAdminGuard({ context: { session: admin.session } }))).resolves.toBe('/');
    const superAdmin = restoringSession();
    superAdmin.settle(loginResponseFixture('token', staffFixture({ isSuperAdmin: true })));
    await expect(redirectOf(superAdminGuard({ context: { session: superAdmin.session } }))).resolves.toBeNull();
  });
});
