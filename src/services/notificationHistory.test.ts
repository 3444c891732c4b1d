// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type LoginResponse } from '../machines/session.machine';
import { loginResponseFixture } from '../testing/fixtures';
import { notificationsMachine } from '../machines/notifications.machine';
import { createNotificationHistory, forgetOnSignOut, notificationHistoryKey } from './notificationHistory';

beforeEach(() => sessionStorage.clear());

describe('notification history (the bell)', () => {
  it('keeps what was shown, newest first, after it has hidden itself', () => {
    const notifications = createActor(notificationsMachine).start();
    const history = createNotificationHistory([], { limit: 2 });
    history.record(notifications);
    notifications.send({ type: 'notifications.show', message: 'Login Successful', tone: 'success' });
    notifications.send({ type: 'notifications.dismiss' });
    notifications.send({ type: 'notifications.show', message: 'Email already taken', tone: 'error' });
    notifications.send({ type: 'notifications.show', message: 'Profile Updated Successfully', tone: 'success' });
    expect(history.getSnapshot().map((n) => n.message)).toEqual(['Profile Updated Successfully', 'Email already taken']);
  });
});

describe('notification history kept for the tab', () => {
  it('outlives a reload: a new page of the tab lists what the last one showed, and adds to it', () => {
    const firstPage = createActor(notificationsMachine).start();
    createNotificationHistory([], { storage: sessionStorage }).record(firstPage);
    firstPage.send({ type: 'notifications.show', message: 'Login Successful', tone: 'success' });

    // The reloaded page: a fresh notifications actor, whose ids start again.
    const reloaded = createActor(notificationsMachine).start();
    const history = createNotificationHistory([], { storage: sessionStorage });
    history.record(reloaded);
    expect(history.getSnapshot().map((n) => n.message)).toEqual(['Login Successful']);
    expect(history.getSnapshot()[0]?.at).toBeInstanceOf(Date);

    reloaded.send({ type: 'notifications.show', message: 'Profile Updated Successfully', tone: 'success' });
    const listed = history.getSnapshot();
    expect(listed.map((n) => n.message)).toEqual(['Profile Updated Successfully', 'Login Successful']);
    expect(new Set(listed.map((n) => n.id)).size).toBe(2);
  });

  it('starts empty from a storage holding something else, and clearing empties the storage too', () => {
    sessionStorage.setItem(notificationHistoryKey, '{"not":"a list"}');
    const history = createNotificationHistory([], { storage: sessionStorage });
    expect(history.getSnapshot()).toEqual([]);
    const notifications = createActor(notificationsMachine).start();
    history.record(notifications);
    notifications.send({ type: 'notifications.show', message: 'Email already taken', tone: 'error' });
    history.clear();
    expect(createNotificationHistory([], { storage: sessionStorage }).getSnapshot()).toEqual([]);
  });
});

describe('notification history and the session', () => {
  it('is emptied when the session ends, so the next person in the tab does not read it', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          refreshToken: fromPromise<LoginResponse>(async () => loginResponseFixture('token')),
          logout: fromPromise<void>(async () => {}),
        },
      }),
    );
    const notifications = createActor(notificationsMachine).start();
    const history = createNotificationHistory([], { storage: sessionStorage });
    history.record(notifications);
    forgetOnSignOut(history, session);
    session.start();
    await waitFor(session, (s) => s.matches('signedIn'));
    notifications.send({ type: 'notifications.show', message: 'Profile Updated Successfully', tone: 'success' });
    expect(history.getSnapshot()).toHaveLength(1);

    session.send({ type: 'session.signOut' });
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(history.getSnapshot()).toEqual([]);
    expect(createNotificationHistory([], { storage: sessionStorage }).getSnapshot()).toEqual([]);
  });
});
