// The bell's list of recent notifications. The notifications machine only queues what is on screen; this keeps what
// it has shown (newest first, the last `limit`), so a message that hid itself after 2 s can still be read.
import { useSyncExternalStore } from 'react';
import type { Notification, NotificationsActor } from '../machines/notifications.machine';

export type PastNotification = Notification & { at: Date };

export type NotificationHistory = {
  /** Starts recording what `notifications` queues; returns a function that stops it. */
  record: (notifications: Pick<NotificationsActor, 'subscribe' | 'getSnapshot'>) => () => void;
  getSnapshot: () => readonly PastNotification[];
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
};

export function createNotificationHistory(initial: readonly PastNotification[] = [], limit = 20): NotificationHistory {
  let items: readonly PastNotification[] = initial;
  const seen = new Set(initial.map((n) => n.id));
  const listeners = new Set<() => void>();
  const publish = (next: readonly PastNotification[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const take = (queue: readonly Notification[]) => {
    const fresh = queue.filter((n) => !seen.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) seen.add(n.id);
    const now = new Date();
    publish([...fresh.map((n) => ({ ...n, at: now })).reverse(), ...items].slice(0, limit));
  };
  return {
    record: (notifications) => {
      take(notifications.getSnapshot().context.queue);
      const subscription = notifications.subscribe((snapshot) => take(snapshot.context.queue));
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => publish([]),
  };
}

export function useNotificationHistory(history: NotificationHistory): readonly PastNotification[] {
  return useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
}
