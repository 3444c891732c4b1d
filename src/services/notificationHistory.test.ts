import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine } from '../machines/notifications.machine';
import { createNotificationHistory } from './notificationHistory';

describe('notification history (the bell)', () => {
  it('keeps what was shown, newest first, after it has hidden itself', () => {
    const notifications = createActor(notificationsMachine).start();
    const history = createNotificationHistory([], 2);
    history.record(notifications);
    notifications.send({ type: 'notifications.show', message: 'Login Successful', tone: 'success' });
    notifications.send({ type: 'notifications.dismiss' });
    notifications.send({ type: 'notifications.show', message: 'Email already taken', tone: 'error' });
    notifications.send({ type: 'notifications.show', message: 'Profile Updated Successfully', tone: 'success' });
    expect(history.getSnapshot().map((n) => n.message)).toEqual(['Profile Updated Successfully', 'Email already taken']);
  });
});
