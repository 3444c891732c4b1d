// The bell's list of recent notifications. The notifications machine only queues what is on screen; this keeps what
// it has shown (newest first, the last `limit`), so a message that hid itself after 2 s can still be read. Given a
// storage (the tab's sessionStorage in the app), the list also outlives a reload of the tab.
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

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const notificationHistoryKey = 'portal.notificationHistory';

const tones: readonly unknown[] = ['success', 'error', 'info'] satisfies PastNotification['tone'][];

/** A kept entry as JSON gave it back, if it is one. A plain check, not zod: this module loads with the sign-in page. */
function pastNotificationOf(stored: unknown): PastNotification | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, message, tone, at } = stored as Record<string, unknown>;
  const when = typeof at === 'string' || typeof at === 'number' ? new Date(at) : null;
  if (typeof id !== 'string' || typeof message !== 'string' || !tones.includes(tone) || !when || Number.isNaN(when.getTime())) return null;
  return { id, message, tone: tone as PastNotification['tone'], at: when };
}

/** What an earlier page of this tab kept; nothing when there is none or it cannot be read. */
function restore(storage: HistoryStorage): PastNotification[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(notificationHistoryKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const entries = stored.map(pastNotificationOf);
    return entries.every((entry) => entry !== null) ? entries : [];
  } catch {
    return [];
  }
}

function keep(storage: HistoryStorage, items: readonly PastNotification[]) {
  try {
    storage.setItem(notificationHistoryKey, JSON.stringify(items));
  } catch {
    // Storage full or refused (private mode): the list still works for this page.
  }
}

/**
 * A history starting from `initial`, or, with `storage`, from what that storage kept (and keeping every change there).
 */
export function createNotificationHistory(
  initial: readonly PastNotification[] = [],
  { limit = 20, storage }: { limit?: number; storage?: HistoryStorage } = {},
): NotificationHistory {
  let items: readonly PastNotification[] = storage ? restore(storage).slice(0, limit) : initial;
  // The ids the notifications actor gave; they start again at every page load, so each kept entry gets its own id.
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  const publish = (next: readonly PastNotification[]) => {
    items = next;
    if (storage) keep(storage, next);
    for (const listener of listeners) listener();
  };
  const take = (queue: readonly Notification[]) => {
    const fresh = queue.filter((n) => !seen.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) seen.add(n.id);
    const now = new Date();
    // The time and the actor's id alone collide when a page reloaded within the same millisecond gives its first
    // notification the id the last page's first had; the random part keeps every entry its own.
    const entries = fresh.map((n) => ({ ...n, id: `${now.getTime()}-${Math.random().toString(36).slice(2, 10)}-${n.id}`, at: now })).reverse();
    publish([...entries, ...items].slice(0, limit));
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

/**
 * Empties `history` each time the session ends (it enters signedOut), so whoever signs in next in this tab does not
 * read the last person's messages. Returns a function that stops watching.
 */
export function forgetOnSignOut(
  history: NotificationHistory,
  session: { subscribe: (listener: (snapshot: { matches: (state: 'signedOut') => boolean }) => void) => { unsubscribe: () => void } },
): () => void {
  let wasSignedOut = false;
  const subscription = session.subscribe((snapshot) => {
    const signedOut = snapshot.matches('signedOut');
    if (signedOut && !wasSignedOut) history.clear();
    wasSignedOut = signedOut;
  });
  return () => subscription.unsubscribe();
}

export function useNotificationHistory(history: NotificationHistory): readonly PastNotification[] {
  return useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
}
