// The notification dialog (SPEC sections 2 and 8, DESIGN section 2): a queue shown one at a time. Each notification
// hides itself after 2000 ms; while the pointer is over it or focus is inside it, it waits, and once both have left
// it gets 2000 ms more, so a keyboard or screen-reader user can read it. The view announces it in a live region.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notificationHideMs, notificationHoverExtensionMs } from '../lib/constants';

export type NotificationTone = 'success' | 'error' | 'info';
export type Notification = { id: string; message: string; tone: NotificationTone };

/** What other machines emit (`emit`) to ask for a notification; `forwardNotifications` passes it on. */
export type NotificationRaised = { type: 'notification.raised'; message: string; tone: NotificationTone };

export type NotificationsContext = {
  /** The first one is on screen; the rest wait their turn. */
  queue: Notification[];
  nextId: number;
  hovered: boolean;
  focused: boolean;
};

export type NotificationsEvent =
  | { type: 'notifications.show'; message: string; tone?: NotificationTone }
  /** Without an id: the one on screen. */
  | { type: 'notifications.dismiss'; id?: string }
  | { type: 'notifications.pointerEnter' }
  | { type: 'notifications.pointerLeave' }
  | { type: 'notifications.focusIn' }
  | { type: 'notifications.focusOut' };

/** Hides the notification on screen and shows the next one, if any, with a fresh timer. */
const hideCurrent = [
  { guard: 'hasMore', target: '#notifications.visible', reenter: true, actions: 'dropCurrent' },
  { target: '#notifications.idle', actions: 'dropCurrent' },
] as const;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'notifications.show') return {};
      const notification = { id: `notification-${context.nextId}`, message: event.message, tone: event.tone ?? 'info' };
      return { queue: [...context.queue, notification], nextId: context.nextId + 1 };
    }),
    // The next notification is a new element: whatever hovered or focused the last one says nothing about it.
    dropCurrent: assign(({ context }) => ({ queue: context.queue.slice(1), hovered: false, focused: false })),
    dropWaiting: assign(({ context, event }) =>
      event.type === 'notifications.dismiss' ? { queue: context.queue.filter((n) => n.id !== event.id) } : {},
    ),
    markHovered: assign({ hovered: true }),
    markUnhovered: assign({ hovered: false }),
    markFocused: assign({ focused: true }),
    markUnfocused: assign({ focused: false }),
  },
  guards: {
    /** A message worth showing: not empty and not already on screen or waiting. */
    isNew: ({ context, event }) =>
      event.type === 'notifications.show' &&
      event.message.trim() !== '' &&
      !context.queue.some((n) => n.message === event.message && n.tone === (event.tone ?? 'info')),
    hasMore: ({ context }) => context.queue.length > 1,
    dismissesWaiting: ({ context, event }) =>
      event.type === 'notifications.dismiss' &&
      event.id !== undefined &&
      context.queue.slice(1).some((n) => n.id === event.id),
    dismissesNothing: ({ context, event }) =>
      event.type === 'notifications.dismiss' && event.id !== undefined && !context.queue.some((n) => n.id === event.id),
    isHovered: ({ context }) => context.hovered,
    isFocused: ({ context }) => context.focused,
  },
  delays: {
    notificationHide: notificationHideMs,
    notificationHoverExtension: notificationHoverExtensionMs,
  },
}).createMachine({
  id: 'notifications',
  context: { queue: [], nextId: 1, hovered: false, focused: false },
  initial: 'idle',
  states: {
    idle: {
      on: { 'notifications.show': { guard: 'isNew', target: 'visible', actions: 'enqueue' } },
    },
    visible: {
      initial: 'counting',
      on: {
        'notifications.show': { guard: 'isNew', actions: 'enqueue' },
        'notifications.dismiss': [
          { guard: 'dismissesNothing' },
          { guard: 'dismissesWaiting', actions: 'dropWaiting' },
          ...hideCurrent,
        ],
        'notifications.pointerEnter': { target: '.paused', actions: 'markHovered' },
        'notifications.focusIn': { target: '.paused', actions: 'markFocused' },
      },
      states: {
        counting: {
          after: { notificationHide: hideCurrent },
        },
        paused: {
          on: {
            'notifications.pointerLeave': [
              { guard: 'isFocused', actions: 'markUnhovered' },
              { target: 'extended', actions: 'markUnhovered' },
            ],
            'notifications.focusOut': [
              { guard: 'isHovered', actions: 'markUnfocused' },
              { target: 'extended', actions: 'markUnfocused' },
            ],
          },
        },
        extended: {
          after: { notificationHoverExtension: hideCurrent },
        },
      },
    },
  },
});

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** The notification on screen, or null. */
export function currentNotification(snapshot: NotificationsSnapshot): Notification | null {
  return snapshot.context.queue[0] ?? null;
}

/** Something that emits `notification.raised`: any actor of the machines here. */
type Emitter = {
  on: (type: 'notification.raised', handler: (event: NotificationRaised) => void) => { unsubscribe: () => void };
};

/** Shows what `source` raises in the notifications actor; returns the subscription. */
export function forwardNotifications(source: Emitter, notifications: Pick<NotificationsActor, 'send'>) {
  return source.on('notification.raised', (event) =>
    notifications.send({ type: 'notifications.show', message: event.message, tone: event.tone }),
  );
}
