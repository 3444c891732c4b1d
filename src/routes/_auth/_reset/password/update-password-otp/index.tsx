// /password/update-password-otp/, step 2 of the password reset. Without a code requested first (a bookmark, a
// reload) it goes back to /forgot-password; when the reset is over, to /login.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { PasswordResetSnapshot } from '../../../../../features/auth/passwordReset.machine';
import { passwordResetPaths, usePasswordResetFlow } from '../../../../../features/auth/PasswordResetFlow';
import { UpdatePasswordOtpView } from '../../../../../features/auth/UpdatePasswordOtpView';

export const Route = createFileRoute('/_auth/_reset/password/update-password-otp/')({
  staticData: { title: 'Update password' },
  component: UpdatePasswordOtpRoute,
});

const needsEmail = (snapshot: PasswordResetSnapshot) => snapshot.matches('enteringEmail') || snapshot.matches('requestingCode');

function UpdatePasswordOtpRoute() {
  const { passwordReset } = usePasswordResetFlow();
  const navigate = useNavigate();

  useEffect(() => {
    const follow = (snapshot: PasswordResetSnapshot) => {
      if (snapshot.status === 'done') void navigate({ href: '/login', replace: true });
      else if (needsEmail(snapshot)) void navigate({ href: passwordResetPaths.request, replace: true });
    };
    follow(passwordReset.getSnapshot());
    const subscription = passwordReset.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [passwordReset, navigate]);

  return <UpdatePasswordOtpView passwordReset={passwordReset} />;
}
