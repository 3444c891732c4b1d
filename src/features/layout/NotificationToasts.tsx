// The notification dialog of SPEC section 2: the notifications machine's current notification in the toast region.
// Hover and focus are reported to the machine, which holds the timer (DESIGN section 2: 2000 ms, extended 2000 ms).
import { useSelector } from '@xstate/react';
import { currentNotification, type NotificationsActor } from '../../machines/notifications.machine';
import { ToastRegion } from '../../ui/ToastRegion';

export function NotificationToasts({ notifications }: { notifications: NotificationsActor }) {
  const current = useSelector(notifications, currentNotification);
  return (
    <ToastRegion
      toasts={current ? [current] : []}
      onDismiss={(id) => notifications.send({ type: 'notifications.dismiss', id })}
      onHoverChange={(_, hovered) =>
        notifications.send({ type: hovered ? 'notifications.pointerEnter' : 'notifications.pointerLeave' })
      }
      onFocusChange={(_, focused) => notifications.send({ type: focused ? 'notifications.focusIn' : 'notifications.focusOut' })}
    />
  );
}
