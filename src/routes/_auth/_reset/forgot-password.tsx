// /forgot-password, step 1 of the password reset: once the code is sent (and its message has shown for the redirect
// delay), the OTP page opens.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ForgotPasswordView } from '../../../features/auth/ForgotPasswordView';
import { passwordResetPaths, usePasswordResetFlow } from '../../../features/auth/PasswordResetFlow';

export const Route = createFileRoute('/_auth/_reset/forgot-password')({
  staticData: { title: 'Forgot password' },
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const { passwordReset, restart } = usePasswordResetFlow();
  const navigate = useNavigate();

  useEffect(() => {
    const now = passwordReset.getSnapshot();
    // A finished reset starts afresh; coming back from the code page means asking for another code.
    if (now.status === 'done' || now.matches('passwordUpdated')) return restart();
    if (now.matches('enteringCode')) passwordReset.send({ type: 'reset.changeEmail' });
    const subscription = passwordReset.subscribe((snapshot) => {
      if (snapshot.matches('enteringCode')) void navigate({ href: passwordResetPaths.code });
    });
    return () => subscription.unsubscribe();
  }, [passwordReset, restart, navigate]);

  return <ForgotPasswordView passwordReset={passwordReset} />;
}
