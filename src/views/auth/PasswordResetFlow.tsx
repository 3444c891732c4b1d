// The password reset spans two pages (/forgot-password, then /password/update-password-otp/), and the second needs
// what the first learnt (the email and the resetCodeId), so one password reset actor lives above both, in their
// pathless layout route (_auth/_reset). Its notifications go to the app's notification queue; when the reset is
// over, a signed-in session ends.
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { forwardNotifications, type NotificationsActor } from '../../machines/notifications.machine';
import { passwordResetMachine, type PasswordResetActor } from '../../machines/passwordReset.machine';
import type { SessionActor } from '../../machines/session.machine';

/** The two pages of the reset (SPEC section 2). */
export const passwordResetPaths = { request: '/forgot-password', code: '/password/update-password-otp/' } as const;

type PasswordResetFlowValue = {
  passwordReset: PasswordResetActor;
  /** Replaces a finished reset with a fresh one (a new visit to the first page); remounts what is inside. */
  restart: () => void;
};

const PasswordResetFlowContext = createContext<PasswordResetFlowValue | null>(null);

export type PasswordResetFlowProps = {
  notifications: Pick<NotificationsActor, 'send'>;
  session: Pick<SessionActor, 'send' | 'getSnapshot'>;
  /** Stories pass a machine with its calls replaced. */
  machine?: typeof passwordResetMachine;
  children: ReactNode;
};

export function PasswordResetFlow(props: PasswordResetFlowProps) {
  // A new generation is a new actor: useActorRef starts and stops it with the component (StrictMode-safe).
  const [generation, setGeneration] = useState(0);
  const restart = useCallback(() => setGeneration((n) => n + 1), []);
  return <PasswordResetInstance key={generation} {...props} restart={restart} />;
}

function PasswordResetInstance({
  notifications,
  session,
  machine = passwordResetMachine,
  restart,
  children,
}: PasswordResetFlowProps & { restart: () => void }) {
  const passwordReset = useActorRef(machine);

  useEffect(() => {
    const forwarding = forwardNotifications(passwordReset, notifications);
    const ending = passwordReset.on('session.endRequested', () => {
      // SPEC section 4: after a password update the user is signed out (and sent to /login).
      if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.signOut' });
    });
    return () => {
      forwarding.unsubscribe();
      ending.unsubscribe();
    };
  }, [passwordReset, notifications, session]);

  const value = useMemo(() => ({ passwordReset, restart }), [passwordReset, restart]);
  return <PasswordResetFlowContext.Provider value={value}>{children}</PasswordResetFlowContext.Provider>;
}

export function usePasswordResetFlow(): PasswordResetFlowValue {
  const value = useContext(PasswordResetFlowContext);
  if (!value) throw new Error('usePasswordResetFlow must be used inside <PasswordResetFlow>');
  return value;
}
