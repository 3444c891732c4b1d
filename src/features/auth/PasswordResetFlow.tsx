// The password reset spans two pages (/forgot-password, then /password/update-password-otp/), and the second needs
// what the first learnt (the email and the resetCodeId), so one password reset actor lives above both, in their
// pathless layout route (_auth/_reset). Its notifications go to the app's notification queue; when the reset is
// over, a signed-in session ends. Once a code is sent, the email and the resetCodeId are kept for the tab
// (sessionStorage), so that reloading the code page picks up where it was instead of asking for a new code.
import { useActorRef } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { forwardNotifications, type NotificationsActor } from '../../machines/notifications.machine';
import {
  passwordResetMachine,
  type PasswordResetActor,
  type PasswordResetSnapshot,
} from './passwordReset.machine';
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
  /** A code already sent, named by the link the email gave (a new staff member's welcome): the flow starts at the code. */
  linked?: ResetProgress | null;
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
  linked,
  restart,
  children,
}: PasswordResetFlowProps & { restart: () => void }) {
  const [resumed] = useState(() => resumedSnapshot(machine, linked ?? savedProgress()));
  const passwordReset = useActorRef(machine, { snapshot: resumed });

  useEffect(() => {
    const forwarding = forwardNotifications(passwordReset, notifications);
    const keeping = passwordReset.subscribe(keepProgress);
    const ending = passwordReset.on('session.endRequested', () => {
      // SPEC section 4: after a password update the user is signed out (and sent to /login).
      if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.signOut' });
    });
    return () => {
      forwarding.unsubscribe();
      keeping.unsubscribe();
      ending.unsubscribe();
    };
  }, [passwordReset, notifications, session]);

  const value = useMemo(() => ({ passwordReset, restart }), [passwordReset, restart]);
  return <PasswordResetFlowContext.Provider value={value}>{children}</PasswordResetFlowContext.Provider>;
}

const progressKey = 'portal.passwordReset';
export type ResetProgress = { email: string; resetCodeId: string };

function keepProgress(snapshot: PasswordResetSnapshot) {
  const { email, resetCodeId } = snapshot.context;
  try {
    if (snapshot.hasTag('codeHeld') && resetCodeId) sessionStorage.setItem(progressKey, JSON.stringify({ email, resetCodeId }));
    else sessionStorage.removeItem(progressKey);
  } catch {
    // Storage refused (private mode, quota): a reload then asks for a new code, as it would without it.
  }
}

function savedProgress(): ResetProgress | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(progressKey) ?? 'null');
    if (value && typeof value === 'object' && 'email' in value && 'resetCodeId' in value) {
      const { email, resetCodeId } = value;
      if (typeof email === 'string' && typeof resetCodeId === 'string') return { email, resetCodeId };
    }
  } catch {
    // Unreadable: start afresh.
  }
  return null;
}

/** The code step of a reset this tab had started (or an email's link names), or undefined to start at the first step. */
function resumedSnapshot(machine: typeof passwordResetMachine, progress: ResetProgress | null) {
  if (!progress) return undefined;
  return machine.resolveState({
    value: { enteringCode: 'ready' },
    context: { ...progress, code: '', password: '', confirmPassword: '', fieldErrors: {}, error: null },
  });
}

export function usePasswordResetFlow(): PasswordResetFlowValue {
  const value = useContext(PasswordResetFlowContext);
  if (!value) throw new Error('usePasswordResetFlow must be used inside <PasswordResetFlow>');
  return value;
}
