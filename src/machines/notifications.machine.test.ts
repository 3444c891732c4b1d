import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { notificationHideMs, notificationHoverExtensionMs } from '../lib/constants';
import {
  currentNotification,
  forwardNotifications,
  notificationsMachine,
  type NotificationRaised,
} from './notifications.machine';
import { describeEveryState, stateGraph, type StateExpectations } from '../testing/stateGraph';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(notificationsMachine, {
  events: {
    'notifications.show': [
      { type: 'notifications.show', message: 'Class Created Successfully', tone: 'success' },
      { type: 'notifications.show', message: 'Class not found', tone: 'error' },
    ],
    'notifications.dismiss': [{ type: 'notifications.dismiss' }, { type: 'notifications.dismiss', id: 'notification-2' }],
  },
  // The id counter grows without end; what matters is the state, the queue and who is attending.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      queue: snapshot.context.queue.map((n) => n.message),
      hovered: snapshot.context.hovered,
      focused: snapshot.context.focused,
    }),
});

const expectations: StateExpectations<typeof notificationsMachine> = {
  idle: ({ snapshot }) => {
    expect(snapshot.context.queue).toEqual([]);
    expect(currentNotification(snapshot)).toBeNull();
  },
  'visible.counting': ({ snapshot }) => {
    expect(currentNotification(snapshot)).toEqual({
      id: 'notification-1',
      message: 'Class Created Successfully',
      tone: 'success',
    });
  },
  'visible.paused': ({ snapshot }) => {
    expect(currentNotification(snapshot)).not.toBeNull();
    expect(snapshot.context.hovered || snapshot.context.focused).toBe(true);
  },
  'visible.extended': ({ snapshot }) => {
    expect(snapshot.context.hovered).toBe(false);
    expect(snapshot.context.focused).toBe(false);
  },
};

describeEveryState('notifications machine', graph, expectations, ({ snapshot }) => {
  expect(snapshot.hasTag('busy')).toBe(false);
});

describe('notifications machine: timing', () => {
  const start = () => createActor(notificationsMachine).start();

  it('hides a notification after 2000 ms', async () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'Role Created Successfully', tone: 'success' });
    await vi.advanceTimersByTimeAsync(notificationHideMs - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('waits while hovered, then gives 2000 ms more after the pointer leaves', async () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'Class not found', tone: 'error' });
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'notifications.pointerEnter' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ visible: 'paused' })).toBe(true);
    actor.send({ type: 'notifications.pointerLeave' });
    expect(actor.getSnapshot().matches({ visible: 'extended' })).toBe(true);
    await vi.advanceTimersByTimeAsync(notificationHoverExtensionMs - 1);
    expect(currentNotification(actor.getSnapshot())?.message).toBe('Class not found');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('keeps waiting while focus stays inside even when the pointer leaves', async () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'Class not found', tone: 'error' });
    actor.send({ type: 'notifications.focusIn' });
    actor.send({ type: 'notifications.pointerEnter' });
    actor.send({ type: 'notifications.pointerLeave' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().matches({ visible: 'paused' })).toBe(true);
    actor.send({ type: 'notifications.focusOut' });
    await vi.advanceTimersByTimeAsync(notificationHoverExtensionMs);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('pauses again when the pointer comes back during the extension', async () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'Class not found', tone: 'error' });
    actor.send({ type: 'notifications.pointerEnter' });
    actor.send({ type: 'notifications.pointerLeave' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'notifications.pointerEnter' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().matches({ visible: 'paused' })).toBe(true);
  });

  it('shows queued notifications one after another, each for its full time', async () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'First', tone: 'info' });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'notifications.show', message: 'Second', tone: 'info' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(currentNotification(actor.getSnapshot())?.message).toBe('Second');
    await vi.advanceTimersByTimeAsync(notificationHideMs - 1);
    expect(currentNotification(actor.getSnapshot())?.message).toBe('Second');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('dismisses the one on screen or one still waiting, and ignores unknown ids', () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'First' });
    actor.send({ type: 'notifications.show', message: 'Second' });
    actor.send({ type: 'notifications.show', message: 'Third' });
    actor.send({ type: 'notifications.dismiss', id: 'notification-2' });
    expect(actor.getSnapshot().context.queue.map((n) => n.message)).toEqual(['First', 'Third']);
    actor.send({ type: 'notifications.dismiss', id: 'no-such-notification' });
    expect(actor.getSnapshot().context.queue.map((n) => n.message)).toEqual(['First', 'Third']);
    actor.send({ type: 'notifications.dismiss' });
    expect(currentNotification(actor.getSnapshot())?.message).toBe('Third');
    actor.send({ type: 'notifications.dismiss', id: 'notification-3' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('does not queue the same message twice, nor an empty one', () => {
    const actor = start();
    actor.send({ type: 'notifications.show', message: 'Failed to fetch', tone: 'error' });
    actor.send({ type: 'notifications.show', message: 'Failed to fetch', tone: 'error' });
    actor.send({ type: 'notifications.show', message: '  ' });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
  });

  it('forwards what other machines raise', () => {
    const notifications = start();
    const source = createActor(
      setup({
        types: { events: {} as { type: 'go' }, emitted: {} as NotificationRaised },
        actions: { raiseIt: emit({ type: 'notification.raised', message: 'Login Successful', tone: 'success' }) },
      }).createMachine({ on: { go: { actions: 'raiseIt' } } }),
    ).start();
    const subscription = forwardNotifications(source, notifications);
    source.send({ type: 'go' });
    expect(currentNotification(notifications.getSnapshot())).toMatchObject({ message: 'Login Successful', tone: 'success' });
    subscription.unsubscribe();
  });
});
